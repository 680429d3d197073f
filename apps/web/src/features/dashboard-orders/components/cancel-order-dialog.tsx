import { zodResolver } from '@hookform/resolvers/zod';
import { cancelSchema, CANCEL_REASON_MAX_LENGTH } from '@kasuwa/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';

/** Asks why the store cancels the order (the customer is told); `onConfirm` gets the reason. */
export function CancelOrderDialog({
  open,
  number,
  sending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  number: string;
  sending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={sending ? () => undefined : onClose} title={`Cancel order ${number}?`}>
      <CancelForm sending={sending} onConfirm={onConfirm} onClose={onClose} />
    </Dialog>
  );
}

function CancelForm({
  sending,
  onConfirm,
  onClose,
}: {
  sending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(cancelSchema), defaultValues: { reason: '' } });
  const error = errors.reason?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ reason }) => onConfirm(reason))(event)}
      className="flex flex-col gap-4 text-gray-900"
    >
      <p className="text-gray-600">Its products go back into your stock, and the customer gets an email.</p>
      <Field id="cancel-reason" label="Reason" hint="The customer sees this, e.g. out of stock." error={error}>
        <Textarea
          id="cancel-reason"
          rows={3}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          {...describedBy('cancel-reason', error)}
          {...register('reason')}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          Keep order
        </Button>
        <Button type="submit" variant="destructive" loading={sending} loadingLabel="Cancelling...">
          Cancel order
        </Button>
      </div>
    </form>
  );
}
