import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';
import { dialogState } from './dialogStore';

// The dialog's UI (react-aria's modal, focus trap, buttons) is fetched when the first dialog is
// queued: the host itself is all that every first visit pays for.
const DialogView = lazy(() => import('./DialogView'));

const subscribeToQueue = (notify: () => void) => subscribe(dialogState, notify);
const hasDialog = () => dialogState.queue.length > 0;
const noDialogOnServer = () => false;

/**
 * The one place queued dialogs appear (spec §2). Mount it once at the root of each app; queue
 * dialogs from anywhere with `alert`, `confirm` and `info`.
 */
export function DialogHost() {
  const open = useSyncExternalStore(subscribeToQueue, hasDialog, noDialogOnServer);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DialogView />
    </Suspense>
  );
}
