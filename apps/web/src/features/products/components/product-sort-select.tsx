import { useId } from 'react';
import { SHOPPER_SORTS, shopperSortOf, type ShopperSort } from '../shopper-sorts';

/** A native select: the phone's own picker, no menu code to download. */
export function ProductSortSelect({ value, onChange }: { value: ShopperSort; onChange: (next: ShopperSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-gray-700">
        Sort by
      </label>
      <select
        id={id}
        value={value.param}
        onChange={(event) => onChange(shopperSortOf(event.target.value))}
        className="h-11 rounded-control border border-gray-300 bg-white px-3 text-base text-gray-900"
      >
        {SHOPPER_SORTS.map((s) => (
          <option key={s.param} value={s.param}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}
