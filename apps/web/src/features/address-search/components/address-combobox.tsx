import { ADDRESS_SEARCH_DEBOUNCE_MS } from '@kasuwa/domain';
import { MapPin } from 'lucide-react';
import { useEffect, useState, type FocusEventHandler } from 'react';
import { Combobox } from '../../../components/ui/combobox';
import { notify } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { canSearchAddress, useAddressSuggestions } from '../api/search-address';

export const ADDRESS_SEARCH_FAILED = 'There was an error searching for the address.';
export const NO_ADDRESSES_FOUND = 'No addresses found';

/** The address field: suggestions from searchAddress appear after 3 characters and a 300 ms pause. */
export function AddressCombobox({
  id,
  value,
  onChange,
  onBlur,
  name,
  placeholder = 'Start typing an address',
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [open, setOpen] = useState(false);
  const [term] = useDebouncedValue(value, ADDRESS_SEARCH_DEBOUNCE_MS);
  const settled = term === value && canSearchAddress(term);
  const search = useAddressSuggestions(term, open);
  const options = settled && open ? (search.data?.searchAddress ?? []) : [];

  useEffect(() => {
    if (search.isError) notify.error(ADDRESS_SEARCH_FAILED);
  }, [search.isError, search.errorUpdatedAt]);

  const showPopup = open && canSearchAddress(value);
  const searching = showPopup && (!settled || search.isFetching);
  const noneFound = showPopup && !searching && search.isSuccess && options.length === 0;

  return (
    <Combobox
      id={id}
      icon={MapPin}
      text={value}
      onTextChange={onChange}
      open={open}
      onOpenChange={setOpen}
      options={options}
      optionKey={(option) => option}
      renderOption={(option) => option}
      onPick={onChange}
      searching={searching}
      noneFound={noneFound}
      noneFoundText={NO_ADDRESSES_FOUND}
      status={
        noneFound
          ? 'No addresses found for what you typed'
          : options.length
            ? `${options.length} addresses suggested`
            : ''
      }
      listLabel="Suggested addresses"
      listClassName="max-h-48"
      name={name}
      placeholder={placeholder}
      onBlur={onBlur}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
