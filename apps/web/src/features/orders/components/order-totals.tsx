import { Price } from '../../../components/ui/price';

/** Subtotal, delivery fee ("Free" at 0) and total, as a description list. */
export function OrderTotals({
  subtotal,
  deliveryFee,
  total,
}: {
  subtotal: number;
  deliveryFee: number;
  total: number;
}) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600">Subtotal</dt>
        <dd>
          <Price naira={subtotal} className="font-normal" />
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-gray-600">Delivery fee</dt>
        <dd>{deliveryFee === 0 ? 'Free' : <Price naira={deliveryFee} className="font-normal" />}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base">
        <dt className="font-semibold">Total</dt>
        <dd>
          <Price naira={total} />
        </dd>
      </div>
    </dl>
  );
}
