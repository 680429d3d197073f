import { formatNaira, koboToNaira } from '@kasuwa/domain';
import { DomainError, notFound } from '../../platform/errors';

export const ORDER_NOT_FOUND = 'Order not found';
export const CARD_UNAVAILABLE = 'Card payment is not available yet; choose pay on delivery.';
export const CARD_PAGE_UNREACHABLE =
  'Your order is saved, but the card payment page did not open. Press Place order again in a minute to pay.';

export const orderNotFound = () => notFound(ORDER_NOT_FOUND);

/** Checkout refused because of these products; `field` is `lines.<productId>` for each one. */
export function noLongerAvailable(problems: readonly { productId: string; message: string }[]): DomainError {
  const issues = problems.map((p) => ({ field: `lines.${p.productId}`, message: p.message }));
  const message =
    problems.length === 1
      ? (problems[0]?.message ?? '')
      : `Some products are no longer available as asked: ${problems.map((p) => p.message).join(' ')}`;
  return new DomainError('CONFLICT', message, 'lines', issues);
}

/** The order moved between reading it and changing it (someone else acted first). */
export const orderChanged = () =>
  new DomainError('CONFLICT', 'The order changed meanwhile; reload it and try again.', 'status');

/** The checkout costs something else than the shopper was shown (a price or a delivery fee changed). */
export const totalChanged = (totalKobo: number) =>
  new DomainError(
    'CONFLICT',
    `The total is now ${formatNaira(koboToNaira(totalKobo))}: a price or a delivery fee changed since you looked. Check the summary, then place the order again.`,
    'expectedTotal',
  );
