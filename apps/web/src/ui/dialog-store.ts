// Alerts, confirmations and notices as promises, callable from anywhere: a React handler, a socket
// callback or the API client (`await showAlert({ message })`). Requests wait in a queue and
// `<DialogHost />`, mounted once, shows the first; closing it settles its promise and shows the next.

/** The default title of alerts and confirmations (spec §8: errors show titled 알림). */
export const DEFAULT_DIALOG_TITLE = '알림';

export type NoticeVariant = 'default' | 'realtime';

interface DialogBase {
  id: number;
  title: string;
}

export interface AlertEntry extends DialogBase {
  kind: 'alert';
  message: string;
  close: () => void;
}

export interface ConfirmEntry extends DialogBase {
  kind: 'confirm';
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  close: (confirmed: boolean) => void;
}

export interface NoticeEntry extends DialogBase {
  kind: 'notice';
  /** HTML from the server; sanitised when shown. */
  html: string;
  variant: NoticeVariant;
  close: () => void;
}

export type DialogEntry = AlertEntry | ConfirmEntry | NoticeEntry;

export interface AlertOptions {
  title?: string;
  /** Plain text; line breaks are kept. */
  message: string;
}

export interface ConfirmOptions extends AlertOptions {
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface NoticeOptions {
  title: string;
  html: string;
  variant?: NoticeVariant;
}

export interface DialogStore {
  subscribe: (listener: () => void) => () => void;
  /** The dialog on screen, or undefined. The same object until it closes (a stable snapshot). */
  current: () => DialogEntry | undefined;
  /** Dialogs on screen or waiting. */
  size: () => number;
  alert: (options: AlertOptions | string) => Promise<void>;
  confirm: (options: ConfirmOptions | string) => Promise<boolean>;
  notice: (options: NoticeOptions) => Promise<void>;
}

/** A store of its own, for tests or a second host; the app uses `dialogStore`. */
export function createDialogStore(): DialogStore {
  let queue: readonly DialogEntry[] = [];
  let lastId = 0;
  const listeners = new Set<() => void>();

  function publish(next: readonly DialogEntry[]): void {
    queue = next;
    for (const listener of listeners) {
      listener();
    }
  }

  // Removes the entry and reports whether it was still queued, so a double click settles once.
  function remove(id: number): boolean {
    if (!queue.some((entry) => entry.id === id)) {
      return false;
    }
    publish(queue.filter((entry) => entry.id !== id));
    return true;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    current: () => queue[0],
    size: () => queue.length,
    alert(options) {
      const { title = DEFAULT_DIALOG_TITLE, message } =
        typeof options === 'string' ? { message: options } : options;
      return new Promise((resolve) => {
        const id = ++lastId;
        const close = (): void => {
          if (remove(id)) resolve();
        };
        publish([...queue, { id, kind: 'alert', title, message, close }]);
      });
    },
    confirm(options) {
      const {
        title = DEFAULT_DIALOG_TITLE,
        message,
        confirmLabel = '확인',
        cancelLabel = '취소',
      } = typeof options === 'string' ? { message: options } : options;
      return new Promise((resolve) => {
        const id = ++lastId;
        const close = (confirmed: boolean): void => {
          if (remove(id)) resolve(confirmed);
        };
        publish([...queue, { id, kind: 'confirm', title, message, confirmLabel, cancelLabel, close }]);
      });
    },
    notice({ title, html, variant = 'default' }) {
      return new Promise((resolve) => {
        const id = ++lastId;
        const close = (): void => {
          if (remove(id)) resolve();
        };
        publish([...queue, { id, kind: 'notice', title, html, variant, close }]);
      });
    },
  };
}

/** The app's one dialog queue, shown by `<DialogHost />`. */
export const dialogStore: DialogStore = createDialogStore();

/** Shows an alert with a single 닫기 button; resolves when it is closed. Title 알림 by default. */
export function showAlert(options: AlertOptions | string): Promise<void> {
  return dialogStore.alert(options);
}

/** Asks a question; resolves true for 확인, false for 취소 or Escape. */
export function showConfirm(options: ConfirmOptions | string): Promise<boolean> {
  return dialogStore.confirm(options);
}

/** Shows a notice (HTML content, 닫기 button); `variant: 'realtime'` for pushed notices at 92% width. */
export function showNotice(options: NoticeOptions): Promise<void> {
  return dialogStore.notice(options);
}
