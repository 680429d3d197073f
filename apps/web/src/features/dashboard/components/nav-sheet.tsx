import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useModalDialog } from '../../../components/ui/dialog';

/**
 * The phone menu: a sheet from the left on the native modal <dialog>, so focus stays inside,
 * Escape closes it, and focus returns to the menu button.
 */
export function NavSheet({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const modal = useModalDialog(open, onClose);
  return (
    <dialog
      {...modal}
      id="dashboard-menu"
      aria-label="Dashboard menu"
      className="m-0 h-dvh max-h-none w-[min(18rem,85vw)] bg-white p-0 backdrop:bg-gray-900/50"
    >
      {open && (
        <div className="flex h-full flex-col gap-4 p-4">
          <div className="flex justify-end">
            <button
              type="button"
              aria-label="Close menu"
              onClick={onClose}
              className="inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
            >
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
