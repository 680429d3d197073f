import { Store } from 'lucide-react';
import { useState } from 'react';
import { Combobox } from '../../../components/ui/combobox';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRetailerOptions, type RetailerOption } from '../api/search-retailers';

const SEARCH_DEBOUNCE_MS = 250;
export const NO_RETAILERS_MATCH = 'None of your retailers has that name';

/**
 * The maker's retailers: the first ones by name on focus, the others found by typing part of a name
 * (asked of the server, so a maker with thousands still finds one). Typing after a pick undoes it.
 * `value` is read once: give it a new `key` to start again.
 */
export function RetailerCombobox({
  id,
  manufacturerId,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  manufacturerId: string;
  value: RetailerOption | null;
  onChange: (retailer: RetailerOption | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [term] = useDebouncedValue(value ? '' : text, SEARCH_DEBOUNCE_MS);
  const search = useRetailerOptions(manufacturerId, term, open);
  const options = open ? (search.data?.stores ?? []) : [];

  const searching = open && (search.isPending || search.isFetching);
  const noneFound = open && search.isSuccess && !search.isFetching && options.length === 0;

  return (
    <Combobox
      id={id}
      icon={Store}
      text={text}
      onTextChange={(typed) => {
        setText(typed);
        if (value) onChange(null);
      }}
      open={open}
      onOpenChange={setOpen}
      openOnFocus
      options={options}
      optionKey={(option) => option.id}
      renderOption={(option) => (
        <>
          <span className="font-medium">{option.name}</span>
          <span className="text-gray-600">{option.location.fullAddress}</span>
        </>
      )}
      isSelected={(option) => option.id === value?.id}
      onPick={(retailer) => {
        onChange(retailer);
        setText(retailer.name);
      }}
      searching={searching}
      noneFound={noneFound}
      noneFoundText={NO_RETAILERS_MATCH}
      status={noneFound ? NO_RETAILERS_MATCH : options.length ? `${options.length} retailers listed` : ''}
      listLabel="Your retailers"
      placeholder="Type a retailer's name"
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
