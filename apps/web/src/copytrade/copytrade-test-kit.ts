import {
  copyOrderSchema,
  followerSummarySchema,
  profitShareSchema,
  traderChartPointSchema,
  traderFollowerSchema,
  traderOrderSchema,
  traderSchema,
} from '@baro/contracts/routes/copytrade';
import type { CopyOrder, Trader, TraderFollower } from '@baro/contracts/routes/copytrade';

// Fixture answers for the copy-trading tests, each parsed by the contract's own schema so a fixture
// that drifts from the wire fails here. Only test files import this module.

export function trader(overrides: Partial<Trader> = {}): Trader {
  return traderSchema.parse({
    id: 3,
    nick: '고수트레이더',
    introduction: 'BTC 추세 추종만 합니다.',
    isActive: true,
    followerCount: 12,
    followerMax: 100,
    isFull: false,
    roi7d: '4.2',
    roi30d: '18.456',
    roi90d: '-3.5',
    pnl7d: '420',
    pnl30d: '1845.6',
    pnl90d: '-350',
    winRate: '62.5',
    maxDrawdown: '8.25',
    aum: '25000',
    profitSharePercent: '10',
    followerRoi30d: '12.1',
    skippedPercent30d: '4.75',
    roiSeries30d: ['0', '2.5', '1', '7.75', '18.456'],
    sharesPositions: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function follow(overrides: Partial<TraderFollower> = {}): TraderFollower {
  return traderFollowerSchema.parse({
    id: 41,
    traderId: 3,
    traderNick: '고수트레이더',
    followerNick: '바로*원',
    followStock: ['BTCUSDT', 'ETHUSDT'],
    multiplyPer: 50,
    maxBet: '500',
    oneMaxBet: '50',
    usedBet: '120.5',
    realizedPnl: '33.3',
    isActive: true,
    createdAt: '2026-01-03T00:00:00.000Z',
    endedAt: null,
    ...overrides,
  });
}

export function copyOrder(overrides: Partial<CopyOrder> = {}): CopyOrder {
  return copyOrderSchema.parse({
    futuresFollowerOrderId: 701,
    futuresTraderOrderId: 601,
    traderId: 3,
    traderNick: '고수트레이더',
    followerNick: '바로*원',
    futuresOptionId: 11,
    stock: 'BTCUSDT',
    tradeType: 'LONG',
    leverage: 10,
    margin: '50',
    qty: '500',
    openPrice: '50000',
    closePrice: null,
    realizedPnl: null,
    profitShare: null,
    status: 'OPEN',
    skipReason: null,
    openedAt: '2026-01-05T01:00:00.000Z',
    closedAt: null,
    ...overrides,
  });
}

export function traderOrder(overrides: Record<string, unknown> = {}) {
  return traderOrderSchema.parse({
    futuresTraderOrderId: 601,
    futuresOptionId: 11,
    stock: 'BTCUSDT',
    tradeType: 'LONG',
    leverage: 10,
    margin: '100',
    qty: '1000',
    openPrice: '50000',
    closePrice: null,
    realizedPnl: null,
    copyCount: 4,
    status: 'OPEN',
    openedAt: '2026-01-05T01:00:00.000Z',
    closedAt: null,
    ...overrides,
  });
}

export function chartPoint(date: string, pnl: string, roi: string) {
  return traderChartPointSchema.parse({ date, pnl, cumulativePnl: pnl, roi });
}

export function summary(overrides: Record<string, unknown> = {}) {
  return followerSummarySchema.parse({
    isFollowing: true,
    copyCount: 7,
    realizedPnl: '33.3',
    profitSharePaid: '3.7',
    ...overrides,
  });
}

export function profitShare(id: number, amount: string) {
  return profitShareSchema.parse({
    id,
    futuresFollowerOrderId: 700 + id,
    followerNick: '바로*원',
    amount,
    createdAt: '2026-01-06T03:00:00.000Z',
  });
}
