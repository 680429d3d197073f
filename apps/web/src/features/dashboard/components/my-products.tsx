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
import { DEFAULT_PRODUCT_FILTER, isNarrowed } from '../product-list-filter';
import { useProductListFilter } from '../use-product-list-filter';
import { MyProductsList } from './my-products-list';
import { MyProductsSkeleton } from './my-products-skeleton';
import { ProductFilterBar } from './product-filter-bar';

export function AddProductLink() {
  return (
    <Link to="/dashboard/add-product" className={buttonClasses('primary')}>
      <Plus className="size-5" aria-hidden="true" />
      Add Product
    </Link>
  );
}

/**
 * The business's products, a page at a time, searched, filtered and sorted as the address bar
 * says; each row opens the product, its menu edits or deletes it (after a confirmation).
 */
export function MyProducts({ manufacturerId }: { manufacturerId: string }) {
  const [filter, changeFilter] = useProductListFilter();
  const products = useMyProducts(manufacturerId, filter);
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

  const shown = products.data?.pages.flatMap((page) => page.nodes) ?? [];
  const total = products.data?.pages[0]?.totalCount ?? 0;
  const narrowed = isNarrowed(filter);

  let body;
  if (products.isPending) body = <MyProductsSkeleton />;
  else if (products.isError && !products.data) {
    body = (
      <EmptyState
        icon={<PackageOpen />}
        title="Error loading products."
        action={<Button onClick={() => void products.refetch()}>Try again</Button>}
      >
        Please check your connection and try again.
      </EmptyState>
    );
  } else if (total === 0 && narrowed) {
    body = (
      <EmptyState
        icon={<PackageOpen />}
        title="No products match"
        action={
          <Button variant="secondary" onClick={() => changeFilter({ ...DEFAULT_PRODUCT_FILTER, sort: filter.sort })}>
            Show all products
          </Button>
        }
      >
        Try another name or category, or turn off Low stock.
      </EmptyState>
    );
  } else if (total === 0) {
    body = (
      <EmptyState icon={<PackageOpen />} title="No products yet" action={<AddProductLink />}>
        Add your first product so shoppers can find it in your brand store.
      </EmptyState>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-600" aria-live="polite">
          {total.toLocaleString('en-GB')} {total === 1 ? 'product' : 'products'}
          {shown.length < total && ` (showing ${shown.length.toLocaleString('en-GB')})`}
        </p>
        <MyProductsList products={shown} onDelete={setDeleting} busy={products.isPlaceholderData} />
        {products.hasNextPage && (
          <Button
            variant="secondary"
            className="self-center"
            loading={products.isFetchingNextPage}
            loadingLabel="Loading more products"
            onClick={() => void products.fetchNextPage()}
          >
            Load more products
          </Button>
        )}
      </div>
    );
  }

  const empty = !products.isPending && total === 0 && !narrowed && !products.isError;
  return (
    <div className="flex flex-col gap-6">
      {!empty && <ProductFilterBar filter={filter} onChange={changeFilter} />}
      {body}
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
    </div>
  );
}
