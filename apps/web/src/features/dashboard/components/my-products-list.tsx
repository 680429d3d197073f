import { categoryLabel } from '@kasuwa/domain';
import { Price } from '../../../components/ui/price';
import type { MyProduct } from '../api/get-my-products';
import { ProductRowMenu } from './product-row-menu';

const quantity = new Intl.NumberFormat('en-GB');

function Thumbnail({ product }: { product: MyProduct }) {
  return (
    <img
      src={product.thumbnailUrl}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className="size-14 shrink-0 rounded-control bg-gray-100 object-cover"
    />
  );
}

/** The products as a table from 768 px and as stacked cards below. */
export function MyProductsList({
  products,
  onDelete,
}: {
  products: MyProduct[];
  onDelete: (product: MyProduct) => void;
}) {
  return (
    <>
      <ul aria-label="Your products" className="flex flex-col gap-3 md:hidden">
        {products.map((product) => (
          <li key={product.id} className="flex items-center gap-3 rounded-card bg-white p-3 shadow-card">
            <Thumbnail product={product} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-gray-900">{product.name}</p>
              <p className="text-sm text-gray-600">
                <Price naira={product.retailPrice} className="text-gray-900" /> · Qty{' '}
                <span className="tabular">{quantity.format(product.quantity)}</span>
              </p>
            </div>
            <ProductRowMenu product={product} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      <div className="hidden rounded-card bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your products</caption>
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Product
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Category
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Price
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Quantity
              </th>
              <th scope="col" className="w-16 px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {products.map((product) => (
              <tr key={product.id}>
                <td className="px-4 py-2">
                  <div className="flex items-center gap-3">
                    <Thumbnail product={product} />
                    <span className="font-medium text-gray-900">{product.name}</span>
                  </div>
                </td>
                <td className="px-4 py-2 text-gray-600">{product.category ? categoryLabel(product.category) : '—'}</td>
                <td className="px-4 py-2 text-right">
                  <Price naira={product.retailPrice} />
                </td>
                <td className="tabular px-4 py-2 text-right">{quantity.format(product.quantity)}</td>
                <td className="px-4 py-2 text-right">
                  <ProductRowMenu product={product} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
