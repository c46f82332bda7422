import { toast } from 'sonner';
import {
  LIQUIDATION_TOAST_MS,
  ORDER_FILLED_TOAST_MS,
  ORDER_TOAST_MS,
  SERVER_NOTIFICATION_TOAST_MS,
} from './toast-durations.ts';

// The toasts of spec §4, each with its tone and duration, so socket handlers say what happened
// rather than how long it shows. They appear in `<ToastHost />`.

/** success: order complete, cancelled, filled; warning: liquidation risk, leverage changed; error: liquidated. */
export type OrderToastTone = 'success' | 'warning' | 'error';

/** A futures order or position event, shown for 2 s. */
export function showOrderToast(message: string, tone: OrderToastTone): void {
  const options = { duration: ORDER_TOAST_MS };
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
  }
}

/** The overseas order-filled notification, '주문 체결완료', shown for 1.5 s. */
export function showOrderFilledToast(): void {
  toast.success('주문 체결완료', { duration: ORDER_FILLED_TOAST_MS });
}

/** The overseas liquidation notification, '청산', shown for 2 s. */
export function showLiquidationToast(): void {
  toast.error('청산', { duration: LIQUIDATION_TOAST_MS });
}

/** A notification pushed by the server, shown for 10 s. */
export function showServerNotification(message: string): void {
  toast(message, { duration: SERVER_NOTIFICATION_TOAST_MS });
}
