import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from './dialog';

export const LEAVE_TITLE = 'Leave without saving?';

/**
 * Put in every form that can hold unsaved changes, with `when` true while it does: leaving for
 * another screen asks first (a dialog), and closing or reloading the tab asks through the
 * browser's own prompt. A form that is being submitted is not "unsaved": pass false then.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  // Blocking needs the app's data router; a form rendered on its own (a unit test) has none.
  return useContext(UNSAFE_DataRouterContext) ? <LeaveDialog when={when} /> : null;
}

function LeaveDialog({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_TITLE}
      confirmLabel="Leave without saving"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Your changes on this page are not saved yet. If you leave now, they are lost.
    </ConfirmDialog>
  );
}
