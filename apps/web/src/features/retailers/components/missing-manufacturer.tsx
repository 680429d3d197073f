import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export const MISSING_MANUFACTURER = 'User ID not found. Please log in again.';

/** When no manufacturer id is stored, nothing of the business can be shown or saved. */
export function MissingManufacturer() {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4">
      <p className="text-red-700">{MISSING_MANUFACTURER}</p>
      <Link to="/login" className={buttonClasses('secondary')}>
        Log in
      </Link>
    </div>
  );
}
