import { describe, expect, it } from 'vitest';
import type { Site } from '../sites/find-site.ts';
import { directionOf, limitLabel, outsideLimits, walletLimits } from './dnw-limits.ts';

const site = (settings: Record<string, unknown>) => ({ id: 3, settings }) as Site;
const coin = (asset: string) => ({ walletType: asset, asset, kind: 'COIN' as const });
const binary = { walletType: 'BINARY', asset: 'KRW', kind: 'BINARY' as const };

describe('dnw limits', () => {
  it('writes a limit as a member reads it', () => {
    expect(limitLabel('KRW', 100_000_000n)).toBe('100,000,000원');
    expect(limitLabel('BTC', 10_000n)).toBe('0.0001 BTC');
    expect(limitLabel('USDT', 123_456_700_000_000n)).toBe('1,234,567 USDT');
  });

  it("takes the BINARY wallet's limits from the site's dnw group, with a default maximum", () => {
    expect(walletLimits(site({}), binary)).toMatchObject({ depositMin: '10000', depositMax: '100000000' });
    expect(outsideLimits(site({}), 'deposit', binary, 100_000_001n)).toMatchObject({
      code: 'DEPOSIT_AMOUNT_ABOVE_MAX',
      params: { amount: '100,000,000원' },
    });
  });

  it("lays a site's coin limits over the defaults, and a null maximum lifts the site's maximum", () => {
    const limits = walletLimits(
      site({ dnw: { limitsByAsset: { BTC: { withdrawMax: null, depositMin: '1' } } } }),
      coin('BTC'),
    );
    expect(limits).toEqual({ depositMin: '1', depositMax: '10', withdrawMin: '0.0001', withdrawMax: null });
  });

  it('bounds a coin without defaults by its smallest unit only', () => {
    expect(walletLimits(site({}), coin('DOGE'))).toEqual({
      depositMin: '0.00000001',
      depositMax: null,
      withdrawMin: '0.00000001',
      withdrawMax: null,
    });
  });

  it('holds deposits and purchases to the deposit limits, withdrawals and sales to the withdrawal ones', () => {
    expect([
      directionOf('D'),
      directionOf('WB'),
      directionOf('W'),
      directionOf('WS'),
      directionOf('TI'),
    ]).toEqual(['deposit', 'deposit', 'withdraw', 'withdraw', undefined]);
  });
});
