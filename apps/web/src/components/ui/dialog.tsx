import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from './button';
import { raiseAboveDialogs } from './top-layer';

/**
 * The props that make a native <dialog> a controlled modal: shown while `open`, closed by Escape
 * or a click on the backdrop (both reported through `onClose`). The browser traps the focus and
 * returns it to what opened the dialog.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  // With the render, not after the next frame: closing hands the focus back to what opened the
  // dialog, and a caller that moves the focus on (a deleted row's page title) must come after that.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      raiseAboveDialogs();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onClose,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === ref.current) onClose(); // a click on the backdrop
    },
  };
}

/** A modal dialog with a title, text and actions. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const modal = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card bg-white p-0 text-gray-900 shadow-card backdrop:bg-gray-900/50"
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          {children && <div className="text-gray-600">{children}</div>}
          {actions && <div className="flex flex-wrap justify-end gap-3">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}

/** "Are you sure?" with a cancel and a (destructive) confirm button. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={loading} loadingLabel={`${confirmLabel}...`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
