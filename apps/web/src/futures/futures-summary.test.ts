import { describe, expect, it } from 'vitest';
import { walletEntry } from '../wallet/wallet-test-kit.tsx';
import { futuresSummary } from './futures-summary.ts';
import { toUnits, USDT_SCALE } from './futures-math.ts';

const usdt = (text: string) => toUnits(text, USDT_SCALE) ?? 0n;

describe('the futures summary row (잔고 / 미실현손익 / 평가자산)', () => {
  it('counts the margin a position holds: 100 available, 50 margin and +5 uPnL is 155 of equity', () => {
    const entry = { ...walletEntry('FUTURES', 'USDT', '100', '50'), pnl: '5' };
    expect(futuresSummary(entry, null)).toEqual({
      balance: usdt('150'),
      pnl: usdt('5'),
      equity: usdt('155'),
    });
  });

  it("counts a resting order's hold in the balance: it is the member's until a fill spends it", () => {
    // 100 available, 20.08 held by a resting LIMIT's margin and fees, no position.
    const entry = walletEntry('FUTURES', 'USDT', '100', '20.08');
    expect(futuresSummary(entry, null)).toEqual({ balance: usdt('120.08'), pnl: 0n, equity: usdt('120.08') });
  });

  it('takes the uPnL from the latest cross push once one arrived, the balance still from the wallet', () => {
    const entry = { ...walletEntry('FUTURES', 'USDT', '100', '50'), pnl: '5' };
    expect(futuresSummary(entry, { markPnl: '-12.5' })).toEqual({
      balance: usdt('150'),
      pnl: usdt('-12.5'),
      equity: usdt('137.5'),
    });
  });

  it('is nothing until the FUTURES wallet has been read', () => {
    expect(futuresSummary(undefined, { markPnl: '1' })).toBeNull();
  });
});
