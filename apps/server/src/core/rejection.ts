import type { ErrorCode } from '@baro/contracts';

/**
 * The server's one refusal (docs/adr/0007-one-refusal-type.md): a catalogued reason, returned as a
 * value by the ledger, the modules and the write path, and turned into the `{ status, code, message,
 * data? }` body only at the edge (http/error-body.ts). It lives below every layer that refuses, so none
 * of them imports the HTTP edge to say no. `Code` narrows what a function can refuse with (the ledger's
 * `transfer` only ever says INSUFFICIENT_BALANCE).
 */
export interface Rejection<Code extends ErrorCode = ErrorCode> {
  readonly rejected: true;
  readonly code: Code;
  /** Values for `{name}` placeholders in the catalogued message. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly data?: unknown;
}

export function reject<Code extends ErrorCode>(
  code: Code,
  options: { params?: Record<string, string | number>; data?: unknown } = {},
): Rejection<Code> {
  return { rejected: true, code, ...options };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as { rejected?: unknown }).rejected === true;
}
