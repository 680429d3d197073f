import { formatNaira } from '@kasuwa/domain';
import { cn } from './cn';

/** A naira amount, formatted by the one formatter, in tabular figures. */
export function Price({ naira, className }: { naira: number; className?: string }) {
  return <span className={cn('tabular font-semibold', className)}>{formatNaira(naira)}</span>;
}
