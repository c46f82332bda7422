import type { OverseaFill, OverseaOrderView, OverseaPositionView } from '@baro/domain';

// The rows one decision leaves behind, in their final state: a decision may place an order and its
// losscut cancel it, or open a position a session end then closes, so each row is written once, as it
// ends, by a few set-based statements (write-statements.ts) however many members the decision touched.

/** An order row as the decision leaves it: a new one to insert, or an open one to update. */
export interface OrderWrite {
  id: number;
  readonly isNew: boolean;
  readonly memberId: number;
  readonly stock: string;
  readonly side: string;
  readonly marketType: string;
  readonly sessionEnd: boolean;
  readonly memberPlaced: boolean;
  status: 'OPEN' | 'FILLED' | 'CANCELLED';
  readonly qty: number;
  readonly price: number | null;
  readonly tpTick: number | null;
  readonly slTick: number | null;
  readonly seq: number;
  held: bigint;
  positionId: number | null;
  fill: OverseaFill | null;
  request: { readonly requestId: string; readonly hash: string } | null;
}

/** A position row as the decision leaves it. */
export interface PositionWrite {
  readonly id: number;
  readonly isNew: boolean;
  readonly memberId: number;
  readonly stock: string;
  readonly side: string;
  view: OverseaPositionView;
  /** Realised pnl this decision adds to the row's. */
  pnlMinor: bigint;
  /** The fill that closed it, with its kind; null while open. */
  close: OverseaFill | null;
}

/** A new order row the member placed, in the state the engine reports it. */
export function placedOrder(
  memberId: number,
  order: OverseaOrderView,
  request: OrderWrite['request'],
): OrderWrite {
  return {
    id: Number(order.orderId),
    isNew: true,
    memberId,
    stock: order.stock,
    side: order.side,
    marketType: order.type,
    sessionEnd: false,
    memberPlaced: true,
    status: 'OPEN',
    qty: order.lots,
    price: order.type === 'MARKET' ? null : order.price,
    tpTick: order.tpTick,
    slTick: order.slTick,
    seq: order.seq,
    held: order.heldMinor,
    positionId: null,
    fill: null,
    request,
  };
}

/** An open order row the decision changes (cancelled or filled): only its new state is written. */
export function existingOrder(memberId: number, order: OverseaOrderView): OrderWrite {
  return { ...placedOrder(memberId, order, null), isNew: false };
}

/** A row for a fill no member's order made: TP, SL, a losscut or a session end; its id comes later. */
export function systemOrder(
  memberId: number,
  placeholderId: number,
  fill: OverseaFill,
  positionId: number,
): OrderWrite {
  const marketType =
    fill.kind === 'TAKEPROFIT' || fill.kind === 'STOPLOSS' || fill.kind === 'LIQUIDATION'
      ? fill.kind
      : 'MARKET';
  return {
    id: placeholderId,
    isNew: true,
    memberId,
    stock: fill.stock,
    side: fill.side,
    marketType,
    // A session-end close has no wire name of its own: a MARKET row marked `session_end`.
    sessionEnd: fill.kind === 'SESSION_END',
    memberPlaced: false,
    status: 'FILLED',
    qty: fill.lots,
    price: null,
    tpTick: null,
    slTick: null,
    seq: 0,
    held: 0n,
    positionId,
    fill,
    request: null,
  };
}

/** The close type a position records: the fill kind, a session end recorded as MARKET. */
export function closeTypeOf(fill: OverseaFill): string {
  return fill.kind === 'SESSION_END' ? 'MARKET' : fill.kind;
}
