import { describe, expect, it } from 'vitest';
import { futuresEventSchema } from './futures.ts';
import { overseaEventSchema, overseaTopicEventSchema } from './oversea.ts';

const at = '2025-03-03T01:02:03.000Z';
const tick = { source: 'simulated', at, price: '50000' };

const futuresOrder = {
  id: 11,
  futuresOptionId: 1,
  futuresPositionId: null,
  stock: 'BTCUSDT',
  tradeType: 'LONG',
  marketType: 'LIMIT',
  status: 'OPEN',
  qty: '1000',
  price: '49000.5',
  stopPrice: null,
  isMark: false,
  leverage: 10,
  marginType: 'ISOLATED',
  margin: '100',
  fee: '0',
  // Nothing realised while the order rests.
  realizedPnl: null,
  // TP/SL at entry, put on the position when the order fills.
  takeProfit: '52000',
  stopLoss: '47000',
  isMarkTp: false,
  isMarkSl: true,
  fillTick: null,
  createdAt: at,
  updatedAt: at,
};

const futuresPosition = {
  futuresPositionId: 21,
  futuresOptionId: 1,
  stock: 'BTCUSDT',
  tradeType: 'SHORT',
  marginType: 'CROSS',
  leverage: 20,
  qty: '10000',
  entryPrice: '50000',
  markPrice: '55000',
  liquidationPrice: '60000',
  margin: '500',
  unrealizedPnl: '-1000',
  roe: '-200.00',
  takeProfit: null,
  stopLoss: null,
  isMarkTp: true,
  isMarkSl: true,
  openedAt: at,
  updatedAt: at,
};

const overseaOrder = {
  id: 31,
  overseaOptionId: 2,
  overseaPositionId: null,
  stock: 'NQ',
  tradeType: 'LONG',
  marketType: 'STOPMARKET',
  status: 'OPEN',
  qty: 3,
  price: '18000.25',
  fee: '0',
  fillTick: null,
  createdAt: at,
  updatedAt: at,
};

const overseaPosition = {
  overseaPositionId: 41,
  overseaOptionId: 2,
  stock: 'NQ',
  tradeType: 'SHORT',
  qty: 1,
  entryPrice: '18000',
  lastPrice: '17990',
  margin: '1500000',
  unrealizedPnl: '270000',
  tpTick: 10,
  slTick: 10,
  tpPrice: '17997.5',
  slPrice: '18002.5',
  isOvernight: false,
  openedAt: at,
  updatedAt: at,
};

describe('futures events', () => {
  it('parses an order event carrying the whole order', () => {
    const event = futuresEventSchema.parse({ type: 'ORDER_SUCCESS', seq: 1, ...futuresOrder });
    expect(event.type).toBe('ORDER_SUCCESS');
  });

  it('parses a liquidation with the tick that decided it', () => {
    const event = futuresEventSchema.parse({
      type: 'POSITION_LIQUID',
      seq: 7,
      ...futuresPosition,
      marketType: 'LIQUIDATION',
      closePrice: '60000',
      realizedPnl: '-500',
      closeTick: tick,
    });
    expect(event.type).toBe('POSITION_LIQUID');
  });

  it('parses a leverage update', () => {
    const event = { type: 'LEVERAGE_UPDATE', seq: 2, futuresOptionId: 1, leverage: 5, marginType: 'CROSS' };
    expect(futuresEventSchema.safeParse(event).success).toBe(true);
  });

  it('parses a skipped copy with its reason', () => {
    const event = {
      type: 'COPYTRADE_OPEN',
      seq: 3,
      futuresPositionId: null,
      futuresOptionId: 1,
      tradeType: 'LONG',
      futuresFollowerOrderId: 5,
      futuresTraderOrderId: 6,
      traderId: 9,
      margin: '0',
      price: '50000',
      status: 'SKIPPED',
      skipReason: 'INSUFFICIENT_BALANCE',
    };
    expect(futuresEventSchema.safeParse(event).success).toBe(true);
  });

  it('rejects an unknown event type', () => {
    expect(futuresEventSchema.safeParse({ type: 'ORDER_EXPLODED', seq: 1, ...futuresOrder }).success).toBe(
      false,
    );
  });

  it('rejects an event without its sequence number', () => {
    expect(futuresEventSchema.safeParse({ type: 'ORDER_SUCCESS', ...futuresOrder }).success).toBe(false);
  });
});

describe('oversea events', () => {
  it('parses an MIT order event', () => {
    expect(overseaEventSchema.safeParse({ type: 'ORDER_SUCCESS', seq: 1, ...overseaOrder }).success).toBe(
      true,
    );
  });

  it('parses a losscut with the tick that decided it', () => {
    const event = {
      type: 'POSITION_LIQUID',
      seq: 4,
      ...overseaPosition,
      marketType: 'LIQUIDATION',
      closePrice: '18050',
      realizedPnl: '-1350000',
      closeTick: tick,
    };
    expect(overseaEventSchema.safeParse(event).success).toBe(true);
  });

  it('rejects a futures-only event type', () => {
    const event = { type: 'POSITION_WARN', seq: 1, ...overseaPosition };
    expect(overseaEventSchema.safeParse(event).success).toBe(false);
  });
});

describe('oversea topic events', () => {
  it('parses OVERSEA_OPTION_CLOSE', () => {
    const event = { type: 'OVERSEA_OPTION_CLOSE', overseaOptionId: 2, stock: 'NQ', at };
    expect(overseaTopicEventSchema.safeParse(event).success).toBe(true);
  });

  it('parses a ticker batch', () => {
    const item = { stock: 'NQ', lastPrice: '18000', changePercent: '0.35', atMs: 1 };
    expect(overseaTopicEventSchema.safeParse({ type: 'TICKER', items: [item] }).success).toBe(true);
  });

  it('rejects an unknown event type', () => {
    expect(overseaTopicEventSchema.safeParse({ type: 'HALT', overseaOptionId: 2 }).success).toBe(false);
  });
});
