import { categoryLabel, LOW_STOCK_MAX } from '@kasuwa/domain';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import type { MyProduct } from '../api/get-my-products';
import { ProductRowMenu } from './product-row-menu';

const quantity = new Intl.NumberFormat('en-GB');

export const productHref = (product: MyProduct) => `/dashboard/edit-product/${product.id}`;

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

function Stock({ product }: { product: MyProduct }) {
  return (
    <>
      <span className="tabular">{quantity.format(product.quantity)}</span>
      {product.quantity <= LOW_STOCK_MAX && (
        <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">
          Low stock
        </span>
      )}
    </>
  );
}

// The name's link stretches over its whole card or row, so a click anywhere opens the product;
// the actions menu sits above it.
const stretchedLink =
  'after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** The products as a table from 768 px and as stacked cards below; each opens the product. */
export function MyProductsList({
  products,
  onDelete,
  busy,
}: {
  products: MyProduct[];
  onDelete: (product: MyProduct) => void;
  busy: boolean;
}) {
  return (
    <div aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : undefined}>
      <ul aria-label="Your products" className="flex flex-col gap-3 md:hidden">
        {products.map((product) => (
          <li
            key={product.id}
            className="relative flex items-center gap-3 rounded-card bg-white p-3 shadow-card hover:bg-gray-50"
          >
            <Thumbnail product={product} />
            <div className="min-w-0 flex-1">
              <Link to={productHref(product)} className={`block truncate font-medium text-gray-900 ${stretchedLink}`}>
                {product.name}
              </Link>
              <p className="text-sm text-gray-600">
                <Price naira={product.retailPrice} className="text-gray-900" /> · Qty <Stock product={product} />
              </p>
            </div>
            <div className="relative z-10">
              <ProductRowMenu product={product} onDelete={onDelete} />
            </div>
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
              <tr key={product.id} className="relative hover:bg-gray-50">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  <div className="flex items-center gap-3">
                    <Thumbnail product={product} />
                    <Link to={productHref(product)} className={`font-medium text-gray-900 ${stretchedLink}`}>
                      {product.name}
                    </Link>
                  </div>
                </th>
                <td className="px-4 py-2 text-gray-600">{product.category ? categoryLabel(product.category) : '—'}</td>
                <td className="px-4 py-2 text-right">
                  <Price naira={product.retailPrice} />
                </td>
                <td className="px-4 py-2 text-right whitespace-nowrap">
                  <Stock product={product} />
                </td>
                <td className="relative z-10 px-4 py-2 text-right">
                  <ProductRowMenu product={product} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
