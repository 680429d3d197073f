import { zodResolver } from '@hookform/resolvers/zod';
import { deliverySettingsSchema, koboToNaira } from '@kasuwa/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { useSetDeliverySettings, type DeliverySettings } from '../api/delivery-settings';

export const DELIVERY_SAVED = 'Delivery fee saved';
const SAVE_FAILED = 'We could not save the delivery fee. Please try again.';

/** What the form holds: naira as typed. */
interface DeliveryFormValues {
  fee: string;
  freeAbove: string;
}

/** The same, checked: kobo, and null when delivery is never free. */
type Checked = z.output<typeof deliverySettingsSchema>;

const FIELDS = ['fee', 'freeAbove'] as const;

const typed = (naira: number | null) => (naira === null ? '' : String(naira));

/** The store's delivery fee and its optional free-delivery threshold, checked by the API's own rule. */
export function DeliverySettingsForm({
  manufacturerId,
  current,
  onSaved,
  onCancel,
}: {
  manufacturerId: string;
  current: DeliverySettings;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSetDeliverySettings(manufacturerId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeliveryFormValues, unknown, Checked>({
    // The schema accepts `unknown` input (the API parses with it too); the form's own values are typed.
    resolver: zodResolver(deliverySettingsSchema) as Resolver<DeliveryFormValues, unknown, Checked>,
    defaultValues: { fee: typed(current.fee), freeAbove: typed(current.freeAbove) },
  });

  const submit = handleSubmit(async ({ feeKobo, freeAboveKobo }) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        fee: koboToNaira(feeKobo),
        freeAbove: freeAboveKobo === null ? null : koboToNaira(freeAboveKobo),
      });
      notify.success(DELIVERY_SAVED);
      onSaved();
    } catch (failure) {
      const field = failure instanceof GraphQLRequestError ? FIELDS.find((name) => name === failure.field) : undefined;
      if (field)
        setError(field, { message: failure instanceof Error ? failure.message : SAVE_FAILED }, { shouldFocus: true });
      else
        setFormError(
          failure instanceof GraphQLRequestError && failure.code === 'NETWORK_ERROR' ? NETWORK_ERROR : SAVE_FAILED,
        );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 text-gray-900">
      {formError && (
        <p role="alert" className="rounded-control border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700">
          {formError}
        </p>
      )}
      <Field
        id="delivery-fee"
        label="Delivery fee per order (₦)"
        error={errors.fee?.message}
        hint="0 for free delivery."
      >
        <Input
          id="delivery-fee"
          inputMode="decimal"
          autoComplete="off"
          {...describedBy('delivery-fee', errors.fee?.message)}
          {...register('fee')}
        />
      </Field>
      <Field
        id="delivery-free-above"
        label="Free delivery for orders of at least (₦)"
        error={errors.freeAbove?.message}
        hint="Optional. Leave it empty if delivery is never free."
      >
        <Input
          id="delivery-free-above"
          inputMode="decimal"
          autoComplete="off"
          {...describedBy('delivery-free-above', errors.freeAbove?.message)}
          {...register('freeAbove')}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
          Save delivery fee
        </Button>
      </div>
    </form>
  );
}
