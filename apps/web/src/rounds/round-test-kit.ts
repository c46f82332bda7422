import type { Bet, TradeRound } from '@baro/contracts/routes/binary';

const T0 = Date.parse('2026-11-24T07:00:00.000Z');

/**
 * A 30 s round starting `index` rounds after T0, its cut-off 3 s before lock (DOMAIN.md §2): id
 * `100 + index` (global), number `1 + index` within its option.
 */
export function round30(index: number, overrides: Partial<TradeRound> = {}): TradeRound {
  const openAt = T0 + index * 30_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    id: 100 + index,
    tradeOptionId: 7,
    roundNo: 1 + index,
    stock: 'BTCUSDT',
    type: 'R.5',
    openAt: iso(openAt),
    betCloseAt: iso(openAt + 27_000),
    lockAt: iso(openAt + 30_000),
    closeAt: iso(openAt + 60_000),
    payout: '1.95',
    lockTick: null,
    closeTick: null,
    result: null,
    voidReason: null,
    status: 0,
    ...overrides,
  };
}

export const ROUND_T0 = T0;

export function bet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 1,
    tradeOptionId: 7,
    tradeRoundId: 100,
    roundNo: 1,
    stock: 'BTCUSDT',
    tradeType: 'R.5',
    type: 'B',
    point: '10000',
    payout: '1.95',
    resultPoint: '0',
    status: 0,
    createdAt: '2026-11-24T07:00:05.000Z',
    settledAt: null,
    ...overrides,
  };
}
