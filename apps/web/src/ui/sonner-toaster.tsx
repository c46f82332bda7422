import { useEffect, useSyncExternalStore } from 'react';
import { toast, Toaster } from 'sonner';
import type { ToastQueue, ToastRequest } from './toast-queue.ts';

// The one module that imports sonner; `<ToastHost />` loads it on demand.

function showWithSonner({ tone, message, durationMs }: ToastRequest): void {
  const options = { duration: durationMs };
  switch (tone) {
    case 'success':
      toast.success(message, options);
      return;
    case 'warning':
      toast.warning(message, options);
      return;
    case 'error':
      toast.error(message, options);
      return;
    case 'plain':
      toast(message, options);
      return;
  }
}

/**
 * Sonner's own phone breakpoint: at or below it a toast takes the screen's width. At the bottom of a
 * phone it covered the footer tabs and the trade page's 매수/매도, so phones get toasts at the top,
 * under the header (issue 14 §5); wider screens keep spec §4's bottom right, beside the app's column.
 */
export const PHONE_TOAST_QUERY = '(max-width: 600px)';
/** Below the 48 px header and the notch, with a gap. */
const PHONE_TOP_OFFSET = 'calc(48px + env(safe-area-inset-top) + 8px)';

function subscribePhone(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(PHONE_TOAST_QUERY);
  query.addEventListener('change', listener);
  return () => {
    query.removeEventListener('change', listener);
  };
}

function isPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_TOAST_QUERY).matches;
}

// Sonner draws its × on the toast's corner, half outside it (translate(-35%, -35%)); it goes inside
// the toast's right edge instead, centred, with room kept for it so the text never runs under it.
const CLOSE_INSIDE = 'top-1/2! right-2.5! left-auto! -translate-y-1/2 transform-none!';
const ROOM_FOR_CLOSE = 'pr-10!';

export interface SonnerToasterProps {
  readonly theme: 'dark' | 'light';
  readonly queue: ToastQueue;
}

/**
 * Sonner's toaster: bottom-right (spec §4) on wide screens, at the top under the header on phones,
 * with the success, warning and error colours and a close button inside the toast. It takes the queue's toasts once mounted: its effect runs after the Toaster's own (a
 * child's effects run first), which is when sonner starts listening, so the waiting toasts are seen.
 */
export function SonnerToaster({ theme, queue }: SonnerToasterProps) {
  useEffect(() => queue.attach(showWithSonner), [queue]);
  const phone = useSyncExternalStore(subscribePhone, isPhone);
  return (
    <Toaster
      position={phone ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: PHONE_TOP_OFFSET }}
      theme={theme}
      richColors
      closeButton
      containerAriaLabel="알림"
      toastOptions={{
        closeButtonAriaLabel: '닫기',
        className: `font-sans ${ROOM_FOR_CLOSE}`,
        classNames: { closeButton: CLOSE_INSIDE },
      }}
    />
  );
}
