import type { OverseaOrder, OverseaPosition } from '@baro/contracts/routes/oversea';
import type { OverseaEvent } from '@baro/contracts/sockets/oversea';
import type { SoundFlag } from '../settings/local-settings.ts';

// What each `/user/queue/oversea` event (spec §4) does to the screen's lists, which notification it
// shows and which order sound it rings: pure, so the socket hook only applies the answers. Events
// carry the whole order or position (the contract), so a row is replaced without reading again.

/** The open positions after `event`; the rows unchanged when the event does not touch them. */
export function overseaPositionsAfter(
  positions: readonly OverseaPosition[],
  event: OverseaEvent,
): OverseaPosition[] {
  switch (event.type) {
    case 'POSITION_OPEN':
    case 'POSITION_UPDATE': {
      const { type: _type, seq: _seq, ...position } = event;
      const at = positions.findIndex((row) => row.overseaPositionId === position.overseaPositionId);
      if (at === -1) return [position, ...positions];
      const list = [...positions];
      list[at] = position;
      return list;
    }
    case 'POSITION_CLOSE':
    case 'POSITION_LIQUID':
      return positions.filter((row) => row.overseaPositionId !== event.overseaPositionId);
    case 'ORDER_SUCCESS':
    case 'ORDER_CANCEL':
    case 'ORDER_FILLED':
    case 'ORDER_UPDATE':
      return [...positions];
  }
}

/** The resting orders after `event`: an open order added or replaced, a finished one removed. */
export function overseaOrdersAfter(orders: readonly OverseaOrder[], event: OverseaEvent): OverseaOrder[] {
  switch (event.type) {
    case 'ORDER_SUCCESS':
    case 'ORDER_UPDATE':
    case 'ORDER_CANCEL':
    case 'ORDER_FILLED': {
      const { type: _type, seq: _seq, ...order } = event;
      const others = orders.filter((row) => row.id !== order.id);
      const resting =
        order.status === 'OPEN' && event.type !== 'ORDER_CANCEL' && event.type !== 'ORDER_FILLED';
      return resting ? [order, ...others] : others;
    }
    case 'POSITION_LIQUID':
      // The losscut cancels every open order of the member (DOMAIN.md §4).
      return [];
    case 'POSITION_OPEN':
    case 'POSITION_UPDATE':
    case 'POSITION_CLOSE':
      return [...orders];
  }
}

/** Whether the event adds a row to the history or the daily profit (a fill, a cancel, a close). */
export function changesOverseaHistory(event: OverseaEvent): boolean {
  return (
    event.type === 'ORDER_FILLED' ||
    event.type === 'ORDER_CANCEL' ||
    event.type === 'POSITION_CLOSE' ||
    event.type === 'POSITION_LIQUID'
  );
}

/**
 * Spec §4's notification: '주문 체결완료' on a fill, '청산' on the losscut, none otherwise. The losscut's
 * own LIQUIDATION orders are no order of the member's: their fills say nothing, the POSITION_LIQUID
 * that follows says '청산'.
 */
export function overseaNotice(event: OverseaEvent): 'filled' | 'liquidated' | null {
  if (event.type === 'ORDER_FILLED') return event.marketType === 'LIQUIDATION' ? null : 'filled';
  if (event.type === 'POSITION_LIQUID') return 'liquidated';
  return null;
}

/**
 * Spec §4's sounds: an accepted LIMIT, STOPLIMIT or STOPMARKET order rings SUCCESS (a market order
 * rings when it fills), a cancel CANCEL, a fill FILLED (not a losscut's LIQUIDATION order's).
 */
export function overseaSound(event: OverseaEvent): SoundFlag | null {
  if (event.type === 'ORDER_SUCCESS') {
    return ['LIMIT', 'STOPLIMIT', 'STOPMARKET'].includes(event.marketType) ? 'SUCCESS' : null;
  }
  if (event.type === 'ORDER_CANCEL') return 'CANCEL';
  if (event.type === 'ORDER_FILLED') return event.marketType === 'LIQUIDATION' ? null : 'FILLED';
  return null;
}

/** What the page does when the option it shows closes (spec §4 OVERSEA_OPTION_CLOSE). */
export interface OptionCloseOutcome {
  readonly message: string;
  /** Where it goes: /oversea with a full reload while other options trade, else /more. */
  readonly path: '/oversea' | '/more';
  readonly reload: boolean;
}

/**
 * Spec §4: with the list read again, if other options remain open the alert names the closed stock
 * and the page reloads at /oversea (which opens the first one); if none remain, /more.
 */
export function optionCloseOutcome(
  options: readonly { id: number; isRest: boolean }[],
  closed: { overseaOptionId: number; stock: string },
): OptionCloseOutcome {
  const remaining = options.some((option) => option.id !== closed.overseaOptionId && !option.isRest);
  return remaining
    ? { message: `현재 ${closed.stock}이 휴장처리되었습니다.`, path: '/oversea', reload: true }
    : { message: '현재 모든종목이 휴장처리되었습니다.', path: '/more', reload: false };
}
