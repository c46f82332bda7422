import { lazy, Suspense, useSyncExternalStore } from 'react';
import { AlertDialog } from './alert-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { dialogStore, type DialogEntry, type DialogStore } from './dialog-store.ts';

// Notices come from the server (a member's realtime notices, a notice opened from a list): the
// dialog is fetched with the first one, as its sanitiser is, so the first page does not carry it.
const NoticeDialog = lazy(() =>
  import('./notice-dialog.tsx').then(({ NoticeDialog }) => ({ default: NoticeDialog })),
);

/**
 * Shows the dialogs asked for with `showAlert`, `showConfirm` and `showNotice`, one at a time. Mount
 * it once, near the root of the app.
 */
export function DialogHost({ store = dialogStore }: { store?: DialogStore }) {
  const entry = useSyncExternalStore(store.subscribe, store.current, store.current);
  // The key gives each dialog a fresh component, so focus moves to the next dialog's button.
  return entry === undefined ? null : <DialogForEntry key={entry.id} entry={entry} />;
}

function DialogForEntry({ entry }: { entry: DialogEntry }) {
  switch (entry.kind) {
    case 'alert':
      return <AlertDialog title={entry.title} message={entry.message} onClose={entry.close} />;
    case 'confirm':
      return (
        <ConfirmDialog
          title={entry.title}
          message={entry.message}
          confirmLabel={entry.confirmLabel}
          cancelLabel={entry.cancelLabel}
          onAnswer={entry.close}
        />
      );
    case 'notice':
      return (
        <Suspense fallback={null}>
          <NoticeDialog title={entry.title} html={entry.html} variant={entry.variant} onClose={entry.close} />
        </Suspense>
      );
  }
}
