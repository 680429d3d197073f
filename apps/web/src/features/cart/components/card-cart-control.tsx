import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { recordShopEvent } from '../../../lib/shop-events';
import { useCart } from '../cart-provider';
import type { CartProduct } from '../cart-rules';

// The stepper and the cart's changes load when first needed, not before the store's first paint.
const QuantityStepper = lazy(() => import('./card-quantity-stepper'));
const changes = () => import('../cart-changes');

/**
 * A product card's way into the cart: "Add to cart" (with the spec's toast), then, while the product
 * is in the cart, minus / quantity / plus. Minus at one takes the product out, and the button returns.
 * The pressed control goes away when the other shows: the keyboard focus moves with it.
 */
export function CardCartControl({ product }: { product: CartProduct }) {
  const cart = useCart();
  const quantity = cart.items.find((item) => item.id === product.id)?.quantityBought ?? 0;
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState(false);
  useEffect(() => {
    if (quantity === 0 && focusNext) addButton.current?.focus();
  }, [quantity, focusNext]);

  if (quantity > 0) {
    return (
      <Suspense fallback={<div className="h-11" />}>
        <QuantityStepper product={product} quantity={quantity} autoFocus={focusNext} onRemoved={setFocusNext} />
      </Suspense>
    );
  }
  return (
    <button
      ref={addButton}
      type="button"
      aria-label={`Add to cart: ${product.name}`}
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-control border border-brand-700 px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      onClick={(event) => {
        setFocusNext(document.activeElement === event.currentTarget);
        void changes().then(({ addItem }) => {
          cart.update((items) => addItem(items, product));
          recordShopEvent({ type: 'added_to_cart', productId: product.id, quantity: 1 });
          notify.success('Added to cart');
        });
      }}
    >
      <ShoppingBag className="size-5" aria-hidden="true" />
      Add to cart
    </button>
  );
}
