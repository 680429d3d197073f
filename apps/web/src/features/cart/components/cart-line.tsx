import { CART_QUANTITY_MIN, categoryLabel } from '@kasuwa/domain';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { focusPageTitle } from '../../../lib/focus';
import { useCart } from '../cart-provider';
import { subtotal, type CartItem } from '../cart-rules';

const THUMBNAIL_PX = 400;
const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 aria-disabled:cursor-not-allowed aria-disabled:text-gray-300 aria-disabled:hover:bg-transparent';

/** One cart line: image, category, name, store, minus / quantity / plus, line price, remove. */
export function CartLine({ item }: { item: CartItem }) {
  const cart = useCart();
  const store = item.store[0];
  const atMinimum = item.quantityBought <= CART_QUANTITY_MIN;
  return (
    <li className="flex gap-3 rounded-card bg-white p-3 shadow-card" aria-label={item.name}>
      <Link to={`/product/${item.id}`} className="shrink-0 self-start" tabIndex={-1} aria-hidden="true">
        <img
          src={item.thumbnailUrl ?? item.imageUrl}
          alt=""
          width={THUMBNAIL_PX}
          height={THUMBNAIL_PX}
          loading="lazy"
          decoding="async"
          className="size-20 rounded-control bg-gray-100 object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {item.category && <p className="text-xs text-gray-600">{categoryLabel(item.category)}</p>}
            <h3 className="font-medium text-gray-900">
              <Link to={`/product/${item.id}`} className="hover:underline">
                {item.name}
              </Link>
            </h3>
            {store && (
              <Link to={`/${store.slug}`} className="text-sm text-gray-600 hover:underline">
                {store.name}
              </Link>
            )}
          </div>
          <button
            type="button"
            className={`${ICON_BUTTON} -mt-2 -mr-2 shrink-0 hover:text-red-600`}
            aria-label={`Remove ${item.name} from cart`}
            onClick={(event) => {
              const next = neighbourRemoveButton(event.currentTarget);
              cart.remove(item.id);
              if (next) next.focus();
              else focusPageTitle();
            }}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2">
          <div className="-ml-2 flex items-center" role="group" aria-label={`Quantity of ${item.name}`}>
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={`Decrease quantity of ${item.name}`}
              // aria-disabled, not disabled: a disabled button would drop the keyboard focus on it.
              aria-disabled={atMinimum}
              onClick={() => {
                if (!atMinimum) cart.decrease(item.id);
              }}
            >
              <Minus className="size-5" aria-hidden="true" />
            </button>
            <output className="tabular w-8 text-center font-semibold" aria-live="polite" data-testid="line-quantity">
              {item.quantityBought}
            </output>
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={`Increase quantity of ${item.name}`}
              onClick={() => cart.increase(item.id)}
            >
              <Plus className="size-5" aria-hidden="true" />
            </button>
          </div>
          <Price naira={subtotal([item])} className="text-gray-900" />
        </div>
      </div>
    </li>
  );
}

/** The remove button of the next (or previous) line, where focus goes when this line disappears. */
function neighbourRemoveButton(button: HTMLElement): HTMLElement | null {
  const line = button.closest('li');
  return (
    (line?.nextElementSibling ?? line?.previousElementSibling)?.querySelector<HTMLElement>(
      'button[aria-label^="Remove"]',
    ) ?? null
  );
}
