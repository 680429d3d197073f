import { useLocation, useNavigate } from 'react-router';
import { Select } from '../../../components/ui/input';
import { notify } from '../../../lib/notify';
import { useSelectBusiness } from '../api/select-business';
import { pathAfterSwitch } from '../switch-path';

/** Which of the user's businesses the dashboard runs; shown to users with more than one. */
export function BusinessSwitcher({
  id,
  businesses,
  currentId,
  onSwitched,
  compact = false,
}: {
  id: string;
  businesses: readonly { id: string; businessName: string }[];
  currentId: string | null;
  /** After a switch (the phone menu closes). */
  onSwitched?: () => void;
  /** The phone's top bar: the label is for screen readers only. */
  compact?: boolean;
}) {
  const select = useSelectBusiness();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const choose = async (businessId: string) => {
    try {
      const chosen = await select.mutateAsync(businessId);
      notify.success(`Now managing ${chosen.businessName}`);
      onSwitched?.();
      void navigate(pathAfterSwitch(pathname), { replace: true });
    } catch {
      notify.error('Could not switch business. Please try again.');
    }
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-xs font-medium uppercase tracking-wide text-gray-500'}>
        Business
      </label>
      <Select
        id={id}
        value={currentId ?? ''}
        disabled={select.isPending}
        aria-busy={select.isPending}
        onChange={(event) => void choose(event.target.value)}
        // A long name is cut in the box: the whole of it on hover.
        title={businesses.find((business) => business.id === currentId)?.businessName}
        className="min-h-9 truncate py-1 text-sm font-semibold"
      >
        {businesses.map((business) => (
          <option key={business.id} value={business.id}>
            {business.businessName}
          </option>
        ))}
      </Select>
    </div>
  );
}
