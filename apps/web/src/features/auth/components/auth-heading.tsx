import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';

/** The title of an authentication card and a line about what it is for. */
export function AuthHeading({
  title,
  tabTitle = title,
  children,
}: {
  title: string;
  /** The tab's name when the heading makes a poor one. */
  tabTitle?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(tabTitle);
  return (
    <div className="mb-6 flex flex-col gap-1.5">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {children && <p className="text-gray-600">{children}</p>}
    </div>
  );
}

/** A plain-text link in the brand colour, big enough to tap. */
export const TEXT_LINK =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';
