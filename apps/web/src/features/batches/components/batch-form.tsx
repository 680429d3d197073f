import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import { useProductionDateIssues } from '../../../lib/use-production-date-issues';
import type { Batch } from '../api/get-product-batches';
import { useSaveBatch } from '../api/save-batch';
import {
  BATCH_FIELDS,
  batchFormDefaults,
  batchFormSchema,
  toBatchInput,
  type BatchFormValues,
} from '../batch-form-values';

export const BATCH_NOT_SAVED = 'We could not save the batch. Please try again.';

function refusal(error: unknown): { field: (typeof BATCH_FIELDS)[number] | null; message: string } {
  if (!(error instanceof GraphQLRequestError)) return { field: null, message: BATCH_NOT_SAVED };
  if (error.code === 'NETWORK_ERROR') return { field: null, message: NETWORK_ERROR };
  const field = BATCH_FIELDS.find((name) => name === error.field) ?? null;
  const readable = ['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'QUOTA_EXCEEDED'].includes(
    error.code ?? '',
  );
  return { field, message: readable ? error.message : BATCH_NOT_SAVED };
}

/** Adds a batch to the product, or edits `batch`: its number, dates and quantity. */
export function BatchForm({
  productId,
  batch,
  onSaved,
  onCancel,
}: {
  productId: string;
  batch: Batch | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BatchFormValues, unknown, unknown>({
    // The domain's schema takes `unknown` input (the API parses with it too); the values sent are the form's.
    resolver: zodResolver(batchFormSchema) as unknown as Resolver<BatchFormValues, unknown, unknown>,
    defaultValues: batchFormDefaults(batch),
  });
  const dateIssues = useProductionDateIssues(control);
  const manufactureError = errors.manufactureDate?.message ?? dateIssues.manufactureDate;
  const expiryError = errors.expiryDate?.message ?? dateIssues.expiryDate;
  const save = useSaveBatch(productId);
  const [formError, setFormError] = useState<string | null>(null);
  const prefix = batch ? `batch-${batch.id}` : 'new-batch';
  const id = (field: string) => `${prefix}-${field}`;

  // Checked by the schema first; sent as typed (the server parses with the same schema).
  const submit = handleSubmit(async () => {
    setFormError(null);
    try {
      await save.mutateAsync({ batchId: batch?.id ?? null, input: toBatchInput(getValues()) });
      onSaved();
    } catch (error) {
      const { field, message } = refusal(error);
      if (field) setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <form
      noValidate
      aria-label={batch ? `Edit batch ${batch.number}` : 'New batch'}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <FormError message={formError} />
      <Field id={id('number')} label="Batch number" hint="As printed on the pack." error={errors.number?.message}>
        <Input id={id('number')} {...describedBy(id('number'), errors.number?.message)} {...register('number')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('manufactureDate')} label="Manufacture date" error={manufactureError}>
          <Input
            id={id('manufactureDate')}
            type="date"
            {...describedBy(id('manufactureDate'), manufactureError)}
            {...register('manufactureDate')}
          />
        </Field>
        <Field id={id('expiryDate')} label="Expiry date" error={expiryError}>
          <Input
            id={id('expiryDate')}
            type="date"
            {...describedBy(id('expiryDate'), expiryError)}
            {...register('expiryDate')}
          />
        </Field>
      </div>
      <Field
        id={id('quantity')}
        label="Quantity"
        hint="Units in the batch: the most unit codes it can have."
        error={errors.quantity?.message}
      >
        <Input
          id={id('quantity')}
          inputMode="numeric"
          {...describedBy(id('quantity'), errors.quantity?.message)}
          {...register('quantity')}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting} loadingLabel="Saving…">
          {batch ? 'Save batch' : 'Add batch'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
