// Toasts asked for before the toaster is on the page wait here. The toaster (sonner) is loaded only
// when it is first needed, so the sign-in page does not download it; until it has mounted, no toast
// may be lost, and each is shown, in order, once it has.

/** success: order complete, cancelled, filled; warning: liquidation risk, leverage changed; error: liquidated. */
export type ToastTone = 'success' | 'warning' | 'error' | 'plain';

export interface ToastRequest {
  readonly tone: ToastTone;
  readonly message: string;
  readonly durationMs: number;
}

/** Shows a toast on the mounted toaster. */
export type ToastSink = (request: ToastRequest) => void;

export interface ToastQueue {
  /** Shows the toast, or keeps it until a toaster is attached. */
  show(request: ToastRequest): void;
  /** Whether a toast has been asked for since the start: the host mounts its toaster then. */
  readonly wanted: () => boolean;
  readonly subscribe: (listener: () => void) => () => void;
  /** The mounted toaster takes the toasts, those waiting first; answers the function that detaches it. */
  attach(sink: ToastSink): () => void;
}

/** A queue of its own, for tests; the app uses `toastQueue`. */
export function createToastQueue(): ToastQueue {
  let waiting: ToastRequest[] = [];
  let sink: ToastSink | undefined;
  let wanted = false;
  const listeners = new Set<() => void>();

  return {
    show(request) {
      if (sink !== undefined) {
        sink(request);
        return;
      }
      waiting.push(request);
      if (wanted) return;
      wanted = true;
      for (const listener of [...listeners]) listener();
    },
    wanted: () => wanted,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    attach(next) {
      sink = next;
      const shown = waiting;
      waiting = [];
      for (const request of shown) next(request);
      return () => {
        if (sink === next) sink = undefined;
      };
    },
  };
}

/** The app's one toast queue, shown by `<ToastHost />`. */
export const toastQueue: ToastQueue = createToastQueue();
