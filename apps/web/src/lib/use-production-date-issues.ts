import { productionDateIssues } from '@kasuwa/domain';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * The shared date rules (made today at the latest, expires after it was made) as soon as the
 * dates are typed, before the form is submitted. The form's own errors, once it has them, win.
 */
export function useProductionDateIssues<
  T extends FieldValues & { manufactureDate: string; expiryDate: string },
  Context = unknown,
  Output = T,
>(control: Control<T, Context, Output>) {
  const [manufactureDate, expiryDate] = useWatch({
    control,
    name: ['manufactureDate', 'expiryDate'] as [Path<T>, Path<T>],
  }) as unknown[];
  return productionDateIssues({ manufactureDate, expiryDate });
}
