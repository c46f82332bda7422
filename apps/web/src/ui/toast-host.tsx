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
   * Loads the toaster at the member's first tap or key press, before the toast it may lead to: the
   * app sets it while a member is signed in, whose orders are what most toasts answer, so an order's
   * toast shows without a wait. Not when idle: a page the member only looks at (a chart) does not
   * download sonner (9 KB of the /future budget) for toasts it may never show; a toast from the
   * socket before any input waits one fetch.
   */
  mountOnFirstInput?: boolean;
}

const firstInputEvents = ['pointerdown', 'keydown'] as const;

/** Runs `work` once, at the first pointer or key press on the page. */
function onFirstInput(work: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const listener = () => {
    stop();
    work();
  };
  function stop(): void {
    for (const type of firstInputEvents) window.removeEventListener(type, listener, options);
  }
  for (const type of firstInputEvents) window.addEventListener(type, listener, options);
  return stop;
}

/**
 * Where toasts appear: bottom-right (spec §4). Mount it once, near the root of the app. The toaster
 * itself (sonner) is loaded on the first toast, or at the first input with `mountOnFirstInput`; toasts
 * asked for meanwhile wait in the queue and show once it is there.
 */
export function ToastHost({ theme = 'dark', queue = toastQueue, mountOnFirstInput = false }: ToastHostProps) {
  const wanted = useSyncExternalStore(queue.subscribe, queue.wanted);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!mountOnFirstInput || wanted || touched) return;
    return onFirstInput(() => {
      setTouched(true);
    });
  }, [mountOnFirstInput, wanted, touched]);
  if (!wanted && !touched) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} queue={queue} />
    </Suspense>
  );
}
