import type { Direction } from '../futures/formulas.ts';
import type { PairedEntry } from '../futures/trigger-pair.ts';
import type {
  OverseaMemberView,
  OverseaOrderType,
  OverseaOrderView,
  OverseaPositionView,
  OverseaSide,
  OverseaTick,
} from './book-types.ts';
import { stopLossPrice, takeProfitPrice } from './formulas.ts';
import type { SessionEndPosition } from './order-rules.ts';
import type { OverseaTerms } from './terms.ts';

/**
 * The mutable records both overseas engines keep. The views are copies handed out in events. The
 * `*Entry` fields and `multiEntries` belong to the indexed engine (`OverseaBook`); the reference leaves
 * them empty.
 */
export interface BookMember {
  readonly memberId: string;
  point: bigint;
  /** Open positions by instrument (one per instrument: one-way). */
  readonly positions: Map<string, BookPosition>;
  readonly orders: Map<string, BookOrder>;
  /** Σ holds of resting orders + Σ position margins: the "reserved margin" of the equity. */
  reserved: bigint;
  /** The member's losscut price entry while all their positions are on one instrument. */
  losscutEntry: Trigger | null;
  /** While the member holds several instruments: their re-check entry on each (`OverseaBook`). */
  readonly multiEntries: Trigger[];
}

export interface BookOrder {
  readonly orderId: string;
  readonly memberId: string;
  readonly stock: string;
  readonly side: OverseaSide;
  readonly type: OverseaOrderType;
  readonly lots: number;
  readonly price: number;
  readonly tpTick: number | null;
  readonly slTick: number | null;
  held: bigint;
  readonly seq: number;
  entry: Trigger | null;
}

export interface BookPosition {
  readonly positionId: string;
  readonly memberId: string;
  readonly stock: string;
  readonly side: OverseaSide;
  lots: number;
  entryPrice: number;
  margin: bigint;
  tpTick: number | null;
  slTick: number | null;
  /** Prices from the ticks and the entry (`takeProfitPrice`, `stopLossPrice`); null: none. */
  tp: number | null;
  sl: number | null;
  overnight: boolean;
  readonly seq: number;
  tpSeq: number;
  slSeq: number;
  tpEntry: Trigger | null;
  slEntry: Trigger | null;
}

/** One instrument's state: terms, last tick, session, and who has something on it. */
export interface InstrumentBook {
  readonly terms: OverseaTerms;
  tick: OverseaTick | null;
  open: boolean;
  readonly positions: Map<string, BookPosition>;
  readonly orders: Map<string, BookOrder>;
}

export type TriggerKind = 'ORDER' | 'TAKEPROFIT' | 'STOPLOSS' | 'LOSSCUT';

/** An entry of a `LevelIndex` of the indexed engine: an order, a TP or SL, or a losscut price. */
export interface Trigger extends PairedEntry<Trigger> {
  readonly kind: TriggerKind;
  readonly seq: number;
  readonly order: BookOrder | null;
  readonly position: BookPosition | null;
  readonly member: BookMember | null;
  indexed: boolean;
  prev: Trigger | null;
  next: Trigger | null;
}

/** Something a tick crossed, as both engines hand it to the rules: by seq. */
export interface Crossed {
  readonly kind: 'ORDER' | 'TAKEPROFIT' | 'STOPLOSS';
  readonly seq: number;
  readonly order: BookOrder | null;
  readonly position: BookPosition | null;
}

export function directionOf(side: OverseaSide): Direction {
  return side === 'LONG' ? 1 : -1;
}

export function opposite(side: OverseaSide): OverseaSide {
  return side === 'LONG' ? 'SHORT' : 'LONG';
}

export function isPrice(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value > 0;
}

/** Lots and TP/SL ticks are positive whole numbers. */
export function isCount(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value > 0;
}

export function newMember(memberId: string, point: bigint): BookMember {
  return {
    memberId,
    point,
    positions: new Map(),
    orders: new Map(),
    reserved: 0n,
    losscutEntry: null,
    multiEntries: [],
  };
}

/** Recomputes a position's TP and SL prices from its ticks and entry. */
export function priceTpsl(position: BookPosition, terms: OverseaTerms): void {
  const direction = directionOf(position.side);
  position.tp =
    position.tpTick === null ? null : takeProfitPrice(direction, position.entryPrice, position.tpTick, terms);
  position.sl =
    position.slTick === null ? null : stopLossPrice(direction, position.entryPrice, position.slTick, terms);
}

export function memberView(member: BookMember): OverseaMemberView {
  return { memberId: member.memberId, pointMinor: member.point };
}

export function orderView(order: BookOrder): OverseaOrderView {
  return {
    orderId: order.orderId,
    memberId: order.memberId,
    stock: order.stock,
    side: order.side,
    type: order.type,
    lots: order.lots,
    price: order.price,
    tpTick: order.tpTick,
    slTick: order.slTick,
    heldMinor: order.held,
    seq: order.seq,
  };
}

export function positionView(position: BookPosition): OverseaPositionView {
  return {
    positionId: position.positionId,
    memberId: position.memberId,
    stock: position.stock,
    side: position.side,
    lots: position.lots,
    entryPrice: position.entryPrice,
    marginMinor: position.margin,
    tpTick: position.tpTick,
    slTick: position.slTick,
    takeProfitPrice: position.tp,
    stopLossPrice: position.sl,
    overnight: position.overnight,
    seq: position.seq,
    tpSeq: position.tpTick === null ? 0 : position.tpSeq,
    slSeq: position.slTick === null ? 0 : position.slSeq,
  };
}

/** A position as `positionsClosedAtSessionEnd` takes it; `overnight` as asked, or as it stands. */
export function sessionEndPosition(
  position: BookPosition,
  terms: OverseaTerms,
  overnight: boolean = position.overnight,
): SessionEndPosition {
  return {
    positionId: position.positionId,
    lots: position.lots,
    marginPerLotMinor: terms.marginPerLotMinor,
    feePerLotMinor: terms.feePerLotMinor,
    overnight,
  };
}
