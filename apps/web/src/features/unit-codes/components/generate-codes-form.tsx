import { zodResolver } from '@hookform/resolvers/zod';
import { UNIT_CODES_PER_REQUEST_MAX, unitCodeCountSchema } from '@kasuwa/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import { useGenerateCodes } from '../api/generate-codes';

export const CODES_NOT_GENERATED = 'We could not start making the codes. Please try again.';

type Values = { count: string };

function refusal(error: unknown): { onField: boolean; message: string } {
  if (!(error instanceof GraphQLRequestError)) return { onField: false, message: CODES_NOT_GENERATED };
  if (error.code === 'NETWORK_ERROR') return { onField: false, message: NETWORK_ERROR };
  const readable = ['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'QUOTA_EXCEEDED'].includes(
    error.code ?? '',
  );
  return { onField: error.field === 'count', message: readable ? error.message : CODES_NOT_GENERATED };
}

/** How many codes to make: up to what the batch still allows and 100,000 at a time (the domain's rule). */
export function GenerateCodesForm({
  batchId,
  batchNumber,
  available,
  onQueued,
}: {
  batchId: string;
  batchNumber: string;
  available: number;
  onQueued: () => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, unknown>({
    // The domain's schema takes `unknown` (the API parses with it too); what is sent is the typed text.
    resolver: zodResolver(z.object({ count: unitCodeCountSchema(available) })) as unknown as Resolver<
      Values,
      unknown,
      unknown
    >,
    defaultValues: { count: '' },
  });
  const generate = useGenerateCodes(batchId);
  const [formError, setFormError] = useState<string | null>(null);
  const id = `codes-${batchId}-count`;
  const most = Math.min(available, UNIT_CODES_PER_REQUEST_MAX);

  const submit = handleSubmit(async () => {
    setFormError(null);
    try {
      await generate.mutateAsync(getValues().count.trim());
      reset();
      onQueued();
    } catch (error) {
      const { onField, message } = refusal(error);
      if (onField) setError('count', { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <form
      noValidate
      aria-label={`Generate unit codes for batch ${batchNumber}`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
    >
      <FormError message={formError} />
      <Field
        id={id}
        label="Number of codes"
        hint={`Up to ${most.toLocaleString('en-NG')} now: one per unit, at most ${UNIT_CODES_PER_REQUEST_MAX.toLocaleString('en-NG')} at a time.`}
        error={errors.count?.message}
      >
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-xs"
          {...describedBy(id, errors.count?.message)}
          {...register('count')}
        />
      </Field>
      <div>
        <Button type="submit" loading={isSubmitting} loadingLabel="Starting…">
          Generate codes
        </Button>
      </div>
    </form>
  );
}
