import { describe, expect, it } from 'vitest';
import { maskUsername } from './mask-username.ts';

describe('maskUsername', () => {
  it('keeps the first two characters and the last one of a long name', () => {
    expect(maskUsername('baro_user')).toBe('ba******r');
  });

  it('keeps only the first two characters of a short name', () => {
    expect(maskUsername('abcd')).toBe('ab**');
    expect(maskUsername('abcde')).toBe('ab***');
  });
});
