import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { GraphQLRequestError, NETWORK_ERROR } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';
import { useDeleteBusiness } from '../api/delete-business';

export const DELETE_BUSINESS_FAILED = 'The business was not deleted. Please try again.';

/**
 * The danger zone of the business screen: deleting the business with everything under it, after
 * typing its name. The API refuses a business that has taken orders, and the dialog says why.
 */
export function DeleteBusiness({
  business,
  onDeleted,
}: {
  business: { id: string; businessName: string };
  onDeleted: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteBusiness();
  const queryClient = useQueryClient();
  const inputId = useId();
  const matches = typed.trim() === business.businessName.trim();

  const close = () => {
    if (remove.isPending) return;
    setAsking(false);
    setTyped('');
    setRefusal(null);
  };

  const confirm = () => {
    setRefusal(null);
    remove.mutate(
      { id: business.id, confirmName: typed },
      {
        onSuccess: async () => {
          // The server now runs another business (the oldest left), or none.
          await queryClient.invalidateQueries({ queryKey: ['MyBusinesses'] });
          setAsking(false);
          notify.success(`${business.businessName} has been deleted.`);
          onDeleted();
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError && ['CONFLICT', 'BAD_USER_INPUT'].includes(error.code ?? '')) {
            setRefusal(error.message);
          } else {
            setRefusal(
              error instanceof GraphQLRequestError && error.code === 'NETWORK_ERROR'
                ? NETWORK_ERROR
                : DELETE_BUSINESS_FAILED,
            );
          }
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="danger-zone-title"
      className="flex flex-col gap-3 rounded-card border border-red-200 bg-white p-4 shadow-card md:p-6"
    >
      <h2 id="danger-zone-title" className="flex items-center gap-2 text-lg font-semibold text-red-700">
        <TriangleAlert className="size-5" aria-hidden="true" />
        Danger zone
      </h2>
      <p className="text-gray-600">
        Deleting {business.businessName} removes its store page, products, batches and unit codes, retailers and figures
        for good. A business that has taken orders cannot be deleted: shoppers keep their order history.
      </p>
      <Button variant="destructive" className="self-start" onClick={() => setAsking(true)}>
        Delete business
      </Button>
      <Dialog
        open={asking}
        onClose={close}
        title={`Delete ${business.businessName}?`}
        actions={
          <>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={confirm}
              disabled={!matches}
              loading={remove.isPending}
              loadingLabel="Deleting..."
            >
              Delete business
            </Button>
          </>
        }
      >
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches && !remove.isPending) confirm();
          }}
        >
          <p>This cannot be undone. To confirm, type the business name:</p>
          <p className="font-semibold break-words text-gray-900">{business.businessName}</p>
          <Field id={inputId} label="Business name">
            <Input
              id={inputId}
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby={refusal ? `${inputId}-refusal` : undefined}
            />
          </Field>
          {refusal && (
            <p
              id={`${inputId}-refusal`}
              role="alert"
              className="rounded-control border border-red-200 bg-red-50 p-3 text-sm text-red-700"
            >
              {refusal}
            </p>
          )}
        </form>
      </Dialog>
    </section>
  );
}
