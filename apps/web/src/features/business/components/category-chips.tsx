import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '@kasuwa/domain';
import { Check } from 'lucide-react';

/** The product categories as toggle chips (a group of checkboxes); no rule, any number may be picked. */
export function CategoryChips({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const toggle = (category: string, checked: boolean) =>
    onChange(checked ? [...value, category] : value.filter((picked) => picked !== category));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-gray-900">Product categories</legend>
      <div className="flex flex-wrap gap-2">
        {PRODUCT_CATEGORIES.map((category) => {
          const checked = value.includes(category);
          return (
            <label
              key={category}
              className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-gray-300 bg-white px-4 text-sm text-gray-700 select-none hover:border-brand-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={(event) => toggle(category, event.target.checked)}
              />
              {checked && <Check className="size-4" aria-hidden="true" />}
              {PRODUCT_CATEGORY_LABELS[category]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
