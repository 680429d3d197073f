import { PackageX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../lib/notify';
import { useEditableProduct } from '../api/get-editable-product';
import { useUpdateProduct } from '../api/update-product';
import { toFormValues, toProductInput } from '../product-form-values';
import { ProductForm } from './product-form';

function ProductFormSkeleton() {
  return (
    <div aria-hidden="true" className="flex max-w-[640px] flex-col gap-6">
      {[4, 2, 4].map((fields, group) => (
        <div key={group} className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card md:p-6">
          <Skeleton className="h-6 w-40" />
          {Array.from({ length: fields }, (_, index) => (
            <div key={index} className="flex flex-col gap-1.5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-11 w-full" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Loads the product, pre-fills the form, saves the changes. Someone else's product reads as not found. */
export function EditProduct({ productId, manufacturerId }: { productId: string; manufacturerId: string }) {
  const navigate = useNavigate();
  const product = useEditableProduct(productId);
  const update = useUpdateProduct();

  if (product.isPending) return <ProductFormSkeleton />;
  if (product.isError) {
    return (
      <EmptyState
        icon={<PackageX />}
        title={`Error loading product: ${product.error.message}`}
        action={<Button onClick={() => void product.refetch()}>Try again</Button>}
      />
    );
  }
  const saved = product.data.product;
  if (!saved || saved.manufacturerId !== manufacturerId) {
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
    <ProductForm
      mode="edit"
      initialValues={toFormValues(saved)}
      onSubmit={async (values) => {
        try {
          await update.mutateAsync({ ...toProductInput(values, manufacturerId), id: saved.id });
        } catch (error) {
          notify.error(`Failed to update product. ${error instanceof Error ? error.message : ''}`.trim());
          return;
        }
        notify.success('Product updated successfully');
        await navigate('/dashboard/myproducts');
      }}
    />
  );
}
