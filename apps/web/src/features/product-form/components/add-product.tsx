import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { useCreateProduct } from '../api/create-product';
import { toProductInput } from '../product-form-values';
import { ProductForm } from './product-form';

/** The create form: on success a toast and back to the product list. */
export function AddProduct({ manufacturerId }: { manufacturerId: string }) {
  const navigate = useNavigate();
  const create = useCreateProduct();
  return (
    <ProductForm
      mode="create"
      onSubmit={async (values) => {
        try {
          await create.mutateAsync(toProductInput(values, manufacturerId));
        } catch (error) {
          notify.error(`Failed to add product. ${error instanceof Error ? error.message : ''}`.trim());
          return;
        }
        notify.success('Your product has been added successfully');
        await navigate('/dashboard/myproducts');
      }}
    />
  );
}
