import type { z } from 'zod';
import { isErrorCode, type ErrorCode } from './catalogue.ts';

/**
 * The catalogue code for a request that failed its schema. A schema check may name a catalogue code as
 * its message (`z.array(…).min(1, { error: 'FOLLOW_STOCK_REQUIRED' })`) when the spec has a specific
 * alert for that mistake; the first such issue decides. Any other failure is `INVALID_INPUT`.
 */
export function schemaErrorCode(error: z.ZodError): ErrorCode {
  for (const issue of error.issues) {
    if (isErrorCode(issue.message)) return issue.message;
  }
  return 'INVALID_INPUT';
}
