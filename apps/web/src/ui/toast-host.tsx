import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import type { SonnerToasterProps } from './sonner-toaster.tsx';
import { toastQueue } from './toast-queue.ts';
import type { ToastQueue } from './toast-queue.ts';

// A toaster that cannot be fetched must not take the app down with it (nothing above catches a
// rejected lazy component here): the toasts then stay queued and the rest of the app works on.
const SonnerToaster = lazy((): Promise<{ default: ComponentType<SonnerToasterProps> }> =>
  import('./sonner-toaster.tsx').then(
    (module) => ({ default: module.SonnerToaster }),
    (error: unknown) => {
      console.error('The toaster did not load.', error);
      return { default: () => null };
    },
  ),
);

export interface ToastHostProps {
  /** Follows the app's colour theme; dark by default, as the app is. */
  theme?: 'dark' | 'light';
  queue?: ToastQueue;
  /**
   * Loads the toaster once the browser is idle, before any toast: the app sets it while a member is
   * signed in, whose socket events are what toasts announce, so the first one shows without a wait.
   */
  mountWhenIdle?: boolean;
}

/** Runs `work` when the browser has nothing else to do (soon after, where it cannot tell). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5_000 });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(work, 200);
  return () => {
    clearTimeout(timer);
  };
}

/**
 * Where toasts appear: bottom-right (spec §4). Mount it once, near the root of the app. The toaster
 * itself (sonner) is loaded on the first toast, or when idle with `mountWhenIdle`; toasts asked for
 * meanwhile wait in the queue and show once it is there.
 */
export function ToastHost({ theme = 'dark', queue = toastQueue, mountWhenIdle = false }: ToastHostProps) {
  const wanted = useSyncExternalStore(queue.subscribe, queue.wanted);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!mountWhenIdle || wanted || idle) return;
    return whenIdle(() => {
      setIdle(true);
    });
  }, [mountWhenIdle, wanted, idle]);
  if (!wanted && !idle) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} queue={queue} />
    </Suspense>
  );
}
