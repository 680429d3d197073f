import type { ReactNode } from 'react';

/** An icon, a sentence and what to do next: used for every empty list and error page. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      {icon && (
        <div className="text-gray-400 [&_svg]:size-12" aria-hidden="true">
          {icon}
        </div>
      )}
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      {children && <div className="max-w-md text-gray-600">{children}</div>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
