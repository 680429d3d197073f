import { formatNaira } from '@kasuwa/domain';

/** The store's delivery charge in a sentence, as its shoppers will meet it at checkout. */
export function deliveryWords({ fee, freeAbove }: { fee: number; freeAbove: number | null }): string {
  if (fee === 0) return 'Free delivery on every order.';
  if (freeAbove === null) return `${formatNaira(fee)} per order.`;
  return `${formatNaira(fee)} per order; free for orders of ${formatNaira(freeAbove)} or more.`;
}
