import { describe, expect, it } from 'vitest';
import { applyBps } from './bps.ts';

describe('applyBps', () => {
  it('charges a 0.04 % taker fee on 10,000 USDT as 4 USDT', () => {
    expect(applyBps(10_000_00000000n, 4n, 'ceil')).toBe(4_00000000n);
  });

  it('rounds a fee that does not come out even in the direction asked', () => {
    expect(applyBps(1_001n, 5n, 'floor')).toBe(0n);
    expect(applyBps(1_001n, 5n, 'ceil')).toBe(1n);
    expect(applyBps(-1_001n, 5n, 'floor')).toBe(-1n);
    expect(applyBps(-1_001n, 5n, 'trunc')).toBe(0n);
  });

  it('pays 1.95 × a 1,000 KRW stake as 1,950 KRW', () => {
    expect(applyBps(1_000n, 19_500n, 'floor')).toBe(1_950n);
  });
});
