import { formatNaira } from '@kasuwa/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import type { OrderLine } from '../api/get-order';

const THUMBNAIL_PX = 400;

type Line = Pick<OrderLine, 'id' | 'productId' | 'name' | 'quantity' | 'unitPrice' | 'lineTotal' | 'thumbnailUrl'>;

/**
 * The products bought, as they were at purchase: thumbnail, name, quantity × unit price and the
 * line's total. With `linkProducts`, a product still on sale links to its page.
 */
export function OrderLines<L extends Line>({
  lines,
  linkProducts = false,
  lineAction,
}: {
  lines: readonly L[];
  linkProducts?: boolean;
  /** Something to do with a line, shown under it (the shopper's "Write a review"). */
  lineAction?: (line: L) => ReactNode;
}) {
  return (
    <ul className="flex flex-col divide-y divide-gray-100">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
          <img
            src={line.thumbnailUrl}
            alt=""
            width={THUMBNAIL_PX}
            height={THUMBNAIL_PX}
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-control bg-gray-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-gray-900">
              {linkProducts && line.productId ? (
                <Link to={`/productdetail/${line.productId}`} className="hover:underline">
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </p>
            <p className="tabular text-sm text-gray-600">
              {line.quantity} × {formatNaira(line.unitPrice)}
            </p>
          </div>
          <Price naira={line.lineTotal} className="shrink-0" />
          {lineAction && <LineAction>{lineAction(line)}</LineAction>}
        </li>
      ))}
    </ul>
  );
}

function LineAction({ children }: { children: ReactNode }) {
  if (!children) return null;
  return <div className="basis-full pl-[4.75rem] empty:hidden">{children}</div>;
}
