import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { BOTTOM_BAR_VARIABLE } from '../../../components/ui/bottom-bar';
import { notify } from '../../../lib/notify';
import { recordShopEvent } from '../../../lib/shop-events';
import { useCart } from '../cart-provider';
import { addItem } from '../cart-changes';
import type { CartProduct } from '../cart-rules';

/**
 * Add to Cart and Buy Now, fixed at the bottom of the screen (above the tab bar on phones).
 * Render `PurchaseBarSpacer` at the end of the page so the bar never covers its content.
 */
export function PurchaseBar({ product }: { product: CartProduct }) {
  const cart = useCart();
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(BOTTOM_BAR_VARIABLE, `${bar.current?.offsetHeight ?? 0}px`);
    return () => void root.removeProperty(BOTTOM_BAR_VARIABLE);
  }, []);
  const add = () => {
    cart.update((items) => addItem(items, product));
    recordShopEvent({ type: 'added_to_cart', productId: product.id, quantity: 1 });
  };
  return (
    <div
      ref={bar}
      role="region"
      aria-label="Buy this product"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-gray-200 bg-white/95 backdrop-blur md:bottom-0"
    >
      <div className="mx-auto flex max-w-6xl gap-3 px-4 py-3 md:justify-end md:px-6">
        <Button
          variant="secondary"
          className="flex-1 md:flex-none md:px-8"
          onClick={() => {
            add();
            notify.success('Added to cart');
          }}
        >
          Add to Cart
        </Button>
        <Button
          className="flex-1 md:flex-none md:px-8"
          onClick={() => {
            add();
            void navigate('/cart');
          }}
        >
          Buy Now
        </Button>
      </div>
    </div>
  );
}

/** As tall as the purchase bar: keeps the end of the page scrollable above it. */
export function PurchaseBarSpacer() {
  return <div aria-hidden="true" className="h-20" />;
}
