import { CART_RELATED_PRODUCTS_MAX } from '@kasuwa/domain';
import { usePricedCart } from '../../features/cart/api/use-priced-cart';
import { useCartNotices } from '../../features/cart/cart-notices';
import { useCart } from '../../features/cart/cart-provider';
import { subtotal } from '../../features/cart/cart-changes';
import { checkoutState } from '../../features/cart/checkout-state';
import { CartLines } from '../../features/cart/components/cart-lines';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { EmptyCart } from '../../features/cart/components/empty-cart';
import { RelatedProducts } from '../../features/products/components/related-products';
import { PageBody, PageHeader } from '../layouts/page-header';

/**
 * /cart: the lines re-priced by the server on opening (and on every change), the summary with the
 * server's subtotal and Checkout, and products related to what is in the cart.
 */
export default function CartScreen() {
  const cart = useCart();
  const { items } = cart;
  const priced = usePricedCart();
  const notices = useCartNotices();
  const state = checkoutState(items, priced.data, priced.isError);
  const categories = [...new Set(items.flatMap((item) => (item.category ? [item.category] : [])))].sort();
  const ids = items.map((item) => item.id).sort();
  return (
    <>
      <PageHeader title="My Cart" back="/" />
      <PageBody>
        <div className="grid gap-4 md:grid-cols-[1fr_20rem] md:items-start md:gap-6">
          {items.length === 0 ? <EmptyCart /> : <CartLines items={items} priced={priced.data} notices={notices} />}
          <div className="md:sticky md:top-20">
            <CartSummary
              count={cart.count}
              subtotal={
                items.length === 0 ? 0 : (priced.data?.subtotal ?? (priced.isError ? subtotal(items) : undefined))
              }
              state={state}
              onRemoveUnavailable={() => {
                if (state.kind !== 'unavailable') return;
                const unavailable = new Set(state.productIds);
                cart.update((lines) => lines.filter((line) => !unavailable.has(line.id)));
              }}
              onRetry={() => void priced.refetch()}
            />
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
