import {
  futuresInfoSchema,
  futuresOptionSchema,
  futuresOrderSchema,
  futuresPositionSchema,
  leverageSettingSchema,
} from '@baro/contracts/routes/futures';
import type { FuturesOrder, FuturesPosition } from '@baro/contracts/routes/futures';
import { futuresEventSchema } from '@baro/contracts/sockets/futures';
import type { FuturesEvent } from '@baro/contracts/sockets/futures';

// Fixture answers for the futures tests, each parsed by the contract's own schema, so a fixture that
// drifts from the wire fails here rather than passing a test the real server would not. Only test
// files import this module.

export const BTC_OPTION = futuresOptionSchema.parse({
  id: 11,
  stock: 'BTCUSDT',
  precision: 1,
  maxLeverage: 50,
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
