import { useEffect } from 'react';
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

export interface SonnerToasterProps {
  readonly theme: 'dark' | 'light';
  readonly queue: ToastQueue;
}

/**
 * Sonner's toaster: bottom-right (spec §4), with the success, warning and error colours and a close
 * button. It takes the queue's toasts once mounted: its effect runs after the Toaster's own (a
 * child's effects run first), which is when sonner starts listening, so the waiting toasts are seen.
 */
export function SonnerToaster({ theme, queue }: SonnerToasterProps) {
  useEffect(() => queue.attach(showWithSonner), [queue]);
  return (
    <Toaster
      position="bottom-right"
      theme={theme}
      richColors
      closeButton
      containerAriaLabel="알림"
      toastOptions={{ closeButtonAriaLabel: '닫기', className: 'font-sans' }}
    />
  );
}
