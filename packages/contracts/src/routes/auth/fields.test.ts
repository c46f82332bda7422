import { describe, expect, it } from 'vitest';
import { phoneInput } from './fields.ts';

describe('phoneInput', () => {
  it.each(['010-1234-5678', '01012345678', '010 1234 5678', '02-123-4567', '031-123-4567', '011-123-4567'])(
    'accepts the Korean number %j',
    (typed) => {
      expect(phoneInput.safeParse(typed).success).toBe(true);
    },
  );

  it.each(['0--------', '0 - - - - - - -', '010-1234', '0101234567890', '1012345678', '010-1234-5678x', ''])(
    'refuses %j, whose digits are no Korean number',
    (typed) => {
      expect(phoneInput.safeParse(typed).success).toBe(false);
    },
  );
});
