import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CartButton } from '../../features/cart/components/cart-button';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * A screen's header: an optional back link, the title, and the bag icon (or other actions). The tab
 * is named after `documentTitle`, else a text title; undefined while the screen's data loads.
 */
export function PageHeader({
  title,
  back,
  actions,
  documentTitle = typeof title === 'string' ? title : undefined,
}: {
  title: ReactNode;
  back?: string;
  actions?: ReactNode;
  documentTitle?: string;
}) {
  useDocumentTitle(documentTitle);
  return (
    <header className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur md:static md:border-b-0 md:bg-transparent md:backdrop-blur-none">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-2 md:px-6">
        {back && <BackLink fallback={back} />}
        <h1 className={`min-w-0 flex-1 truncate text-lg font-semibold ${back ? '' : 'pl-2'}`}>{title}</h1>
        {actions ?? (
          // From 768 px the shopper layout's header has the bag.
          <div className="md:hidden">
            <CartButton />
          </div>
        )}
      </div>
    </header>
  );
}

/**
 * Goes back in the tab's history, like the browser's Back, so that Back afterwards does not go
 * forward again; on a first page (opened from a link or typed) it goes to `fallback` instead.
 */
function BackLink({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      aria-label="Back"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        // React Router numbers the entries it made in this tab: above 0 there is a screen of ours behind.
        if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      className="inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
    >
      <ChevronLeft className="size-6" aria-hidden="true" />
    </Link>
  );
}

/** The content column under a header. */
export function PageBody({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <main className={`mx-auto w-full max-w-6xl px-4 py-4 md:px-6 md:py-6 ${className}`}>{children}</main>;
}
