import { CART_QUANTITY_MAX } from '@kasuwa/domain';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useCart } from '../cart-provider';
import { decrease, increase } from '../cart-changes';
import { remove, type CartProduct } from '../cart-rules';

const STEP =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-control text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-gray-300 aria-disabled:hover:bg-transparent';

/**
 * Minus / quantity / plus of a product on its card (loaded once a product is in the cart). Minus at
 * one takes it out of the cart; `onRemoved` says whether the keyboard focus was on it.
 */
export default function CardQuantityStepper({
  product,
  quantity,
  autoFocus,
  onRemoved,
}: {
  product: CartProduct;
  quantity: number;
  /** Just added from the keyboard: plus takes the focus the Add to cart button had. */
  autoFocus: boolean;
  onRemoved: (hadFocus: boolean) => void;
}) {
  const cart = useCart();
  const plus = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) plus.current?.focus();
  }, [autoFocus]);
  const atMaximum = quantity >= CART_QUANTITY_MAX;
  return (
    <div
      role="group"
      aria-label={`Quantity of ${product.name} in cart`}
      className="flex items-center justify-between rounded-control border border-brand-700"
    >
      <button
        type="button"
        className={STEP}
        aria-label={quantity === 1 ? `Remove ${product.name} from cart` : `Decrease quantity of ${product.name}`}
        onClick={(event) => {
          if (quantity > 1) return cart.update((items) => decrease(items, product.id));
          const hadFocus = document.activeElement === event.currentTarget;
          cart.update((items) => remove(items, product.id));
          onRemoved(hadFocus);
        }}
      >
        <Minus className="size-5" aria-hidden="true" />
      </button>
      <output className="tabular font-semibold text-gray-900" aria-live="polite" data-testid="card-quantity">
        {quantity}
      </output>
      <button
        ref={plus}
        type="button"
        className={STEP}
        aria-label={`Increase quantity of ${product.name}`}
        // aria-disabled, not disabled: a disabled button would drop the keyboard focus on it.
        aria-disabled={atMaximum}
        onClick={() => {
          if (!atMaximum) cart.update((items) => increase(items, product.id));
        }}
      >
        <Plus className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
