import { zodResolver } from '@hookform/resolvers/zod';
import { businessSchema, INDUSTRIES, INDUSTRY_LABELS, slugify, type BusinessInput, type LatLng } from '@kasuwa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type FocusEventHandler } from 'react';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { BUSINESS_PIN_TEXTS, pinProblem, ShopPinField } from '../../../components/map/shop-pin-field';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { ImageUpload } from '../../../components/ui/image-upload';
import { Input, Select } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';
import { useCreateBusiness } from '../api/create-business';
import { useUpdateBusiness } from '../api/update-business';
import { CategoryChips } from './category-chips';

export const BUSINESS_CREATED = 'Your business has been created successfully.';
export const BUSINESS_FAILED = 'Error submitting form. Please try again.';
export const BUSINESS_UPDATED = 'Your business has been updated.';
export const BUSINESS_UPDATE_FAILED = 'Your changes were not saved.';

const valuesOf = (business: EditedBusiness): BusinessFormValues => ({
  businessName: business.businessName,
  brandStoreName: business.brandStoreName,
  fullAddress: business.fullAddress,
  industry: business.industry,
  productCategory: business.productCategory,
  brandImage: business.brandImage,
});

/** What the form holds, as the user entered it. */
export interface BusinessFormValues {
  businessName: string;
  brandStoreName: string;
  fullAddress: string;
  industry: string;
  productCategory: string[];
  brandImage: string | null;
}

const EMPTY: BusinessFormValues = {
  businessName: '',
  brandStoreName: '',
  fullAddress: '',
  industry: '',
  productCategory: [],
  brandImage: null,
};

/** What the address control gets: the app passes the address search combobox. */
export interface AddressInputProps {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  invalid?: boolean;
  describedBy?: string;
}

/** A business as the edit form starts from it. */
export interface EditedBusiness extends BusinessFormValues {
  id: string;
  slug: string;
}

/**
 * The business form. Without `editing` it creates a business (`onSaved` runs once it exists and
 * is remembered as the one in use); with it, it saves changes to that business.
 */
export function BusinessForm({
  AddressInput,
  editing,
  onSaved,
}: {
  AddressInput: ComponentType<AddressInputProps>;
  editing?: EditedBusiness;
  onSaved: (saved: { id: string; slug: string }) => void;
}) {
  const form = useForm<BusinessFormValues, unknown, BusinessInput>({
    // The schema accepts `unknown` input (the API parses with it too); the form's own values are typed.
    resolver: zodResolver(businessSchema) as Resolver<BusinessFormValues, unknown, BusinessInput>,
    defaultValues: editing ? valuesOf(editing) : EMPTY,
  });
  const { register, control, handleSubmit, setError, formState, reset } = form;
  const { errors } = formState;
  const createBusiness = useCreateBusiness();
  const updateBusiness = useUpdateBusiness();
  const queryClient = useQueryClient();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const failedMessage = editing ? BUSINESS_UPDATE_FAILED : BUSINESS_FAILED;
  // The map pin: optional, the exact spot of the address; one outside Nigeria is refused here and by the API.
  const [pin, setPin] = useState<LatLng | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);
  // The pin last saved: a pin moved since is an unsaved change like a typed one.
  const [savedPin, setSavedPin] = useState<LatLng | null>(null);

  const submit = handleSubmit(async (values) => {
    setServerMessage(null);
    setPinError(null);
    if (pinProblem(pin)) return;
    try {
      if (editing) {
        const saved = await updateBusiness.mutateAsync({ id: editing.id, ...values, ...pin });
        reset(values);
        setSavedPin(pin);
        notify.success(BUSINESS_UPDATED);
        onSaved(saved);
        return;
      }
      const business = await createBusiness.mutateAsync({ ...values, ...pin });
      // The server now runs the new business: the dashboard's user (and its business in use) is reloaded.
      await queryClient.invalidateQueries({ queryKey: ['MyBusinesses'] });
      saveSession({ manufacturerId: business.id });
      notify.success(BUSINESS_CREATED);
      onSaved(business);
    } catch (failure) {
      notify.error(failedMessage);
      if (failure instanceof GraphQLRequestError && failure.code === 'BAD_USER_INPUT') {
        setServerMessage(failure.message);
        if (failure.field === 'latitude' || failure.field === 'longitude') setPinError(failure.message);
        else if (failure.field && failure.field in EMPTY) {
          setError(failure.field as keyof BusinessFormValues, { message: failure.message });
        }
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <Field id="businessName" label="Business name" error={errors.businessName?.message}>
        <Input
          id="businessName"
          autoComplete="organization"
          {...describedBy('businessName', errors.businessName?.message)}
          {...register('businessName')}
        />
      </Field>
      <Field
        id="brandStoreName"
        label="Brand store name"
        hint={
          editing
            ? "Shoppers see this name; it also makes your store's web address. A new address keeps the old one leading to your store."
            : "Shoppers see this name; it also makes your store's web address."
        }
        error={errors.brandStoreName?.message}
      >
        <Input
          id="brandStoreName"
          {...describedBy('brandStoreName', errors.brandStoreName?.message)}
          {...register('brandStoreName')}
        />
      </Field>
      {editing && <NewStoreLink control={control} currentSlug={editing.slug} />}
      <Field
        id="fullAddress"
        label="Business address"
        hint="Type at least 3 characters, then pick an address."
        error={errors.fullAddress?.message}
      >
        <Controller
          control={control}
          name="fullAddress"
          render={({ field }) => (
            <AddressInput
              id="fullAddress"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(errors.fullAddress)}
              describedBy="fullAddress-error fullAddress-hint"
            />
          )}
        />
      </Field>
      <ShopPinField
        pin={pin}
        onChange={(next) => {
          setPin(next);
          setPinError(null);
        }}
        error={pinError}
        texts={BUSINESS_PIN_TEXTS}
      />
      <Field id="industry" label="Industry" error={errors.industry?.message}>
        <Select id="industry" {...describedBy('industry', errors.industry?.message)} {...register('industry')}>
          <option value="">Select an industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {INDUSTRY_LABELS[industry]}
            </option>
          ))}
        </Select>
      </Field>
      <Controller
        control={control}
        name="productCategory"
        render={({ field }) => <CategoryChips value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="brandImage"
        render={({ field }) => (
          <ImageUpload
            label="Brand image (optional)"
            value={field.value}
            onChange={field.onChange}
            error={errors.brandImage?.message}
          />
        )}
      />
      {serverMessage && (
        <p role="alert" className="rounded-control border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {failedMessage} {serverMessage}
        </p>
      )}
      <Button
        type="submit"
        loading={formState.isSubmitting}
        loadingLabel={editing ? 'Saving...' : 'Submitting...'}
        className={editing ? 'md:self-end' : 'self-stretch'}
      >
        {editing ? 'Save changes' : 'Submit'}
      </Button>
      {editing && <UnsavedChangesGuard when={(formState.isDirty || pin !== savedPin) && !formState.isSubmitting} />}
    </form>
  );
}

/** While the brand store name would change the store's address: the new one, and that the old one still works. */
function NewStoreLink({
  control,
  currentSlug,
}: {
  control: Control<BusinessFormValues, unknown, BusinessInput>;
  currentSlug: string;
}) {
  const name = useWatch({ control, name: 'brandStoreName' });
  const slug = slugify(name);
  if (!slug || slug === currentSlug) return null;
  const origin = window.location.origin;
  return (
    <p role="status" className="-mt-2 rounded-control bg-brand-50 p-3 text-sm text-gray-900">
      When you save, your store&apos;s link becomes <span className="font-mono break-all">{`${origin}/${slug}`}</span>{' '}
      (or a close one if that is taken). The old link,{' '}
      <span className="font-mono break-all">{`${origin}/${currentSlug}`}</span>, keeps leading to your store.
    </p>
  );
}
