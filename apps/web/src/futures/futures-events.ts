import type { FuturesOrder, FuturesPosition } from '@baro/contracts/routes/futures';
import type { FuturesEvent } from '@baro/contracts/sockets/futures';
import { copyTradeToast } from '../copytrade/copy-labels.ts';
import type { SoundFlag } from '../settings/local-settings.ts';
import type { OrderToastTone } from '../ui/toasts.ts';

// What each `/user/queue/futures` event (spec §4) does to the screen's lists, which toast it shows
// and which order sound it rings: pure, so the socket hook only applies the answers. Order events
// carry the whole order and position events the whole position (the contract), so a row is replaced
// without reading the list again.

/** The open positions after `event`; the same array when the event does not touch them. */
export function positionsAfter(
  positions: readonly FuturesPosition[],
  event: FuturesEvent,
): FuturesPosition[] {
  const list = [...positions];
  switch (event.type) {
    case 'POSITION_OPEN':
    case 'POSITION_UPDATE': {
      const { type: _type, seq: _seq, ...position } = event;
      const at = list.findIndex((row) => row.futuresPositionId === position.futuresPositionId);
      if (at === -1) return [position, ...list];
      list[at] = position;
      return list;
    }
    case 'POSITION_CLOSE':
    case 'POSITION_LIQUID':
      return list.filter((row) => row.futuresPositionId !== event.futuresPositionId);
    case 'POSITION_UPDATE_LIQUIDPRICE':
      return list.map((row) =>
        row.futuresPositionId === event.futuresPositionId
          ? { ...row, liquidationPrice: event.liquidationPrice }
          : row,
      );
    case 'POSITION_WARN':
      return list.map((row) =>
        row.futuresPositionId === event.futuresPositionId ? { ...row, markPrice: event.markPrice } : row,
      );
    case 'ORDER_SUCCESS':
    case 'ORDER_CANCEL':
    case 'ORDER_FILLED':
    case 'ORDER_UPDATE':
    case 'COPYTRADE_OPEN':
    case 'COPYTRADE_CLOSE':
    case 'LEVERAGE_UPDATE':
      // A copy trade's position arrives as its own POSITION_* event.
      return list;
  }
}

/**
 * Whether the order belongs in the open-orders list: an OPEN LIMIT or STOP order, as the server's
 * `/futures/order/open_order` lists them. A position's TP/SL orders are OPEN too but live on the
 * position (its TP/SL dialog); listed here they would offer a cancel that 전체 취소 does not take.
 */
function isResting(order: FuturesOrder): boolean {
  return order.status === 'OPEN' && order.marketType !== 'TAKEPROFIT' && order.marketType !== 'STOPLOSS';
}

/** The resting orders after `event`: an open order is added or replaced, a finished one removed. */
export function openOrdersAfter(orders: readonly FuturesOrder[], event: FuturesEvent): FuturesOrder[] {
  switch (event.type) {
    case 'ORDER_SUCCESS':
    case 'ORDER_UPDATE':
    case 'ORDER_CANCEL':
    case 'ORDER_FILLED': {
      const { type: _type, seq: _seq, ...order } = event;
      const others = orders.filter((row) => row.id !== order.id);
      return isResting(order) && event.type !== 'ORDER_CANCEL' && event.type !== 'ORDER_FILLED'
        ? [order, ...others]
        : others;
    }
    case 'POSITION_CLOSE':
    case 'POSITION_LIQUID':
      // The position's TP/SL orders go with it.
      return orders.filter((row) => row.futuresPositionId !== event.futuresPositionId);
    case 'POSITION_OPEN':
    case 'POSITION_UPDATE':
    case 'POSITION_UPDATE_LIQUIDPRICE':
    case 'POSITION_WARN':
    case 'COPYTRADE_OPEN':
    case 'COPYTRADE_CLOSE':
    case 'LEVERAGE_UPDATE':
      return [...orders];
  }
}

/** Whether the event adds a row to the order history (a fill, a cancel, a close). */
export function changesHistory(event: FuturesEvent): boolean {
  return (
    event.type === 'ORDER_FILLED' ||
    event.type === 'ORDER_CANCEL' ||
    event.type === 'POSITION_CLOSE' ||
    event.type === 'POSITION_LIQUID'
  );
}

export interface FuturesToast {
  readonly message: string;
  readonly tone: OrderToastTone;
}

/**
 * The toast of spec §4 for an event, or null: order complete, cancelled and filled (success; not
 * the system's LIQUIDATION order), liquidation risk (warning), liquidated '청산' (error), leverage
 * changed (warning) only when the page shows that option (`routeOptionId`), and a copy placed or
 * closed (success) or skipped (warning).
 */
export function futuresToast(event: FuturesEvent, routeOptionId: number | null): FuturesToast | null {
  switch (event.type) {
    case 'ORDER_SUCCESS':
      return { message: `${event.stock} 주문이 완료되었습니다.`, tone: 'success' };
    case 'ORDER_CANCEL':
      return { message: `${event.stock} 주문이 취소되었습니다.`, tone: 'success' };
    case 'ORDER_FILLED':
      // The system's LIQUIDATION order is not the member's: its POSITION_LIQUID says '청산'.
      return event.marketType === 'LIQUIDATION'
        ? null
        : { message: `${event.stock} 주문이 체결되었습니다.`, tone: 'success' };
    case 'POSITION_WARN':
      return { message: `청산 위험: 증거금률 ${event.marginRatio}%`, tone: 'warning' };
    case 'POSITION_LIQUID':
      return { message: '청산', tone: 'error' };
    case 'LEVERAGE_UPDATE':
      return event.futuresOptionId === routeOptionId
        ? { message: `레버리지가 ${event.leverage}x로 변경되었습니다.`, tone: 'warning' }
        : null;
    case 'COPYTRADE_OPEN':
    case 'COPYTRADE_CLOSE':
      return copyTradeToast(event);
    case 'ORDER_UPDATE':
    case 'POSITION_OPEN':
    case 'POSITION_UPDATE':
    case 'POSITION_CLOSE':
    case 'POSITION_UPDATE_LIQUIDPRICE':
      return null;
  }
}

/**
 * The order sound of the member's settings an event rings (spec §3 SUCCESS, CANCEL, FILLED): a
 * resting order accepted rings SUCCESS (a market order rings when it fills), a cancel CANCEL, a fill
 * FILLED, except the fill of the system's LIQUIDATION order, which no order of the member made.
 */
export function futuresSound(event: FuturesEvent): SoundFlag | null {
  if (event.type === 'ORDER_SUCCESS') return event.marketType === 'MARKET' ? null : 'SUCCESS';
  if (event.type === 'ORDER_CANCEL') return 'CANCEL';
  if (event.type === 'ORDER_FILLED') return event.marketType === 'LIQUIDATION' ? null : 'FILLED';
  return null;
}
