const COUNT = new Intl.NumberFormat('en-GB');

export interface DeliveryArea {
  area: string;
  state: string;
  latitude: number;
  longitude: number;
  orders: number;
}

/** "Surulere, Lagos"; a state's capital named after it once ("Lagos", not "Lagos, Lagos"). */
export const areaName = ({ area, state }: { area: string; state: string }) =>
  area === state ? area : `${area}, ${state}`;

/** The delivery areas in words: what the map's circles say, for everyone (and screen readers). */
export function DeliveryAreaList({ areas, days }: { areas: readonly DeliveryArea[]; days: number }) {
  if (areas.length === 0)
    return <p className="text-sm text-gray-700">No orders for delivery in the last {days} days.</p>;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-gray-900">Orders by delivery area</h3>
      <ul className="flex flex-wrap gap-2">
        {areas.map((area) => (
          <li key={`${area.state}:${area.area}`} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-gray-900">
            {areaName(area)}: <span className="tabular font-semibold">{COUNT.format(area.orders)}</span>{' '}
            {area.orders === 1 ? 'order' : 'orders'}
          </li>
        ))}
      </ul>
    </div>
  );
}
