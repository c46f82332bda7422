import {
  futuresInfoSchema,
  futuresOptionSchema,
  futuresOrderSchema,
  futuresPositionSchema,
  leverageSettingSchema,
} from '@baro/contracts/routes/futures';
import type { FuturesOrder, FuturesPosition } from '@baro/contracts/routes/futures';
import { DEFAULT_MARGIN_TIERS, DEFAULT_TAKER_FEE_BPS } from '@baro/domain';
import type { MarginTier } from '@baro/domain';
import { unitsText, USDT_SCALE } from './futures-math.ts';
import { futuresEventSchema } from '@baro/contracts/sockets/futures';
import type { FuturesEvent } from '@baro/contracts/sockets/futures';

// Fixture answers for the futures tests, each parsed by the contract's own schema, so a fixture that
// drifts from the wire fails here rather than passing a test the real server would not. Only test
// files import this module.

/** A tier table as `/futures/option/list` sends it. */
export function wireTiers(tiers: readonly MarginTier[]) {
  return tiers.map((tier) => ({
    maxNotional: unitsText(tier.maxNotionalMinor, USDT_SCALE),
    maintenanceRateBps: Number(tier.maintenanceRateBps),
    maxLeverage: tier.maxLeverage,
    maintenanceAmount: unitsText(tier.maintenanceAmountMinor, USDT_SCALE),
  }));
}

/** BTC on Binance's brackets, capped at 50× by the site, with the default 0.04 % taker fee. */
export const BTC_OPTION = futuresOptionSchema.parse({
  id: 11,
  stock: 'BTCUSDT',
  precision: 1,
  maxLeverage: 50,
  tiers: wireTiers(DEFAULT_MARGIN_TIERS),
  takerFeeBps: Number(DEFAULT_TAKER_FEE_BPS),
});

export function infoItem(overrides: Partial<Record<string, unknown>> = {}) {
  return futuresInfoSchema.parse({
    futuresOptionId: 11,
    stock: 'BTCUSDT',
    lastPrice: '50000',
    markPrice: '50010',
    priceChangePercent: '1.5',
    fundingRate: '0.0001',
    nextFundingAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  });
}

export function position(overrides: Partial<FuturesPosition> = {}): FuturesPosition {
  return futuresPositionSchema.parse({
    futuresPositionId: 501,
    futuresOptionId: 11,
    stock: 'BTCUSDT',
    tradeType: 'LONG',
    marginType: 'ISOLATED',
    leverage: 10,
    qty: '10000',
    entryPrice: '50000',
    markPrice: '50000',
    liquidationPrice: '45180.7',
    margin: '1000',
    unrealizedPnl: '0',
    roe: '0',
    takeProfit: null,
    stopLoss: null,
    isMarkTp: true,
    isMarkSl: true,
    openedAt: '2026-01-05T01:00:00.000Z',
    updatedAt: '2026-01-05T01:00:00.000Z',
    ...overrides,
  });
}

export function order(overrides: Partial<FuturesOrder> = {}): FuturesOrder {
  return futuresOrderSchema.parse({
    id: 901,
    futuresOptionId: 11,
    futuresPositionId: null,
    stock: 'BTCUSDT',
    tradeType: 'LONG',
    marketType: 'LIMIT',
    status: 'OPEN',
    qty: '500',
    price: '48000',
    stopPrice: null,
    isMark: false,
    leverage: 10,
    marginType: 'ISOLATED',
    margin: '50',
    fee: '0',
    realizedPnl: null,
    takeProfit: null,
    stopLoss: null,
    isMarkTp: false,
    isMarkSl: false,
    fillTick: null,
    createdAt: '2026-01-05T01:00:00.000Z',
    updatedAt: '2026-01-05T01:00:00.000Z',
    ...overrides,
  });
}

export function leverageSetting(leverage = 10, marginType: 'ISOLATED' | 'CROSS' = 'ISOLATED') {
  return leverageSettingSchema.parse({ futuresOptionId: 11, leverage, marginType });
}

/** An event as the queue sends it, checked against the queue's schema. */
export function event(raw: Record<string, unknown>): FuturesEvent {
  return futuresEventSchema.parse({ seq: 1, ...raw });
}

export function page<T>(content: readonly T[]) {
  return { content, page: 1, size: 20, totalElements: content.length, totalPages: 1 };
}
