import { zodResolver } from '@hookform/resolvers/zod';
import { PIN_OUTSIDE_NIGERIA_MESSAGE, retailerSchema, type LatLng } from '@kasuwa/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type ComponentType, type FocusEventHandler } from 'react';
import { Controller, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { pinProblem, ShopPinField } from '../../../components/map/shop-pin-field';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { Input } from '../../../components/ui/input';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { useAddRetailers, type NewRetailer } from '../api/add-retailers';

export const RETAILERS_ADDED = 'Retailers added successfully!';
export const RETAILERS_CREATE_FAILED = 'There was an error creating the retailers.';
export const RETAILERS_ADD_FAILED = 'There was an error adding retailers. Try again';

export interface AddressInputProps {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
}

interface RowsForm {
  retailers: NewRetailer[];
}

/** A map pin beside an address: none, or one inside Nigeria. */
export const pinFieldSchema = z
  .custom<LatLng | null | undefined>()
  .refine((pin) => !pinProblem(pin ?? null), PIN_OUTSIDE_NIGERIA_MESSAGE);

const rowsSchema = z.object({ retailers: z.array(retailerSchema.extend({ pin: pinFieldSchema })).min(1) });
const EMPTY_ROW: NewRetailer = { name: '', fullAddress: '', contact: '', pin: null };
type RowField = 'name' | 'fullAddress' | 'contact' | 'pin';
/** The API's field names as the form's: a refused pin is named by its latitude. */
const FIELDS: Record<string, RowField> = {
  name: 'name',
  fullAddress: 'fullAddress',
  contact: 'contact',
  latitude: 'pin',
  longitude: 'pin',
};

/** "2.fullAddress" (the API's 1-based row and field) as the form's own field path. */
function rowField(field: string | undefined) {
  const [row, name] = (field ?? '').split('.');
  const index = Number(row) - 1;
  const target = FIELDS[name ?? ''];
  if (!Number.isInteger(index) || index < 0 || !target) return null;
  return { index, name: target };
}

/** Rows of name, address and contact, all required; the last row adds one, the others remove theirs. */
export function RetailerRowsForm({
  manufacturerId,
  AddressInput,
  onSaved,
}: {
  manufacturerId: string;
  AddressInput: ComponentType<AddressInputProps>;
  onSaved: () => void;
}) {
  const { control, register, handleSubmit, getValues, setError, setFocus, formState } = useForm<
    RowsForm,
    unknown,
    RowsForm
  >({
    resolver: zodResolver(rowsSchema) as Resolver<RowsForm, unknown, RowsForm>,
    defaultValues: { retailers: [EMPTY_ROW] },
  });
  const rows = useFieldArray({ control, name: 'retailers' });
  const addRetailers = useAddRetailers();
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = formState.errors.retailers;

  const submit = handleSubmit(async () => {
    setRefusal(null);
    try {
      await addRetailers.mutateAsync({ manufacturerId, retailers: getValues('retailers') });
      notify.success(RETAILERS_ADDED);
      onSaved();
    } catch (failure) {
      notify.error(RETAILERS_CREATE_FAILED);
      const message = failure instanceof GraphQLRequestError ? failure.message : null;
      const target = failure instanceof GraphQLRequestError ? rowField(failure.field) : null;
      if (target && message) {
        setError(`retailers.${target.index}.${target.name}`, { message });
        setRefusal(`Row ${target.index + 1}: ${message}`);
      } else {
        setRefusal(message);
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting} />
      <ol className="flex flex-col gap-4">
        {rows.fields.map((row, index) => {
          const number = index + 1;
          const last = index === rows.fields.length - 1;
          const rowErrors = errors?.[index];
          const id = (name: string) => `retailers-${index}-${name}`;
          return (
            <li key={row.id} className="rounded-card border border-gray-200 bg-white p-4">
              <fieldset className="flex flex-col gap-4 md:grid md:grid-cols-[1fr_1.5fr_1fr_auto] md:items-start">
                <legend className="mb-3 text-sm font-semibold text-gray-900 md:float-left md:col-span-4">
                  Retailer {number}
                </legend>
                <Field id={id('name')} label="Name" error={rowErrors?.name?.message}>
                  <Input
                    id={id('name')}
                    {...describedBy(id('name'), rowErrors?.name?.message)}
                    {...register(`retailers.${index}.name`)}
                  />
                </Field>
                <Field id={id('fullAddress')} label="Address" error={rowErrors?.fullAddress?.message}>
                  <Controller
                    control={control}
                    name={`retailers.${index}.fullAddress`}
                    render={({ field }) => (
                      <AddressInput
                        id={id('fullAddress')}
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        invalid={Boolean(rowErrors?.fullAddress)}
                        describedBy={`${id('fullAddress')}-error`}
                      />
                    )}
                  />
                </Field>
                <Field id={id('contact')} label="Contact" error={rowErrors?.contact?.message}>
                  <Input
                    id={id('contact')}
                    type="tel"
                    autoComplete="off"
                    {...describedBy(id('contact'), rowErrors?.contact?.message)}
                    {...register(`retailers.${index}.contact`)}
                  />
                </Field>
                <div className="md:order-last md:col-span-4">
                  <Controller
                    control={control}
                    name={`retailers.${index}.pin`}
                    render={({ field }) => (
                      <ShopPinField
                        pin={field.value ?? null}
                        onChange={field.onChange}
                        error={rowErrors?.pin?.message}
                      />
                    )}
                  />
                </div>
                <div className="flex justify-end md:pt-6">
                  {last ? (
                    <Button
                      variant="secondary"
                      aria-label="Add another retailer"
                      onClick={() => rows.append(EMPTY_ROW)}
                    >
                      <Plus className="size-5" aria-hidden="true" />
                      <span className="md:sr-only">Add another</span>
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      aria-label={`Remove retailer ${number}`}
                      onClick={() => {
                        rows.remove(index);
                        // The removed row took the focused button with it: go on at the row that takes its place.
                        setTimeout(() => setFocus(`retailers.${index}.name`));
                      }}
                    >
                      <Trash2 className="size-5 text-red-600" aria-hidden="true" />
                      <span className="md:sr-only">Remove</span>
                    </Button>
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {refusal !== null && (
        <div role="alert" className="rounded-control border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <p className="font-semibold">{RETAILERS_ADD_FAILED}</p>
          {refusal && <p>{refusal}</p>}
        </div>
      )}
      <Button type="submit" loading={formState.isSubmitting} loadingLabel="Saving..." className="md:self-end">
        Save retailers
      </Button>
    </form>
  );
}
