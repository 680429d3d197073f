import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CartButton } from '../../features/cart/components/cart-button';

/** A screen's header: an optional back link, the title, and the bag icon (or other actions). */
export function PageHeader({ title, back, actions }: { title: ReactNode; back?: string; actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-2 md:px-6">
        {back && (
          <Link
            to={back}
            aria-label="Back"
            className="inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
          >
            <ChevronLeft className="size-6" aria-hidden="true" />
          </Link>
        )}
        <h1 className={`min-w-0 flex-1 truncate text-lg font-semibold ${back ? '' : 'pl-2'}`}>{title}</h1>
        {actions ?? <CartButton />}
      </div>
    </header>
  );
}

/** The content column under a header. */
export function PageBody({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <main className={`mx-auto w-full max-w-6xl px-4 py-4 md:px-6 md:py-6 ${className}`}>{children}</main>;
}
