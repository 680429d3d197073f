import type { ReactNode } from 'react';

/** A form control with its label, an optional hint, and the rule it breaks (announced when it appears). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} role="alert" className="text-sm text-red-600 empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** The aria attributes that tie a control to its Field's hint and error. */
export const describedBy = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': `${id}-error ${id}-hint`,
});
