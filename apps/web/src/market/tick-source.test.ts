import { describe, expect, it } from 'vitest';
import { tickSourceLabel } from './tick-source.ts';

describe('tickSourceLabel', () => {
  it('names the feeds in Korean and shows an unknown feed as recorded', () => {
    expect(tickSourceLabel('binance')).toBe('바이낸스');
    expect(tickSourceLabel('simulated')).toBe('모의 시세');
    expect(tickSourceLabel('replay')).toBe('재생 시세');
    expect(tickSourceLabel('okx')).toBe('okx');
  });
});
