import { isRoughPrecision, LOCATION_PRECISION_LABELS, type LocationPrecision } from '@kasuwa/domain';
import { cn } from '../../../components/ui/cn';

const EXPLANATIONS: Record<LocationPrecision, string> = {
  PINNED: 'placed by a map pin',
  STREET: 'placed at its street',
  AREA: 'placed at its area',
  LGA: 'placed only at its local government area',
  CITY: 'placed only at its town or city',
  STATE: 'placed only at its state',
};

/** How exactly a location is placed: "Pinned", "Area"... amber when rough enough to be worth a pin. */
export function PrecisionBadge({ precision }: { precision: LocationPrecision | null }) {
  if (!precision) return null;
  return (
    <span
      title={`Location ${EXPLANATIONS[precision]}`}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        isRoughPrecision(precision) ? 'bg-amber-100 text-amber-900' : 'bg-brand-50 text-brand-800',
      )}
    >
      <span className="sr-only">Location: </span>
      {LOCATION_PRECISION_LABELS[precision]}
    </span>
  );
}
