import type { FuturesSide } from '../futures/types.ts';
import type { DecidingTick } from '../rounds/types.ts';
import type { OverseaSiteTerms, OverseaTerms } from './terms.ts';

/**
 * The commands, events and views of one site's overseas futures book (DOMAIN.md §4). Money is KRW
 * in won (bigint), quantities whole lots, prices integer price units of each instrument. A member has
 * at most one position per instrument (one-way, as coin futures: an opposite order reduces, closes or
 * flips it); the side names are coin futures' own.
 */
export type OverseaSide = FuturesSide;

/** What a member places: `STOPMARKET` is shown as MIT (market-if-touched). */
export type OverseaOrderType = 'MARKET' | 'LIMIT' | 'STOPMARKET';

/**
 * What caused a fill: a member's order, a position's TP or SL, the losscut (`LIQUIDATION`), or the
 * close of a position its session end did not let stay (`SESSION_END`; the server records it as a
 * MARKET close, the wire having no name of its own for it).
 */
export type OverseaFillKind = OverseaOrderType | 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION' | 'SESSION_END';

/** One feed update of an instrument: the last trade price, integer price units. */
export interface OverseaTick {
  readonly stock: string;
  readonly source: string;
  readonly atMs: number;
  readonly price: number;
}

/** A resting order: a LIMIT at its limit, a MIT at its level (`price` either way). */
export interface OverseaOrderView {
  readonly orderId: string;
  readonly memberId: string;
  readonly stock: string;
  readonly side: OverseaSide;
  readonly type: OverseaOrderType;
  readonly lots: number;
  readonly price: number;
  /** TP/SL ticks the position takes when this order opens lots; null leaves it without. */
  readonly tpTick: number | null;
  readonly slTick: number | null;
  /** Held from the point while it rests: margin and opening fee of its lots (`orderCostKrwMinor`). */
  readonly heldMinor: bigint;
  /** Placement order; orders one tick crosses fill by it. */
  readonly seq: number;
}

/** A member's position on one instrument. Its id is the id of the order that opened it. */
export interface OverseaPositionView {
  readonly positionId: string;
  readonly memberId: string;
  readonly stock: string;
  readonly side: OverseaSide;
  readonly lots: number;
  readonly entryPrice: number;
  readonly marginMinor: bigint;
  /** TP and SL as ticks from the entry, and the prices they make (null: none, or at/below zero). */
  readonly tpTick: number | null;
  readonly slTick: number | null;
  readonly takeProfitPrice: number | null;
  readonly stopLossPrice: number | null;
  readonly overnight: boolean;
  /** Opening order in the engine's sequence, and when the TP and SL were set (0 when unset). */
  readonly seq: number;
  readonly tpSeq: number;
  readonly slSeq: number;
}

export interface OverseaMemberView {
  readonly memberId: string;
  /** The BINARY wallet's available point (won). */
  readonly pointMinor: bigint;
}

/** A fill: what filled, where, and the tick whose price it took (B1). */
export interface OverseaFill {
  readonly kind: OverseaFillKind;
  /** The member's order, or null for TP/SL, losscut and session-end closes (the server records one). */
  readonly orderId: string | null;
  readonly memberId: string;
  readonly stock: string;
  /** The side of the trade: a LONG position closes with a SHORT fill. */
  readonly side: OverseaSide;
  readonly lots: number;
  /** Always the feed's last price of the instrument, never a client's. */
  readonly price: number;
  readonly tick: DecidingTick;
  readonly closedLots: number;
  readonly openedLots: number;
  readonly realisedPnlMinor: bigint;
  /** Opening and closing fees collected (a closing fee beyond what the member has is waived). */
  readonly feeMinor: bigint;
}

/**
 * Where money sits. POINT, ORDER_MARGIN and POSITION_MARGIN are the member's (the BINARY wallet and
 * its holds); HOUSE takes the other side of PnL; FEES collects fees; INSURANCE pays a loss beyond
 * what the member has (it goes negative: the house's draw, never the member's debt).
 */
export type OverseaAccount = 'POINT' | 'ORDER_MARGIN' | 'POSITION_MARGIN' | 'HOUSE' | 'FEES' | 'INSURANCE';

export type OverseaMoneyKind =
  | 'HOLD_ORDER_MARGIN'
  | 'RELEASE_ORDER_MARGIN'
  | 'OPEN_MARGIN'
  | 'RELEASE_MARGIN'
  | 'FEE'
  | 'REALISED_PNL'
  | 'INSURANCE_DRAW';

/** One posting the server turns into a ledger transfer: `amount` (> 0) from one account to another. */
export interface OverseaMoneyMovement {
  readonly kind: OverseaMoneyKind;
  readonly memberId: string;
  readonly stock: string;
  readonly from: OverseaAccount;
  readonly to: OverseaAccount;
  readonly amountMinor: bigint;
  readonly orderId: string | null;
  readonly positionId: string | null;
}

/** What set off a losscut: the tick on one instrument, or null when a command did (a fee, a sync). */
export interface LosscutCause {
  readonly stock: string;
  readonly tick: DecidingTick;
}

/**
 * What a decision publishes (spec §4 names) and posts (MONEY), in the order it happened. The spec's
 * ORDER_UPDATE has no cause here: the contracts have no way to amend a resting overseas order.
 */
export type OverseaEvent =
  | { readonly type: 'ORDER_SUCCESS'; readonly order: OverseaOrderView }
  | { readonly type: 'ORDER_CANCEL'; readonly order: OverseaOrderView }
  | { readonly type: 'ORDER_FILLED'; readonly order: OverseaOrderView | null; readonly fill: OverseaFill }
  | { readonly type: 'POSITION_OPEN'; readonly position: OverseaPositionView }
  | { readonly type: 'POSITION_UPDATE'; readonly position: OverseaPositionView }
  | { readonly type: 'POSITION_CLOSE'; readonly position: OverseaPositionView; readonly fill: OverseaFill }
  | {
      readonly type: 'POSITION_LIQUID';
      readonly position: OverseaPositionView;
      readonly fill: OverseaFill;
      readonly cause: LosscutCause | null;
      /**
       * Fired by a close whose loss the point and margin could not pay while the member held more
       * (`shortfallElsewhere`), not by equity at the line: then equity may be above the line.
       */
      readonly shortfall: boolean;
      /** The member's equity and losscut line when it fired (equity ≤ line, unless `shortfall`). */
      readonly equityMinor: bigint;
      readonly losscutMinor: bigint;
      /** What the insurance account paid because the member's point fell short. */
      readonly insuranceMinor: bigint;
    }
  | { readonly type: 'MONEY'; readonly movement: OverseaMoneyMovement };

/** Rejection codes; each is a code of the contracts error catalogue. */
export type OverseaRejection =
  | 'INSUFFICIENT_BALANCE'
  | 'OVERSEA_MARKET_CLOSED'
  | 'PRICE_UNAVAILABLE'
  | 'ORDER_PRICE_INVALID'
  | 'ORDER_NOT_FOUND'
  | 'POSITION_NOT_FOUND'
  | 'TPSL_PRICE_INVALID'
  | 'OVERNIGHT_MARGIN_INSUFFICIENT'
  | 'CLOSE_SHORTFALL'
  | 'INVALID_INPUT';

export type OverseaResult =
  { readonly ok: true; readonly count?: number } | { readonly ok: false; readonly code: OverseaRejection };

export interface OverseaDecision {
  readonly result: OverseaResult;
  readonly events: OverseaEvent[];
}

export type TpslKind = 'TP' | 'SL';

/**
 * Every command of one site's overseas book. Ids, time and prices come from the caller (the server's
 * sequence and feed): the engine is deterministic.
 */
export type OverseaCommand =
  | {
      /** Loads a member or syncs their point (a deposit, a timed-round bet on the same wallet). */
      readonly type: 'SYNC_MEMBER';
      readonly memberId: string;
      readonly pointMinor: bigint;
    }
  | {
      readonly type: 'PLACE';
      readonly memberId: string;
      readonly orderId: string;
      readonly stock: string;
      readonly side: OverseaSide;
      readonly orderType: OverseaOrderType;
      readonly lots: number;
      /** LIMIT: the limit; STOPMARKET (MIT): the level; ignored for MARKET. */
      readonly price?: number;
      readonly tpTick?: number;
      readonly slTick?: number;
    }
  | { readonly type: 'CANCEL'; readonly memberId: string; readonly orderId: string }
  | {
      /** Cancels the member's resting orders, on one instrument or (without `stock`) on all. */
      readonly type: 'CANCEL_ALL';
      readonly memberId: string;
      readonly stock?: string;
    }
  | {
      /** Sets the TP and/or SL, in ticks from the entry, together: both are valid or neither changes. */
      readonly type: 'SET_TPSL';
      readonly memberId: string;
      readonly stock: string;
      readonly tpTick?: number;
      readonly slTick?: number;
    }
  | {
      readonly type: 'DELETE_TPSL';
      readonly memberId: string;
      readonly stock: string;
      readonly kind: TpslKind;
    }
  | {
      readonly type: 'SET_OVERNIGHT';
      readonly memberId: string;
      readonly stock: string;
      readonly on: boolean;
    }
  | { readonly type: 'TICK'; readonly tick: OverseaTick }
  | {
      /** The instrument's session ended: closes per `positionsClosedAtSessionEnd`, cancels its orders. */
      readonly type: 'SESSION_END';
      readonly stock: string;
    }
  | { readonly type: 'SESSION_OPEN'; readonly stock: string }
  | {
      /** Rebuilding: a resting order as persisted (incl. hold and seq); no money moves, nothing fills. */
      readonly type: 'RESTORE_ORDER';
      readonly order: OverseaOrderView;
    }
  | { readonly type: 'RESTORE_POSITION'; readonly position: OverseaPositionView }
  | {
      /** Rebuilding: an instrument's last tick (deciding nothing), its session state and the sequence. */
      readonly type: 'RESTORE_TICK';
      readonly tick: OverseaTick;
      readonly open?: boolean;
      readonly seq?: number;
    };

/** Totals of every account, for the conservation invariant and the ledger model. */
export interface OverseaTotals {
  readonly pointMinor: bigint;
  readonly orderMarginMinor: bigint;
  readonly positionMarginMinor: bigint;
  readonly houseMinor: bigint;
  readonly feesMinor: bigint;
  readonly insuranceMinor: bigint;
  /** Net money in from outside through SYNC_MEMBER and the RESTORE_* commands. */
  readonly externalMinor: bigint;
}

/** The instruments a book trades, and the site's settings. */
export interface OverseaBookTerms {
  readonly instruments: readonly OverseaTerms[];
  readonly site: OverseaSiteTerms;
}

/** What both engines (indexed and reference) answer to. */
export interface OverseaEngine {
  decide(command: OverseaCommand): OverseaDecision;
  member(memberId: string): OverseaMemberView | null;
  /** The member's open positions, by instrument as the terms list them. */
  positions(memberId: string): OverseaPositionView[];
  /** The member's resting orders, by seq. */
  orders(memberId: string): OverseaOrderView[];
  totals(): OverseaTotals;
  lastTick(stock: string): OverseaTick | null;
  /** Whether the instrument's session is open (closed from SESSION_END until SESSION_OPEN). */
  isOpen(stock: string): boolean;
  /** The member's equity and losscut line now (`equityKrwMinor`, `losscutKrwMinor`). */
  account(memberId: string): { equityMinor: bigint; losscutMinor: bigint } | null;
}
