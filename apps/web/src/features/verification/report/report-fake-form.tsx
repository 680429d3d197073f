import { FAKE_REPORT_ADDRESS_MAX, FAKE_REPORT_NOTE_MAX } from '@kasuwa/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { ImageUpload } from '../../../components/ui/image-upload';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReportBrand, useReportBrands } from '../api/get-report-brands';
import { REPORT_PHOTO_PATH, useReportFake } from '../api/report-fake';
import {
  ELSEWHERE,
  refusalOf,
  reportProblems,
  toReportInput,
  typesAddress,
  type ReportField,
  type ReportFormValues,
  type ReportProblems,
} from './report-values';

export interface ReportPrefill {
  /** The code on the label, when the shopper checked one. */
  code?: string;
  /** The brand, when the check knew the maker. */
  makerId?: string;
  productId?: string;
}

/** The order of the controls: the first one with a problem gets the focus. */
const CONTROLS: ReportField[] = ['manufacturerId', 'photoUrl', 'place', 'boughtAtAddress', 'note', 'email'];

/**
 * A shopper's report of a suspected fake, for the brand's maker: the brand (known from the
 * checked code, or chosen), a photo (uploaded at once, with its progress and a preview), where it
 * was bought (one of the brand's shops or an address), a note and an email for a reply. Checked
 * with the API's own rules before sending; the server's refusals appear under their controls.
 */
export function ReportFakeForm({
  prefill,
  onSent,
}: {
  prefill: ReportPrefill;
  onSent: (report: { brandName: string; email: string }) => void;
}) {
  const id = useId();
  const controlId = (field: string) => `${id}-${field}`;
  const [values, setValues] = useState<ReportFormValues>({
    manufacturerId: prefill.makerId ?? '',
    productId: prefill.productId ?? '',
    code: prefill.code ?? '',
    photoUrl: null,
    place: '',
    boughtAtAddress: '',
    note: '',
    email: '',
  });
  const [problems, setProblems] = useState<ReportProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const focusProblem = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const prefilledBrand = useReportBrand(prefill.makerId ?? '');
  // A maker id that names no brand (an old link): the shopper chooses the brand instead.
  const brandKnown = Boolean(prefill.makerId) && prefilledBrand.data?.manufacturer != null;
  const choosesBrand = !prefill.makerId || (prefilledBrand.isSuccess && !brandKnown);
  const brands = useReportBrands(choosesBrand);
  const chosenBrand = useReportBrand(choosesBrand ? values.manufacturerId : '');
  const brand = (choosesBrand ? chosenBrand : prefilledBrand).data?.manufacturer ?? null;
  const shops = brand?.stores ?? [];
  const brandHasShops = shops.length > 0;
  const report = useReportFake();

  useEffect(() => {
    if (!focusProblem.current) return;
    focusProblem.current = false;
    const first = CONTROLS.find((control) => problems[control]);
    if (!first) return;
    // The photo's control is the file input, or the Remove button once a photo is there.
    const selector = `#${CSS.escape(controlId(first))}`;
    formRef.current
      ?.querySelector<HTMLElement>(`${selector}:is(input, select, textarea), ${selector} :is(input, button)`)
      ?.focus();
  });

  const change = <K extends keyof ReportFormValues>(field: K, value: ReportFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = reportProblems(values, brandHasShops);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusProblem.current = true;
      return;
    }
    try {
      await report.mutateAsync(toReportInput(values, brandHasShops));
      onSent({ brandName: brand?.name ?? 'The brand', email: values.email.trim() });
    } catch (error) {
      const { control, message } = refusalOf(error, values, brandHasShops);
      if (control) {
        setProblems({ [control]: message });
        focusProblem.current = true;
      } else setFormError(message);
    }
  }

  const brandLoading = Boolean(prefill.makerId) && prefilledBrand.isPending;
  const where = typesAddress(values, brandHasShops);

  return (
    <form ref={formRef} noValidate aria-label="Report a suspected fake" onSubmit={(e) => void submit(e)}>
      <div className="flex flex-col gap-5">
        <FormError message={formError} />
        {values.code && (
          <p className="text-sm text-gray-700">
            Code on the label: <span className="font-mono font-medium text-gray-900">{values.code}</span>
          </p>
        )}

        {brandLoading ? (
          <Skeleton className="h-11 w-full" />
        ) : brandKnown && brand ? (
          <p className="text-sm text-gray-700">
            Brand: <span className="font-semibold text-gray-900">{brand.name}</span>
          </p>
        ) : (
          <Field
            id={controlId('manufacturerId')}
            label="Brand on the label"
            error={problems.manufacturerId}
            hint={brands.isError ? 'The list of brands could not load. Please reload the page.' : undefined}
          >
            <Select
              id={controlId('manufacturerId')}
              name="manufacturerId"
              value={values.manufacturerId}
              onChange={(event) => {
                change('manufacturerId', event.target.value);
                change('place', '');
              }}
              {...describedBy(controlId('manufacturerId'), problems.manufacturerId)}
            >
              <option value="">{brands.isPending ? 'Loading brands…' : 'Choose the brand'}</option>
              {brands.data?.manufacturers.map((maker) => (
                <option key={maker.id} value={maker.id}>
                  {maker.name}
                </option>
              ))}
            </Select>
          </Field>
        )}

        <div id={controlId('photoUrl')}>
          <ImageUpload
            label="Photo of the product"
            value={values.photoUrl}
            onChange={(url) => change('photoUrl', url)}
            error={problems.photoUrl}
            uploadPath={REPORT_PHOTO_PATH}
          />
        </div>

        {brandHasShops && (
          <Field id={controlId('place')} label="Where did you buy it?" error={problems.place}>
            <Select
              id={controlId('place')}
              name="place"
              value={values.place}
              onChange={(event) => change('place', event.target.value)}
              {...describedBy(controlId('place'), problems.place)}
            >
              <option value="">Choose the shop</option>
              {shops.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.name}, {shop.location.fullAddress}
                </option>
              ))}
              <option value={ELSEWHERE}>Somewhere else (type the address)</option>
            </Select>
          </Field>
        )}
        {where && (
          <Field
            id={controlId('boughtAtAddress')}
            label={brandHasShops ? 'Address of the shop or market' : 'Where did you buy it?'}
            hint="The shop or market and its town, for example Oshodi market, Lagos."
            error={problems.boughtAtAddress}
          >
            <Input
              id={controlId('boughtAtAddress')}
              name="boughtAtAddress"
              value={values.boughtAtAddress}
              maxLength={FAKE_REPORT_ADDRESS_MAX}
              autoComplete="street-address"
              onChange={(event) => change('boughtAtAddress', event.target.value)}
              {...describedBy(controlId('boughtAtAddress'), problems.boughtAtAddress)}
            />
          </Field>
        )}

        <Field
          id={controlId('note')}
          label="What looks wrong? (optional)"
          hint="The packaging, the smell, the price: anything that made you doubt it."
          error={problems.note}
        >
          <Textarea
            id={controlId('note')}
            name="note"
            rows={4}
            value={values.note}
            maxLength={FAKE_REPORT_NOTE_MAX}
            onChange={(event) => change('note', event.target.value)}
            {...describedBy(controlId('note'), problems.note)}
          />
        </Field>

        <Field
          id={controlId('email')}
          label="Your email (optional)"
          hint="Only if you would like a reply from the brand."
          error={problems.email}
        >
          <Input
            id={controlId('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            {...describedBy(controlId('email'), problems.email)}
          />
        </Field>

        <Button type="submit" loading={report.isPending} loadingLabel="Sending…">
          Send report
        </Button>
      </div>
    </form>
  );
}
