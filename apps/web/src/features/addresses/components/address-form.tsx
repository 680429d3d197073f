import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentType, type FocusEventHandler } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import {
  ADDRESS_FIELDS,
  addressFormDefaults,
  addressFormSchema,
  toSaveAddressInput,
  type AddressFormValues,
  type CheckedAddress,
} from '../address-form-values';
import type { SavedAddress } from '../api/get-my-addresses';
import { useSaveAddress } from '../api/save-address';

export const ADDRESS_NOT_SAVED = 'We could not save the address. Please try again.';

/** What the address control gets: the screen passes the address search combobox. */
export interface AddressInputProps {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
}

/** Why the server refused, in words for the shopper; null when it is shown under a field instead. */
function refusal(error: unknown): { field: (typeof ADDRESS_FIELDS)[number] | null; message: string } {
  if (!(error instanceof GraphQLRequestError)) return { field: null, message: ADDRESS_NOT_SAVED };
  if (error.code === 'NETWORK_ERROR') return { field: null, message: NETWORK_ERROR };
  const field = ADDRESS_FIELDS.find((name) => name === error.field) ?? null;
  const readable = ['BAD_USER_INPUT', 'QUOTA_EXCEEDED', 'NOT_FOUND', 'RATE_LIMITED'].includes(error.code ?? '');
  return { field, message: readable ? error.message : ADDRESS_NOT_SAVED };
}

/**
 * Adds a saved delivery address, or edits `address`: a label, who receives, their phone, and the
 * address searched as in the business form. `onSaved` gets the address as the server stored it.
 */
export function AddressForm({
  address,
  AddressInput,
  onSaved,
  onCancel,
  idPrefix = 'address',
}: {
  address: SavedAddress | null;
  AddressInput: ComponentType<AddressInputProps>;
  onSaved: (saved: SavedAddress) => void;
  onCancel?: () => void;
  /** Keeps the field ids unique when two forms could be on one page. */
  idPrefix?: string;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, CheckedAddress>({
    // The schema accepts `unknown` input (the API parses with the same rules); the form's values are typed.
    resolver: zodResolver(addressFormSchema) as Resolver<AddressFormValues, unknown, CheckedAddress>,
    defaultValues: addressFormDefaults(address),
  });
  const save = useSaveAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(toSaveAddressInput(values, address)));
    } catch (error) {
      const { field, message } = refusal(error);
      if (field) setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  const alreadyDefault = address?.isDefault === true;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormError message={formError} />
      <Field
        id={id('label')}
        label="Label"
        hint="A name for this address, e.g. Home or Work."
        error={errors.label?.message}
      >
        <Input id={id('label')} {...describedBy(id('label'), errors.label?.message)} {...register('label')} />
      </Field>
      <Field id={id('recipientName')} label="Recipient name" error={errors.recipientName?.message}>
        <Input
          id={id('recipientName')}
          autoComplete="name"
          {...describedBy(id('recipientName'), errors.recipientName?.message)}
          {...register('recipientName')}
        />
      </Field>
      <Field
        id={id('phone')}
        label="Phone number"
        hint="A Nigerian number, e.g. 0803 123 4567."
        error={errors.phone?.message}
      >
        <Input
          id={id('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...describedBy(id('phone'), errors.phone?.message)}
          {...register('phone')}
        />
      </Field>
      <Field
        id={id('fullAddress')}
        label="Delivery address"
        hint="Type at least 3 characters, then pick an address."
        error={errors.fullAddress?.message}
      >
        <Controller
          control={control}
          name="fullAddress"
          render={({ field }) => (
            <AddressInput
              id={id('fullAddress')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(errors.fullAddress)}
              describedBy={`${id('fullAddress')}-error ${id('fullAddress')}-hint`}
            />
          )}
        />
      </Field>
      {alreadyDefault ? (
        <p className="text-sm text-gray-600">This is your default address: checkout starts with it.</p>
      ) : (
        <label className="flex min-h-11 items-center gap-3 text-gray-900">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('isDefault')} />
          Make this my default address
        </label>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
          Save address
        </Button>
      </div>
    </form>
  );
}
