import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from './catalogue.ts';

/** A catalogue code a failed schema answers with, and the values its message needs. */
export interface SchemaRejection {
  readonly code: ErrorCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * The catalogue code for a request that failed its schema. A schema check may name a catalogue code as
 * its message (`z.array(…).min(1, { error: 'FOLLOW_STOCK_REQUIRED' })`) when the spec has a specific
 * alert for that mistake; the first such issue decides. Any other failure is `INVALID_INPUT`.
 */
export function schemaErrorCode(error: z.ZodError): ErrorCode {
  return schemaRejection(error).code;
}

/**
 * `schemaErrorCode` with the message's values: a templated code (`AMOUNT_TOO_LARGE`, "at most
 * {max}") is named by a custom issue that carries them in its `params`.
 */
export function schemaRejection(error: z.ZodError): SchemaRejection {
  for (const issue of error.issues) {
    if (!isErrorCode(issue.message)) continue;
    const params = issue.code === 'custom' ? messageParams(issue.params) : undefined;
    return params === undefined ? { code: issue.message } : { code: issue.message, params };
  }
  return { code: 'INVALID_INPUT' };
}

function messageParams(
  params: Record<string, unknown> | undefined,
): Record<string, string | number> | undefined {
  if (params === undefined) return undefined;
  const values = Object.entries(params).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return values.length === 0 ? undefined : Object.fromEntries(values);
}
