import { PackageOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { focusPageTitle } from '../../../lib/focus';
import { notify } from '../../../lib/notify';
import { useMyProducts, type MyProduct } from '../api/get-my-products';
import { useRemoveProduct } from '../api/remove-product';
import { MyProductsList } from './my-products-list';
import { MyProductsSkeleton } from './my-products-skeleton';

export function AddProductLink() {
  return (
    <Link to="/dashboard/add-product" className={buttonClasses('primary')}>
      <Plus className="size-5" aria-hidden="true" />
      Add Product
    </Link>
  );
}

/** The manufacturer's products with Edit and Delete (after a confirmation). */
export function MyProducts({ manufacturerId }: { manufacturerId: string }) {
  const products = useMyProducts(manufacturerId);
  const remove = useRemoveProduct();
  const [deleting, setDeleting] = useState<MyProduct | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success('Product deleted successfully');
      // The row and its menu are gone: go on from the page title once the dialog has closed.
      setTimeout(focusPageTitle);
    } catch (error) {
      notify.error(`Failed to delete product: ${error instanceof Error ? error.message : 'Unexpected error.'}`);
    } finally {
      setDeleting(null);
    }
  };

  if (products.isPending) return <MyProductsSkeleton />;
  if (products.isError) {
    return (
      <EmptyState
        icon={<PackageOpen />}
        title="Error loading products."
        action={<Button onClick={() => void products.refetch()}>Try again</Button>}
      >
        Please check your connection and try again.
      </EmptyState>
    );
  }
  const list = products.data.products;
  return (
    <>
      {list.length === 0 ? (
        <EmptyState icon={<PackageOpen />} title="No products yet" action={<AddProductLink />}>
          Add your first product so shoppers can find it in your brand store.
        </EmptyState>
      ) : (
        <MyProductsList products={list} onDelete={setDeleting} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this product?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <p>
            <strong className="text-gray-900">{deleting.name}</strong> will be removed from your store. This cannot be
            undone.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
