import { PackageX, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../lib/notify';
import { useProductBatches, type Batch } from '../api/get-product-batches';
import { formatDay } from '../batch-form-values';
import { BatchForm } from './batch-form';

export function ProductBatchesSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      {[0, 1].map((n) => (
        <Skeleton key={n} className="h-36 w-full rounded-card" />
      ))}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="font-medium text-gray-900">{children}</dd>
    </div>
  );
}

/** One batch: its facts, and what the screen adds under them (codes, supplies). */
function BatchCard({
  batch,
  editing,
  onEdit,
  onDone,
  productId,
  children,
}: {
  batch: Batch;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  productId: string;
  children?: ReactNode;
}) {
  const titleId = `batch-${batch.id}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-gray-900">
            Batch {batch.number}
          </h2>
          {batch.recalledAt && (
            <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-medium text-red-800">Recalled</span>
          )}
        </div>
        {!editing && !batch.recalledAt && (
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit batch ${batch.number}`}>
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <BatchForm
          productId={productId}
          batch={batch}
          onCancel={onDone}
          onSaved={() => {
            notify.success('Batch saved');
            onDone();
          }}
        />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label="Manufactured">{formatDay(batch.manufactureDate)}</Fact>
          <Fact label="Expires">{formatDay(batch.expiryDate)}</Fact>
          <Fact label="Quantity">{batch.quantity.toLocaleString('en-NG')}</Fact>
          <Fact label="Unit codes">{batch.codesMade.toLocaleString('en-NG')}</Fact>
        </dl>
      )}
      {batch.recalledAt && (
        <div className="flex flex-col gap-1 text-sm">
          {batch.recallReason && (
            <p className="break-words text-red-800">
              Recalled on {formatDay(batch.recalledAt)}. Reason: {batch.recallReason}
            </p>
          )}
          <p className="text-gray-600">
            A recalled batch can no longer be edited or get new codes; you can still record where it went.
          </p>
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * A product's batches in the dashboard: add one, edit one, and under each what `renderExtra`
 * gives (the route composes unit codes and supplies there).
 */
export function ProductBatches({
  productId,
  manufacturerId,
  renderExtra,
}: {
  productId: string;
  manufacturerId: string;
  renderExtra?: (batch: Batch) => ReactNode;
}) {
  const query = useProductBatches(productId);
  const [editing, setEditing] = useState<string | null>(null);

  if (query.isPending) return <ProductBatchesSkeleton />;
  const product = query.data?.product;
  if (query.isError || !product || product.manufacturerId !== manufacturerId) {
    return (
      <EmptyState
        icon={<PackageX />}
        title="Product not found"
        action={
          <Link to="/dashboard/myproducts" className={buttonClasses('primary')}>
            Back to My Products
          </Link>
        }
      >
        This product does not exist or does not belong to your business.
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-gray-600">
        Each batch of <span className="font-medium break-words text-gray-900">{product.name}</span>, its unit codes and
        where it went, the newest first.
      </p>
      {editing === 'new' ? (
        <section aria-labelledby="new-batch-title" className="rounded-card bg-white p-4 shadow-card md:p-6">
          <h2 id="new-batch-title" className="mb-4 text-lg font-semibold text-gray-900">
            New batch
          </h2>
          <BatchForm
            productId={productId}
            batch={null}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              notify.success('Batch added');
              setEditing(null);
            }}
          />
        </section>
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-5" />
            Add batch
          </Button>
        </div>
      )}
      {product.batches.length === 0 ? (
        <p className="text-gray-600">No batches yet. Add the first one.</p>
      ) : (
        product.batches.map((batch) => (
          <BatchCard
            key={batch.id}
            batch={batch}
            productId={productId}
            editing={editing === batch.id}
            onEdit={() => setEditing(batch.id)}
            onDone={() => setEditing(null)}
          >
            {renderExtra?.(batch)}
          </BatchCard>
        ))
      )}
    </div>
  );
}
