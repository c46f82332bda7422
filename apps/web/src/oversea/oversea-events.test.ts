import { overseaEventSchema } from '@baro/contracts/sockets/oversea';
import { describe, expect, it } from 'vitest';
import {
  changesOverseaHistory,
  optionCloseOutcome,
  overseaNotice,
  overseaOrdersAfter,
  overseaPositionsAfter,
  overseaSound,
} from './oversea-events.ts';

const ORDER = {
  id: 41,
  overseaOptionId: 1,
  overseaPositionId: null,
  stock: 'NQ',
  tradeType: 'LONG',
  marketType: 'LIMIT',
  status: 'OPEN',
  qty: 1,
  price: '17990',
  fee: '0',
  fillTick: null,
  createdAt: '2026-01-05T01:00:00.000Z',
  updatedAt: '2026-01-05T01:00:00.000Z',
} as const;
const POSITION = {
  overseaPositionId: 31,
  overseaOptionId: 1,
  stock: 'NQ',
  tradeType: 'LONG',
  qty: 1,
  entryPrice: '18000',
  lastPrice: '18000',
  margin: '1000000',
  unrealizedPnl: '0',
  tpTick: null,
  slTick: null,
  tpPrice: null,
  slPrice: null,
  isOvernight: false,
  openedAt: '2026-01-05T01:00:00.000Z',
  updatedAt: '2026-01-05T01:00:00.000Z',
} as const;
const event = (raw: Record<string, unknown>) => overseaEventSchema.parse(raw);
const closed = { marketType: 'LIQUIDATION', closePrice: '17900', realizedPnl: '-1', closeTick: null };

describe('overseas queue events', () => {
  it('adds a resting order and drops it when it fills or is cancelled', () => {
    const added = overseaOrdersAfter([], event({ type: 'ORDER_SUCCESS', seq: 1, ...ORDER }));
    expect(added.map((row) => row.id)).toEqual([41]);
    expect(
      overseaOrdersAfter(added, event({ type: 'ORDER_FILLED', seq: 2, ...ORDER, status: 'FILLED' })),
    ).toEqual([]);
    expect(
      overseaOrdersAfter(added, event({ type: 'ORDER_CANCEL', seq: 2, ...ORDER, status: 'CANCELLED' })),
    ).toEqual([]);
  });
  it('replaces a position on update and removes it, with every open order, on the losscut', () => {
    const opened = overseaPositionsAfter([], event({ type: 'POSITION_OPEN', seq: 1, ...POSITION }));
    const updated = overseaPositionsAfter(
      opened,
      event({ type: 'POSITION_UPDATE', seq: 2, ...POSITION, qty: 3 }),
    );
    expect(updated.map((row) => row.qty)).toEqual([3]);
    const liquid = event({
      type: 'POSITION_LIQUID',
      seq: 3,
      ...POSITION,
      ...closed,
      closeTick: { source: 'replay', at: '2026-01-05T02:00:00.000Z', price: '17900' },
    });
    expect(overseaPositionsAfter(updated, liquid)).toEqual([]);
    const orders = overseaOrdersAfter([], event({ type: 'ORDER_SUCCESS', seq: 1, ...ORDER }));
    expect(overseaOrdersAfter(orders, liquid)).toEqual([]);
    expect(overseaNotice(liquid)).toBe('liquidated');
  });
  it('rings SUCCESS only for resting types, and FILLED with the 주문 체결완료 notice', () => {
    expect(overseaSound(event({ type: 'ORDER_SUCCESS', seq: 1, ...ORDER, marketType: 'MARKET' }))).toBeNull();
    expect(overseaSound(event({ type: 'ORDER_SUCCESS', seq: 1, ...ORDER, marketType: 'STOPMARKET' }))).toBe(
      'SUCCESS',
    );
    const filled = event({ type: 'ORDER_FILLED', seq: 1, ...ORDER, status: 'FILLED' });
    expect(overseaSound(filled)).toBe('FILLED');
    expect(overseaNotice(filled)).toBe('filled');
  });
  it('says nothing for the fill of a losscut order, which its POSITION_LIQUID announces', () => {
    const losscut = event({
      type: 'ORDER_FILLED',
      seq: 1,
      ...ORDER,
      marketType: 'LIQUIDATION',
      price: null,
      status: 'FILLED',
    });
    expect(overseaNotice(losscut)).toBeNull();
    expect(overseaSound(losscut)).toBeNull();
    // The order still leaves the open orders and reaches the history.
    expect(overseaOrdersAfter([], losscut)).toEqual([]);
    expect(changesOverseaHistory(losscut)).toBe(true);
  });
  it('after a session close goes to /oversea while another option trades, else to /more', () => {
    const closing = { overseaOptionId: 1, stock: 'NQ' };
    expect(
      optionCloseOutcome(
        [
          { id: 1, isRest: true },
          { id: 2, isRest: false },
        ],
        closing,
      ),
    ).toEqual({
      message: '현재 NQ이 휴장처리되었습니다.',
      path: '/oversea',
      reload: true,
    });
    expect(
      optionCloseOutcome(
        [
          { id: 1, isRest: true },
          { id: 2, isRest: true },
        ],
        closing,
      ),
    ).toEqual({
      message: '현재 모든종목이 휴장처리되었습니다.',
      path: '/more',
      reload: false,
    });
  });
});
