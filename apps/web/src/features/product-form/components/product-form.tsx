import { zodResolver } from '@hookform/resolvers/zod';
import { createProductSchema, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, updateProductSchema } from '@kasuwa/domain';
import type { ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { ImageUpload } from '../../../components/ui/image-upload';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { useProductionDateIssues } from '../../../lib/use-production-date-issues';
import { EMPTY_PRODUCT_FORM, type ProductFormValues } from '../product-form-values';

export type ProductFormMode = 'create' | 'edit';

// The shared schemas check (and transform) the typed text; the form keeps and sends the text itself.
const RESOLVERS: Record<ProductFormMode, Resolver<ProductFormValues>> = {
  create: zodResolver(createProductSchema, undefined, { raw: true }) as unknown as Resolver<ProductFormValues>,
  edit: zodResolver(updateProductSchema, undefined, { raw: true }) as unknown as Resolver<ProductFormValues>,
};

const SUBMIT_LABELS: Record<ProductFormMode, { idle: string; busy: string }> = {
  create: { idle: 'Add Product', busy: 'Submitting...' },
  edit: { idle: 'Update Product', busy: 'Updating...' },
};

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card md:p-6">
      <legend className="float-left mb-1 w-full text-lg font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Every field and rule of the product form; create and edit differ on batch number and barcode. */
export function ProductForm({
  mode,
  initialValues = EMPTY_PRODUCT_FORM,
  onSubmit,
}: {
  mode: ProductFormMode;
  initialValues?: ProductFormValues;
  onSubmit: (values: ProductFormValues) => Promise<void>;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProductFormValues>({ resolver: RESOLVERS[mode], defaultValues: initialValues });

  const dateIssues = useProductionDateIssues(control);
  const message = (id: keyof ProductFormValues) =>
    errors[id]?.message ?? (id === 'manufactureDate' || id === 'expiryDate' ? dateIssues[id] : undefined);
  const control_ = (id: keyof ProductFormValues) => ({ id, ...describedBy(id, message(id)) });
  const labels = SUBMIT_LABELS[mode];

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}
      className="flex max-w-[640px] flex-col gap-6"
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <Group title="Product details">
        <Field id="name" label="Product name" error={errors.name?.message}>
          <Input {...control_('name')} autoComplete="off" {...register('name')} />
        </Field>
        <Field id="description" label="Description" error={errors.description?.message} hint="At least 10 characters.">
          <Textarea {...control_('description')} rows={4} {...register('description')} />
        </Field>
        <Field id="category" label="Category" error={errors.category?.message}>
          <Select {...control_('category')} {...register('category')}>
            <option value="">Choose a category</option>
            {PRODUCT_CATEGORIES.map((key) => (
              <option key={key} value={key}>
                {PRODUCT_CATEGORY_LABELS[key]}
              </option>
            ))}
          </Select>
        </Field>
        <Controller
          control={control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <ImageUpload
              label="Product image"
              value={field.value || null}
              onChange={(url) => field.onChange(url ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
      </Group>

      <Group title="Price and stock">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="retailPrice" label="Retail price (₦)" error={errors.retailPrice?.message}>
            <Input
              {...control_('retailPrice')}
              inputMode="decimal"
              placeholder="e.g. 1500"
              {...register('retailPrice')}
            />
          </Field>
          <Field id="quantity" label="Quantity" error={errors.quantity?.message}>
            <Input {...control_('quantity')} inputMode="numeric" {...register('quantity')} />
          </Field>
        </div>
      </Group>

      <Group title="Batch and dates">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="batchNumber" label="Batch number" error={errors.batchNumber?.message}>
            <Input {...control_('batchNumber')} inputMode="numeric" {...register('batchNumber')} />
          </Field>
          <Field id="batchQuantity" label="Batch quantity (optional)" error={errors.batchQuantity?.message}>
            <Input {...control_('batchQuantity')} inputMode="numeric" {...register('batchQuantity')} />
          </Field>
        </div>
        <Field id="barCode" label={mode === 'edit' ? 'Barcode' : 'Barcode (optional)'} error={errors.barCode?.message}>
          <Input {...control_('barCode')} autoComplete="off" {...register('barCode')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="manufactureDate" label="Manufacture date" error={message('manufactureDate')}>
            <Input {...control_('manufactureDate')} type="date" {...register('manufactureDate')} />
          </Field>
          <Field id="expiryDate" label="Expiry date" error={message('expiryDate')}>
            <Input {...control_('expiryDate')} type="date" {...register('expiryDate')} />
          </Field>
        </div>
      </Group>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/dashboard/myproducts" className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" loading={isSubmitting} loadingLabel={labels.busy}>
          {labels.idle}
        </Button>
      </div>
    </form>
  );
}
