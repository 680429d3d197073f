import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, categoryLabel, formatNaira } from '@kasuwa/domain';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { focusPageTitle } from '../../../lib/focus';
import type { PricedCartLine } from '../api/price-cart';
import type { LineNotice } from '../cart-pricing';
import { useCart } from '../cart-provider';
import { decrease, increase, subtotal } from '../cart-changes';
import { remove, type CartItem } from '../cart-rules';

const THUMBNAIL_PX = 400;
const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 aria-disabled:cursor-not-allowed aria-disabled:text-gray-300 aria-disabled:hover:bg-transparent';

const UNAVAILABLE_LABELS: Record<string, string> = { DELETED: 'No longer sold', OUT_OF_STOCK: 'Out of stock' };

/**
 * One cart line: image, category, name, store, minus / quantity / plus, line price, remove. `priced`
 * is the server's latest word on it: a line that cannot be bought is marked and has no quantity
 * buttons; plus stops at the stock. `notice` tells what re-pricing changed (old price, a cap).
 */
export function CartLine({ item, priced, notice }: { item: CartItem; priced?: PricedCartLine; notice?: LineNotice }) {
  const cart = useCart();
  const store = item.store[0];
  const unavailable = priced?.problem ? UNAVAILABLE_LABELS[priced.problem] : undefined;
  const stock = priced?.product?.quantity;
  const max = Math.min(stock ?? CART_QUANTITY_MAX, CART_QUANTITY_MAX);
  const atMinimum = item.quantityBought <= CART_QUANTITY_MIN;
  const atMaximum = item.quantityBought >= max;
  const wasPrice = notice?.wasPrice !== item.price ? notice?.wasPrice : undefined;
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
          className={`size-20 rounded-control bg-gray-100 object-cover sm:size-24 ${unavailable ? 'opacity-50 grayscale' : ''}`}
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
              cart.update((items) => remove(items, item.id));
              if (next) next.focus();
              else focusPageTitle();
            }}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
        {unavailable ? (
          <p className="mt-auto self-start rounded-full bg-red-50 px-2.5 py-1 text-sm font-semibold text-red-700">
            {unavailable}
          </p>
        ) : (
          <div className="mt-auto flex items-center justify-between gap-2">
            <div className="-ml-2 flex items-center" role="group" aria-label={`Quantity of ${item.name}`}>
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={`Decrease quantity of ${item.name}`}
                // aria-disabled, not disabled: a disabled button would drop the keyboard focus on it.
                aria-disabled={atMinimum}
                onClick={() => {
                  if (!atMinimum) cart.update((items) => decrease(items, item.id));
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
                aria-disabled={atMaximum}
                onClick={() => {
                  if (!atMaximum) cart.update((items) => increase(items, item.id, max));
                }}
              >
                <Plus className="size-5" aria-hidden="true" />
              </button>
            </div>
            <Price naira={subtotal([item])} className="text-gray-900" />
          </div>
        )}
        {wasPrice !== undefined && (
          <p className="text-sm text-amber-800" data-testid="price-change">
            Price changed: now {formatNaira(item.price)} each, was {formatNaira(wasPrice)}
          </p>
        )}
        {!unavailable &&
          (notice?.message ? (
            <p className="text-sm text-amber-800" data-testid="quantity-capped">
              {notice.message}
            </p>
          ) : (
            stock !== undefined && atMaximum && <p className="text-sm text-gray-600">Only {stock} left</p>
          ))}
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
