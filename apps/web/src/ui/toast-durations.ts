// How long each kind of toast stays on screen (spec §4 and §9), in one place so the numbers are
// checked against the spec once.

/** Futures order events: complete, cancelled, filled, liquidation risk, liquidated, leverage changed. */
export const ORDER_TOAST_MS = 2000;
/** The overseas '주문 체결완료' (order filled) notification. */
export const ORDER_FILLED_TOAST_MS = 1500;
/** The overseas '청산' (liquidated) notification. */
export const LIQUIDATION_TOAST_MS = 2000;
/** Notifications the server pushes. */
export const SERVER_NOTIFICATION_TOAST_MS = 10_000;
