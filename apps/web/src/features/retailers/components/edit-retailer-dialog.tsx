import { zodResolver } from '@hookform/resolvers/zod';
import { retailerSchema, type LatLng } from '@kasuwa/domain';
import { useId, useState, type ComponentType } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ShopPinField } from '../../../components/map/shop-pin-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { useUpdateRetailer } from '../api/update-retailer';
import type { AddressInputProps } from './retailer-rows-form';
import { pinFieldSchema } from './retailer-rows-form';

export const RETAILER_UPDATED = 'Retailer updated';
export const RETAILER_UPDATE_FAILED = 'The retailer could not be saved.';

interface EditValues {
  name: string;
  fullAddress: string;
  contact: string;
  pin: LatLng | null;
}

const editSchema = retailerSchema.extend({ pin: pinFieldSchema });
/** The API's field names as the form's: a refused pin is named by its latitude. */
const FORM_FIELDS: Record<string, keyof EditValues> = {
  name: 'name',
  fullAddress: 'fullAddress',
  contact: 'contact',
  latitude: 'pin',
  longitude: 'pin',
};

export interface EditableRetailer {
  id: string;
  name: string;
  contact: string;
  location: { fullAddress: string; latitude: number; longitude: number };
}

/**
 * Edits one retailer with the rules of adding one: name, address, contact, and an optional map
 * pin (the exact spot; without one a changed address is placed from its text).
 */
export function EditRetailerDialog({
  retailer,
  AddressInput,
  onClose,
}: {
  retailer: EditableRetailer;
  AddressInput: ComponentType<AddressInputProps>;
  onClose: () => void;
}) {
  const formId = useId();
  const update = useUpdateRetailer();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<EditValues, unknown, EditValues>({
    resolver: zodResolver(editSchema) as Resolver<EditValues, unknown, EditValues>,
    defaultValues: {
      name: retailer.name,
      fullAddress: retailer.location.fullAddress,
      contact: retailer.contact,
      pin: null,
    },
  });
  const { errors } = formState;
  const id = (name: string) => `${formId}-${name}`;

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ id: retailer.id, ...values });
      notify.success(RETAILER_UPDATED);
      onClose();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : RETAILER_UPDATE_FAILED;
      const field = failure instanceof GraphQLRequestError ? FORM_FIELDS[failure.field ?? ''] : undefined;
      if (field) setError(field, { message });
      else setRefusal(message);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit ${retailer.name}`}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={formState.isSubmitting} loadingLabel="Saving...">
            Save changes
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field id={id('name')} label="Name" error={errors.name?.message}>
          <Input id={id('name')} {...describedBy(id('name'), errors.name?.message)} {...register('name')} />
        </Field>
        <Field id={id('fullAddress')} label="Address" error={errors.fullAddress?.message}>
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
                describedBy={`${id('fullAddress')}-error`}
              />
            )}
          />
        </Field>
        <Controller
          control={control}
          name="pin"
          render={({ field }) => (
            <ShopPinField
              pin={field.value}
              onChange={field.onChange}
              error={errors.pin?.message}
              start={{ latitude: retailer.location.latitude, longitude: retailer.location.longitude }}
            />
          )}
        />
        <Field id={id('contact')} label="Contact" error={errors.contact?.message}>
          <Input
            id={id('contact')}
            type="tel"
            autoComplete="off"
            {...describedBy(id('contact'), errors.contact?.message)}
            {...register('contact')}
          />
        </Field>
        {refusal && (
          <p role="alert" className="rounded-control border border-red-200 bg-red-50 p-3 text-sm text-red-700">
            {RETAILER_UPDATE_FAILED} {refusal}
          </p>
        )}
      </form>
    </Dialog>
  );
}
