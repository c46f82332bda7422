import type { ErrorCode } from '@baro/contracts';

/**
 * A domain rejection as a value: a handler returns it instead of throwing, and the edge turns it into
 * the catalogued `{ status, code, message, data? }` body.
 */
export interface Rejection {
  readonly rejected: true;
  readonly code: ErrorCode;
  /** Values for `{name}` placeholders in the catalogued message. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly data?: unknown;
}

export function reject(
  code: ErrorCode,
  options: { params?: Record<string, string | number>; data?: unknown } = {},
): Rejection {
  return { rejected: true, code, ...options };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as { rejected?: unknown }).rejected === true;
}
