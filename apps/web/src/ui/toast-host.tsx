import { Toaster } from 'sonner';

export interface ToastHostProps {
  /** Follows the app's colour theme; dark by default, as the app is. */
  theme?: 'dark' | 'light';
}

/**
 * Where toasts appear: bottom-right (spec §4), with the success, warning and error colours and a
 * close button. Mount it once, near the root of the app.
 */
export function ToastHost({ theme = 'dark' }: ToastHostProps) {
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
