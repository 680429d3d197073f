import { zodResolver } from '@hookform/resolvers/zod';
import { batchSupplySchema, dayInLagos, unitsNotSupplied } from '@kasuwa/domain';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import type { BatchWithSupplies } from '../api/get-batch-supplies';
import { useRecordSupply } from '../api/record-supply';
import type { RetailerOption } from '../api/search-retailers';
import { RetailerCombobox } from './retailer-combobox';

export const SUPPLY_NOT_SAVED = 'We could not record the supply. Please try again.';

const FIELDS = ['storeId', 'units', 'suppliedOn'] as const;
type Values = { storeId: string; units: string; suppliedOn: string };

function refusal(error: unknown): { field: (typeof FIELDS)[number] | null; message: string } {
  if (!(error instanceof GraphQLRequestError)) return { field: null, message: SUPPLY_NOT_SAVED };
  if (error.code === 'NETWORK_ERROR') return { field: null, message: NETWORK_ERROR };
  const field = FIELDS.find((name) => name === error.field) ?? null;
  const readable = ['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN'].includes(error.code ?? '');
  return { field, message: readable ? error.message : SUPPLY_NOT_SAVED };
}

const emptyValues = (): Values => ({ storeId: '', units: '', suppliedOn: dayInLagos(new Date()) });

/** Records that the batch (or some of its units) went to one of the maker's retailers, today unless told otherwise. */
export function SupplyForm({
  batch,
  batchNumber,
  manufacturerId,
  onRecorded,
  onCancel,
}: {
  batch: Pick<BatchWithSupplies, 'id' | 'quantity' | 'unitsSupplied' | 'manufactureDate'>;
  batchNumber: string;
  manufacturerId: string;
  onRecorded: () => void;
  onCancel: () => void;
}) {
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, unknown>({
    // The domain's rules (the API parses with them too); the values sent are the form's.
    resolver: zodResolver(batchSupplySchema(batch, new Date())) as unknown as Resolver<Values, unknown, unknown>,
    defaultValues: emptyValues(),
  });
  const record = useRecordSupply(batch.id);
  const [retailer, setRetailer] = useState<RetailerOption | null>(null);
  const [round, setRound] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const id = (field: string) => `supply-${batch.id}-${field}`;
  const left = unitsNotSupplied(batch);
  const storeAria = describedBy(id('storeId'), errors.storeId?.message);

  const submit = handleSubmit(async () => {
    setFormError(null);
    const values = getValues();
    try {
      await record.mutateAsync({
        storeId: values.storeId,
        units: values.units.trim() || null,
        suppliedOn: values.suppliedOn,
      });
      reset(emptyValues());
      setRetailer(null);
      setRound((n) => n + 1);
      onRecorded();
    } catch (error) {
      const { field, message } = refusal(error);
      if (field) setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <form
      noValidate
      aria-label={`Record a supply of batch ${batchNumber}`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <FormError message={formError} />
      <Field
        id={id('storeId')}
        label="Retailer"
        hint={
          <>
            One of your retailers.{' '}
            <Link to="/dashboard/add-retailer" className="font-medium text-brand-700 underline">
              Add a retailer
            </Link>{' '}
            if it is not listed.
          </>
        }
        error={errors.storeId?.message}
      >
        <Controller
          control={control}
          name="storeId"
          render={({ field }) => (
            <RetailerCombobox
              key={round}
              id={id('storeId')}
              manufacturerId={manufacturerId}
              value={retailer}
              onChange={(picked) => {
                setRetailer(picked);
                field.onChange(picked?.id ?? '');
              }}
              invalid={storeAria['aria-invalid']}
              describedBy={storeAria['aria-describedby']}
            />
          )}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={id('units')}
          label="Units (optional)"
          hint={`Leave empty if not counted. ${left.toLocaleString('en-NG')} of ${batch.quantity.toLocaleString('en-NG')} not yet supplied.`}
          error={errors.units?.message}
        >
          <Input
            id={id('units')}
            inputMode="numeric"
            autoComplete="off"
            {...describedBy(id('units'), errors.units?.message)}
            {...register('units')}
          />
        </Field>
        <Field id={id('suppliedOn')} label="Supply date" error={errors.suppliedOn?.message}>
          <Input
            id={id('suppliedOn')}
            type="date"
            min={dayInLagos(new Date(batch.manufactureDate))}
            max={dayInLagos(new Date())}
            {...describedBy(id('suppliedOn'), errors.suppliedOn?.message)}
            {...register('suppliedOn')}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting} loadingLabel="Recording…">
          Record supply
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
