import { zodResolver } from '@hookform/resolvers/zod';
import { RECALL_REASON_MAX_LENGTH } from '@kasuwa/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Select, Textarea } from '../../../components/ui/input';
import { recallFormSchema, type RecallFormValues } from '../recall-form-values';

export interface RecallChoice {
  id: string;
  name: string;
}

export interface RecallRequest {
  productName: string;
  batchId: string;
  batchNumber: string;
  reason: string;
}

/**
 * Recall a batch: the product, then one of its batches not yet recalled, and the reason shoppers
 * will read. A confirmation names both before anything is sent. `onRecall` rejects with the
 * message to show when the server refuses.
 */
export function RecallBatchForm({
  products,
  batches,
  batchesLoading,
  onProductChange,
  onRecall,
}: {
  products: readonly RecallChoice[];
  /** The chosen product's batches that may still be recalled (`name` is the batch number). */
  batches: readonly RecallChoice[];
  batchesLoading: boolean;
  onProductChange: (productId: string) => void;
  onRecall: (request: RecallRequest) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors },
  } = useForm<RecallFormValues>({
    resolver: zodResolver(recallFormSchema),
    defaultValues: { productId: '', batchId: '', reason: '' },
  });
  const [pending, setPending] = useState<RecallRequest | null>(null);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const productId = useWatch({ control, name: 'productId' });
  const reasonLength = useWatch({ control, name: 'reason' }).length;

  const product = register('productId', {
    onChange: (event: { target: { value: string } }) => {
      setValue('batchId', '');
      onProductChange(event.target.value);
    },
  });

  const review = handleSubmit((values) => {
    setFormError(null);
    const chosenProduct = products.find((p) => p.id === values.productId);
    const chosenBatch = batches.find((b) => b.id === values.batchId);
    if (!chosenProduct || !chosenBatch) return;
    setPending({
      productName: chosenProduct.name,
      batchId: chosenBatch.id,
      batchNumber: chosenBatch.name,
      reason: values.reason.trim(),
    });
  });

  const confirm = async () => {
    if (!pending) return;
    setSending(true);
    try {
      await onRecall(pending);
      reset({ productId, batchId: '', reason: '' });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
      setPending(null);
    }
  };

  const reasonError = errors.reason?.message;
  return (
    <form
      noValidate
      aria-label="Recall a batch"
      onSubmit={(event) => void review(event)}
      className="flex max-w-xl flex-col gap-4"
    >
      <FormError message={formError} />
      <Field id="recall-product" label="Product" error={errors.productId?.message}>
        <Select id="recall-product" {...describedBy('recall-product', errors.productId?.message)} {...product}>
          <option value="">Choose a product</option>
          {products.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="recall-batch"
        label="Batch"
        hint={
          productId && !batchesLoading && batches.length === 0
            ? 'This product has no batch that can be recalled.'
            : 'As printed on the pack. Batches already recalled are not listed.'
        }
        error={errors.batchId?.message}
      >
        <Select
          id="recall-batch"
          disabled={!productId || batchesLoading}
          {...describedBy('recall-batch', errors.batchId?.message)}
          {...register('batchId')}
        >
          <option value="">{batchesLoading ? 'Loading batches…' : 'Choose a batch'}</option>
          {batches.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="recall-reason"
        label="Reason"
        hint="Shoppers read this on the product page and when they check a code."
        error={reasonError}
      >
        <Textarea
          id="recall-reason"
          rows={4}
          maxLength={RECALL_REASON_MAX_LENGTH}
          {...describedBy('recall-reason', reasonError)}
          {...register('reason')}
        />
        <p className="tabular order-last text-sm text-gray-600">
          {reasonLength} of {RECALL_REASON_MAX_LENGTH} characters
        </p>
      </Field>
      <div>
        <Button type="submit" variant="destructive">
          Recall batch
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `Recall batch ${pending.batchNumber} of ${pending.productName}?` : ''}
        confirmLabel="Recall batch"
        loading={sending}
        onConfirm={() => void confirm()}
        onCancel={() => (sending ? undefined : setPending(null))}
      >
        <div className="flex flex-col gap-2">
          <p>
            The product&apos;s page will show a recall banner, and every check of a code of this batch will answer
            Recalled with your reason.
          </p>
          <p>Shoppers who checked a unit of this batch and left an email will be told by email.</p>
          <p className="font-medium text-gray-900">A recall cannot be undone.</p>
        </div>
      </ConfirmDialog>
    </form>
  );
}
