import { describe, expect, it } from 'vitest';
import { deviceOf, isMobileBlocked } from './device.ts';

describe('deviceOf', () => {
  it('tells phones from desktops by user agent', () => {
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-S918N) Mobile Safari/537.36').mobile).toBe(true);
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0').mobile).toBe(false);
    expect(deviceOf(undefined).mobile).toBe(false);
  });
});

describe('isMobileBlocked', () => {
  it("blocks only a mobile device when blockDevice contains 'M'", () => {
    expect(isMobileBlocked('PM', { mobile: true })).toBe(true);
    expect(isMobileBlocked('PM', { mobile: false })).toBe(false);
    expect(isMobileBlocked('P', { mobile: true })).toBe(false);
    expect(isMobileBlocked(null, { mobile: true })).toBe(false);
    expect(isMobileBlocked('M', undefined)).toBe(false);
  });
});
