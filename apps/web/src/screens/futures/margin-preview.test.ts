import { describe, expect, it } from 'vitest';
import { BTC_OPTION, position } from '../../futures/futures-test-kit.ts';
import { optionTermsOf } from '../../futures/option-terms.ts';
import { marginPreview } from './margin-preview.ts';

const terms = optionTermsOf(BTC_OPTION);
// LONG 10,000 USDT at 10× from 50,000 with 1,000 margin: liquidation 50,000 × 0.9 / 0.996 = 45,180.7.
const base = { terms, precision: 1, available: '300', position: position() };

describe('marginPreview', () => {
  it('moves the liquidation price away when margin is added and closer when it is taken', () => {
    // 1,100 backing: 50,000 × 0.89 / 0.996 = 44,678.71…; 900: 50,000 × 0.91 / 0.996 = 45,682.73…
    expect(marginPreview({ ...base, type: 'ADD', amount: '100' })).toEqual({
      maxMinor: 300n * 100_000_000n,
      liquidation: '44678.7',
    });
    expect(marginPreview({ ...base, type: 'REMOVE', amount: '100' }).liquidation).toBe('45682.7');
    // A SHORT's rises when margin is added: 50,000 × 1.11 / 1.004 = 55,278.88…, rounded up.
    const short = position({ tradeType: 'SHORT', liquidationPrice: '54780.9' });
    expect(marginPreview({ ...base, position: short, type: 'ADD', amount: '100' }).liquidation).toBe(
      '55278.9',
    );
  });

  it('lets no more be removed than the margin above the initial margin after any loss at mark', () => {
    const roomy = position({ margin: '1200' });
    expect(marginPreview({ ...base, position: roomy, type: 'REMOVE', amount: '' }).maxMinor).toBe(
      200n * 100_000_000n,
    );
    // At 49,000 the LONG has lost 10,000 × 1,000 / 50,000 = 200: nothing left to take.
    const losing = position({ margin: '1200', markPrice: '49000' });
    expect(marginPreview({ ...base, position: losing, type: 'REMOVE', amount: '' }).maxMinor).toBe(0n);
    expect(marginPreview({ ...base, type: 'REMOVE', amount: '' }).maxMinor).toBe(0n);
  });

  it('shows no price without an amount, and no free balance before the wallet is known', () => {
    expect(marginPreview({ ...base, type: 'ADD', amount: '' }).liquidation).toBeNull();
    expect(marginPreview({ ...base, available: undefined, type: 'ADD', amount: '1' }).maxMinor).toBeNull();
  });
});
