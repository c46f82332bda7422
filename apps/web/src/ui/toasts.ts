import {
  LIQUIDATION_TOAST_MS,
  ORDER_FILLED_TOAST_MS,
  ORDER_TOAST_MS,
  SERVER_NOTIFICATION_TOAST_MS,
} from './toast-durations.ts';
import { toastQueue } from './toast-queue.ts';

// The toasts of spec §4, each with its tone and duration, so socket handlers say what happened
// rather than how long it shows. They appear in `<ToastHost />`, which loads the toaster on the first
// one; until then they wait in the toast queue.

/** success: order complete, cancelled, filled; warning: liquidation risk, leverage changed; error: liquidated. */
export type OrderToastTone = 'success' | 'warning' | 'error';

/** A futures order or position event, shown for 2 s. */
export function showOrderToast(message: string, tone: OrderToastTone): void {
  toastQueue.show({ tone, message, durationMs: ORDER_TOAST_MS });
}

/** The overseas order-filled notification, '주문 체결완료', shown for 1.5 s. */
export function showOrderFilledToast(): void {
  toastQueue.show({ tone: 'success', message: '주문 체결완료', durationMs: ORDER_FILLED_TOAST_MS });
}

/** The overseas liquidation notification, '청산', shown for 2 s. */
export function showLiquidationToast(): void {
  toastQueue.show({ tone: 'error', message: '청산', durationMs: LIQUIDATION_TOAST_MS });
}

/** A notification pushed by the server, shown for 10 s. */
export function showServerNotification(message: string): void {
  toastQueue.show({ tone: 'plain', message, durationMs: SERVER_NOTIFICATION_TOAST_MS });
}
