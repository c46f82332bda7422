import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaErrorCode } from './schema-error.ts';

describe('schemaErrorCode', () => {
  it('answers the catalogue code a schema check names', () => {
    const schema = z.object({ question: z.string().min(1, { error: 'CONTACT_QUESTION_REQUIRED' }) });
    const result = schema.safeParse({ question: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(schemaErrorCode(result.error)).toBe('CONTACT_QUESTION_REQUIRED');
  });

  it('answers INVALID_INPUT for an ordinary schema failure', () => {
    const result = z.object({ id: z.number() }).safeParse({ id: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) expect(schemaErrorCode(result.error)).toBe('INVALID_INPUT');
  });
});
