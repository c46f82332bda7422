import { describe, expect, it } from 'vitest';
import { futuresChartLines } from './chart-lines.ts';
import {
  changesHistory,
  futuresSound,
  futuresToast,
  openOrdersAfter,
  positionsAfter,
} from './futures-events.ts';
import { event, order, position } from './futures-test-kit.ts';

const closeTick = { source: 'replay', at: '2026-01-05T02:00:00.000Z', price: '55000' };

/** A TP or SL order of position 501, triggering at `stopPrice`. */
function tpslOrder(id: number, marketType: 'TAKEPROFIT' | 'STOPLOSS', stopPrice: string) {
  return order({ id, marketType, futuresPositionId: 501, price: null, stopPrice });
}

describe('futures events on the lists', () => {
  it('opens, updates and closes a position', () => {
    const opened = positionsAfter([], event({ type: 'POSITION_OPEN', ...position() }));
    expect(opened.map((row) => row.qty)).toEqual(['10000']);
    const updated = positionsAfter(opened, event({ type: 'POSITION_UPDATE', ...position({ qty: '15000' }) }));
    expect(updated.map((row) => row.qty)).toEqual(['15000']);
    const liquid = positionsAfter(
      updated,
      event({
        type: 'POSITION_UPDATE_LIQUIDPRICE',
        futuresPositionId: 501,
        futuresOptionId: 11,
        tradeType: 'LONG',
        liquidationPrice: '44000',
      }),
    );
    expect(liquid[0]?.liquidationPrice).toBe('44000');
    const closed = positionsAfter(
      liquid,
      event({
        type: 'POSITION_CLOSE',
        ...position(),
        marketType: 'TAKEPROFIT',
        closePrice: '55000',
        realizedPnl: '1000',
        closeTick,
      }),
    );
    expect(closed).toEqual([]);
  });

  it('adds a resting order, and removes it when it fills or is cancelled', () => {
    const rested = openOrdersAfter([], event({ type: 'ORDER_SUCCESS', ...order() }));
    expect(rested.map((row) => row.id)).toEqual([901]);
    const market = openOrdersAfter(
      rested,
      event({ type: 'ORDER_SUCCESS', ...order({ id: 902, marketType: 'MARKET', status: 'FILLED' }) }),
    );
    expect(market.map((row) => row.id)).toEqual([901]);
    const filled = openOrdersAfter(rested, event({ type: 'ORDER_FILLED', ...order({ status: 'FILLED' }) }));
    expect(filled).toEqual([]);
    expect(
      openOrdersAfter(rested, event({ type: 'ORDER_CANCEL', ...order({ status: 'CANCELLED' }) })),
    ).toEqual([]);
  });

  it("keeps a position's TP/SL orders out of the open orders, as open_order does", () => {
    const tp = tpslOrder(904, 'TAKEPROFIT', '55000');
    const sl = tpslOrder(905, 'STOPLOSS', '45000');
    const afterTp = openOrdersAfter([order()], event({ type: 'ORDER_SUCCESS', ...tp }));
    expect(afterTp.map((row) => row.id)).toEqual([901]);
    expect(openOrdersAfter(afterTp, event({ type: 'ORDER_UPDATE', ...sl })).map((row) => row.id)).toEqual([
      901,
    ]);
  });

  it("drops a closed position's TP/SL orders with it", () => {
    const tp = tpslOrder(903, 'TAKEPROFIT', '55000');
    const after = openOrdersAfter(
      [tp, order()],
      event({
        type: 'POSITION_LIQUID',
        ...position(),
        marketType: 'LIQUIDATION',
        closePrice: '45000',
        realizedPnl: '-1000',
        closeTick,
      }),
    );
    expect(after.map((row) => row.id)).toEqual([901]);
  });
});

describe('futures toasts and sounds (spec §4)', () => {
  it('says each event in its tone, leverage only for the page’s option', () => {
    expect(futuresToast(event({ type: 'ORDER_FILLED', ...order({ status: 'FILLED' }) }), 11)).toEqual({
      message: 'BTCUSDT 주문이 체결되었습니다.',
      tone: 'success',
    });
    expect(
      futuresToast(
        event({
          type: 'POSITION_LIQUID',
          ...position(),
          marketType: 'LIQUIDATION',
          closePrice: '45000',
          realizedPnl: '-1000',
          closeTick,
        }),
        11,
      ),
    ).toEqual({ message: '청산', tone: 'error' });
    expect(
      futuresToast(
        event({
          type: 'POSITION_WARN',
          futuresPositionId: 501,
          futuresOptionId: 11,
          tradeType: 'LONG',
          marginRatio: '82.5',
          markPrice: '45500',
        }),
        11,
      )?.tone,
    ).toBe('warning');
    const leverage = event({
      type: 'LEVERAGE_UPDATE',
      futuresOptionId: 11,
      leverage: 20,
      marginType: 'CROSS',
    });
    expect(futuresToast(leverage, 11)).toEqual({
      message: '레버리지가 20x로 변경되었습니다.',
      tone: 'warning',
    });
    expect(futuresToast(leverage, 12)).toBeNull();
  });

  it('rings the settings’ sounds', () => {
    expect(futuresSound(event({ type: 'ORDER_SUCCESS', ...order() }))).toBe('SUCCESS');
    expect(
      futuresSound(event({ type: 'ORDER_SUCCESS', ...order({ marketType: 'MARKET', price: null }) })),
    ).toBeNull();
    expect(futuresSound(event({ type: 'ORDER_CANCEL', ...order({ status: 'CANCELLED' }) }))).toBe('CANCEL');
    expect(futuresSound(event({ type: 'ORDER_FILLED', ...order({ status: 'FILLED' }) }))).toBe('FILLED');
    expect(changesHistory(event({ type: 'ORDER_FILLED', ...order({ status: 'FILLED' }) }))).toBe(true);
  });

  it('neither toasts nor rings the fill of the system’s LIQUIDATION order: its POSITION_LIQUID says 청산', () => {
    const liquidation = event({
      type: 'ORDER_FILLED',
      ...order({ status: 'FILLED', marketType: 'LIQUIDATION', price: null }),
    });
    expect(futuresToast(liquidation, 11)).toBeNull();
    expect(futuresSound(liquidation)).toBeNull();
    // The order still reaches the history.
    expect(changesHistory(liquidation)).toBe(true);
  });
});

describe('chart lines', () => {
  it('draws entry, liquidation, TP, SL and the resting orders', () => {
    const lines = futuresChartLines(
      [position({ takeProfit: '55000', stopLoss: '48000' })],
      [
        order(),
        order({ id: 904, marketType: 'STOPLIMIT', price: '52000', stopPrice: '51500', tradeType: 'SHORT' }),
      ],
    );
    expect(lines.map((line) => `${line.title}@${line.price}`)).toEqual([
      '진입 롱@50000',
      '청산가@45180.7',
      'TP@55000',
      'SL@48000',
      '지정가@48000',
      '스탑리밋@52000',
      '스탑리밋 발동@51500',
    ]);
  });
});
