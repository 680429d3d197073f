import { zodResolver } from '@hookform/resolvers/zod';
import { businessSchema, INDUSTRIES, INDUSTRY_LABELS, type BusinessInput } from '@kasuwa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type FocusEventHandler } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { ImageUpload } from '../../../components/ui/image-upload';
import { Input, Select } from '../../../components/ui/input';
import { GraphQLRequestError } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';
import { useCreateBusiness } from '../api/create-business';
import { CategoryChips } from './category-chips';

export const BUSINESS_CREATED = 'Your business has been created successfully.';
export const BUSINESS_FAILED = 'Error submitting form. Please try again.';

/** What the form holds, as the user entered it. */
interface BusinessFormValues {
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

/** The business form; `onCreated` runs once the business exists and is remembered. */
export function BusinessForm({
  AddressInput,
  onCreated,
}: {
  AddressInput: ComponentType<AddressInputProps>;
  onCreated: () => void;
}) {
  const form = useForm<BusinessFormValues, unknown, BusinessInput>({
    // The schema accepts `unknown` input (the API parses with it too); the form's own values are typed.
    resolver: zodResolver(businessSchema) as Resolver<BusinessFormValues, unknown, BusinessInput>,
    defaultValues: EMPTY,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const createBusiness = useCreateBusiness();
  const queryClient = useQueryClient();
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setServerMessage(null);
    try {
      const business = await createBusiness.mutateAsync(values);
      // The server now runs the new business: the dashboard's user (and its business in use) is reloaded.
      await queryClient.invalidateQueries({ queryKey: ['MyBusinesses'] });
      saveSession({ manufacturerId: business.id });
      notify.success(BUSINESS_CREATED);
      onCreated();
    } catch (failure) {
      notify.error(BUSINESS_FAILED);
      if (failure instanceof GraphQLRequestError && failure.code === 'BAD_USER_INPUT') {
        setServerMessage(failure.message);
        if (failure.field && failure.field in EMPTY) {
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
        hint="Shoppers see this name; it also makes your store's web address."
        error={errors.brandStoreName?.message}
      >
        <Input
          id="brandStoreName"
          {...describedBy('brandStoreName', errors.brandStoreName?.message)}
          {...register('brandStoreName')}
        />
      </Field>
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
          {BUSINESS_FAILED} {serverMessage}
        </p>
      )}
      <Button type="submit" loading={formState.isSubmitting} loadingLabel="Submitting..." className="self-stretch">
        Submit
      </Button>
    </form>
  );
}
