import { CART_RELATED_PRODUCTS_MAX } from '@kasuwa/domain';
import { useCart } from '../../features/cart/cart-provider';
import { CartLines } from '../../features/cart/components/cart-lines';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { EmptyCart } from '../../features/cart/components/empty-cart';
import { RelatedProducts } from '../../features/products/components/related-products';
import { PageBody, PageHeader } from '../layouts/page-header';

/** /cart: the lines, the summary with Checkout, and products related to what is in the cart. */
export default function CartScreen() {
  const { items } = useCart();
  const categories = [...new Set(items.flatMap((item) => (item.category ? [item.category] : [])))].sort();
  const ids = items.map((item) => item.id).sort();
  return (
    <>
      <PageHeader title="My Cart" back="/" />
      <PageBody>
        <div className="grid gap-4 md:grid-cols-[1fr_20rem] md:items-start md:gap-6">
          {items.length === 0 ? <EmptyCart /> : <CartLines items={items} />}
          <div className="md:sticky md:top-20">
            <CartSummary />
          </div>
        </div>
        <RelatedProducts
          where={{ categoryIn: categories, id: { notIn: ids } }}
          take={CART_RELATED_PRODUCTS_MAX}
          enabled={categories.length > 0}
        />
      </PageBody>
    </>
  );
}
