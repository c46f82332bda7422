import type { DecidingTick } from '../rounds/types.ts';
import type { MarginTier } from './tiers.ts';

/** LONG buys, SHORT sells (one-way mode: an order of the other side reduces, closes or flips). */
export type FuturesSide = 'LONG' | 'SHORT';

export type FuturesMarginType = 'ISOLATED' | 'CROSS';

/** The orders a member places. */
export type FuturesOrderType = 'MARKET' | 'LIMIT' | 'STOPMARKET' | 'STOPLIMIT';

/** What caused a fill: a member's order, a position's TP or SL, or the system's liquidation. */
export type FuturesFillKind = FuturesOrderType | 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION';

/** Which feed price a TP/SL watches (`isMarkTp` / `isMarkSl`). */
export type PriceBasis = 'LAST' | 'MARK';

/** One option's fixed terms (configuration). */
export interface FuturesTerms {
  readonly optionId: string;
  /** The option's highest leverage; the tier table may allow less at a given notional. */
  readonly maxLeverage: number;
  readonly takerFeeBps: bigint;
  readonly liquidationFeeBps: bigint;
  /** Margin ratio of `POSITION_WARN`, bps (8,000 = 80 %). */
  readonly warnRatioBps: bigint;
  readonly tiers: readonly MarginTier[];
  /** Orders are multiples of this many minor units of qty, and at least `minQtyMinor`. */
  readonly qtyStepMinor: bigint;
  readonly minQtyMinor: bigint;
  /** The leverage and margin type a member has before choosing any. */
  readonly defaultLeverage: number;
  readonly defaultMarginType: FuturesMarginType;
}

/** One feed update of an option: last trade and mark price, integer price units. */
export interface FuturesTick {
  readonly source: string;
  readonly atMs: number;
  readonly lastPrice: number;
  readonly markPrice: number;
}

/** A TP or SL on a position: the trigger price and which price it watches. */
export interface TriggerSetting {
  readonly price: number;
  readonly basis: PriceBasis;
}

/** A resting order (LIMIT, STOPMARKET, STOPLIMIT; a STOPLIMIT whose stop fired rests as its limit). */
export interface FuturesOrderView {
  /** The database's order id (`futures_order.id`): a positive safe integer. */
  readonly orderId: number;
  readonly memberId: string;
  readonly side: FuturesSide;
  readonly type: FuturesOrderType;
  readonly qtyMinor: bigint;
  /** The limit price (LIMIT, STOPLIMIT), else null. */
  readonly price: number | null;
  /** The trigger (STOPMARKET, STOPLIMIT), else null. */
  readonly stopPrice: number | null;
  /** A STOP whose trigger has fired (a STOPLIMIT then rests at its limit). */
  readonly triggered: boolean;
  readonly leverage: number;
  readonly marginType: FuturesMarginType;
  /**
   * Held from the member's available balance while the order rests: the spec's cost estimate
   * `orderCostMinor` (margin + open and close fee), as the server holds it; all of it comes back
   * when the order fills (the fill then pays from the wallet) or is cancelled.
   */
  readonly heldMinor: bigint;
  /** Placement order; ties between orders crossed by one tick go to the lower seq. */
  readonly seq: number;
}

/** A member's position on the option. Its id is the id of the order that opened it. */
export interface FuturesPositionView {
  readonly positionId: number;
  readonly memberId: string;
  readonly side: FuturesSide;
  /** USDT notional at entry; coin size = qty / entry. */
  readonly qtyMinor: bigint;
  readonly entryPrice: number;
  readonly marginMinor: bigint;
  readonly leverage: number;
  readonly marginType: FuturesMarginType;
  /** Null when no positive mark liquidates it. */
  readonly liquidationPrice: number | null;
  readonly takeProfit: TriggerSetting | null;
  readonly stopLoss: TriggerSetting | null;
  /** Funding paid net since the position opened (received funding counts negative). */
  readonly fundingPaidMinor: bigint;
  /** Opening order in the engine's sequence; liquidations in one tick go by it. Persist it. */
  readonly seq: number;
  /** When the TP and SL were set, in the same sequence (0 when unset); persist them too. */
  readonly takeProfitSeq: number;
  readonly stopLossSeq: number;
  /**
   * Whether POSITION_WARN already went out for the current liquidation and warning prices (it goes
   * out once per price; a move of either re-arms it). Persist it, so a rebuilt engine does not warn
   * again for a warning already sent.
   */
  readonly warned: boolean;
}

/** A member as the engine knows them: the FUTURES wallet's available part and their option settings. */
export interface FuturesMemberView {
  readonly memberId: string;
  readonly availableMinor: bigint;
  readonly leverage: number;
  readonly marginType: FuturesMarginType;
  /** `minusFundingFee`: funding paid net on this option, cumulative. */
  readonly fundingPaidMinor: bigint;
}

/** A fill: what filled, where, and the tick that decided it (B1). */
export interface FuturesFill {
  readonly kind: FuturesFillKind;
  /** The member's order, or null for TAKEPROFIT / STOPLOSS / LIQUIDATION (the server records one). */
  readonly orderId: number | null;
  readonly memberId: string;
  /** The side of the trade: a LONG position closes with a SHORT fill. */
  readonly side: FuturesSide;
  readonly qtyMinor: bigint;
  /** Always the feed's price (last, or mark for a liquidation), never a client's. */
  readonly price: number;
  readonly tick: DecidingTick;
  /** Qty that reduced the position, and qty that opened (or flipped into) a position. */
  readonly closedQtyMinor: bigint;
  readonly openedQtyMinor: bigint;
  readonly realisedPnlMinor: bigint;
  /** Taker fee (open + close parts) or, for a liquidation, the liquidation fee actually collected. */
  readonly feeMinor: bigint;
}

/**
 * Where money sits. AVAILABLE, ORDER_MARGIN and POSITION_MARGIN are the member's (FUTURES wallet and
 * its holds); HOUSE takes the other side of PnL and funding; FEES collects taker fees,
 * LIQUIDATION_FEES liquidation fees; INSURANCE pays any shortfall (it may go negative: a draw).
 */
export type FuturesAccount =
  'AVAILABLE' | 'ORDER_MARGIN' | 'POSITION_MARGIN' | 'HOUSE' | 'FEES' | 'LIQUIDATION_FEES' | 'INSURANCE';

export type FuturesMoneyKind =
  | 'HOLD_ORDER_MARGIN'
  | 'RELEASE_ORDER_MARGIN'
  | 'OPEN_MARGIN'
  | 'RELEASE_MARGIN'
  | 'TAKER_FEE'
  | 'REALISED_PNL'
  | 'FUNDING'
  | 'LIQUIDATION_FEE'
  | 'INSURANCE_DRAW'
  | 'MARGIN_ADD'
  | 'MARGIN_REMOVE';

/** One posting the server turns into a ledger transfer: `amount` (> 0) from one account to another. */
export interface FuturesMoneyMovement {
  readonly kind: FuturesMoneyKind;
  readonly memberId: string;
  readonly from: FuturesAccount;
  readonly to: FuturesAccount;
  readonly amountMinor: bigint;
  readonly orderId: number | null;
  readonly positionId: number | null;
}

/** What a decision publishes (spec §4 names) and posts (MONEY), in the order it happened. */
export type FuturesEvent =
  | { readonly type: 'ORDER_SUCCESS'; readonly order: FuturesOrderView }
  | { readonly type: 'ORDER_CANCEL'; readonly order: FuturesOrderView }
  | { readonly type: 'ORDER_UPDATE'; readonly order: FuturesOrderView }
  | { readonly type: 'ORDER_FILLED'; readonly order: FuturesOrderView | null; readonly fill: FuturesFill }
  | { readonly type: 'POSITION_OPEN'; readonly position: FuturesPositionView }
  | { readonly type: 'POSITION_UPDATE'; readonly position: FuturesPositionView }
  | { readonly type: 'POSITION_CLOSE'; readonly position: FuturesPositionView; readonly fill: FuturesFill }
  | { readonly type: 'POSITION_UPDATE_LIQUIDPRICE'; readonly position: FuturesPositionView }
  | {
      readonly type: 'POSITION_WARN';
      readonly position: FuturesPositionView;
      readonly marginRatioBps: bigint;
    }
  | {
      readonly type: 'POSITION_LIQUID';
      readonly position: FuturesPositionView;
      readonly fill: FuturesFill;
      /** What the insurance account paid because the member's collateral fell short. */
      readonly insuranceMinor: bigint;
    }
  | {
      readonly type: 'LEVERAGE_UPDATE';
      readonly memberId: string;
      readonly leverage: number;
      readonly marginType: FuturesMarginType;
    }
  | { readonly type: 'MONEY'; readonly movement: FuturesMoneyMovement };

/** Rejection codes; each is a code of the contracts error catalogue. */
export type FuturesRejection =
  | 'INSUFFICIENT_BALANCE'
  | 'MAX_POSITION_EXCEEDED'
  | 'LEVERAGE_OUT_OF_RANGE'
  | 'LEVERAGE_CHANGE_WITH_POSITION'
  | 'LEVERAGE_CHANGE_WITH_ORDERS'
  | 'MARGIN_TYPE_CHANGE_REFUSED'
  | 'MARGIN_REMOVE_TOO_LARGE'
  | 'MARGIN_CHANGE_CROSS'
  | 'QUANTITY_UNIT_MISMATCH'
  | 'INVESTMENT_AMOUNT_TOO_SMALL'
  | 'PRICE_UNAVAILABLE'
  | 'ORDER_PRICE_INVALID'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_CANCELLABLE'
  | 'POSITION_NOT_FOUND'
  | 'TPSL_PRICE_INVALID'
  | 'INVALID_INPUT';

export type FuturesResult =
  { readonly ok: true; readonly count?: number } | { readonly ok: false; readonly code: FuturesRejection };

/**
 * What `decide` answers: valid until the next `decide` of the same engine, which reuses the object,
 * its events array and its MONEY and order events (`DecisionBuffer`). A caller that keeps a decision
 * or an event across commands copies it (`copyDecision`).
 */
export interface FuturesDecision {
  readonly result: FuturesResult;
  readonly events: FuturesEvent[];
}

/**
 * Every command of one option's engine. Ids (`orderId`, a positive safe integer: the database's
 * `futures_order.id`) come from the caller (the server's
 * sequence), as do time and ticks: the engine is deterministic.
 */
export type FuturesCommand =
  | {
      /** Loads a member or syncs their available balance (a transfer, another option's activity). */
      readonly type: 'SYNC_MEMBER';
      readonly memberId: string;
      readonly availableMinor: bigint;
      readonly leverage?: number;
      readonly marginType?: FuturesMarginType;
      /** `minusFundingFee` so far, when loading from the database. */
      readonly fundingPaidMinor?: bigint;
    }
  | {
      readonly type: 'PLACE';
      readonly memberId: string;
      readonly orderId: number;
      readonly side: FuturesSide;
      readonly orderType: FuturesOrderType;
      readonly qtyMinor: bigint;
      readonly price?: number;
      readonly stopPrice?: number;
    }
  | { readonly type: 'CANCEL'; readonly memberId: string; readonly orderId: number }
  | { readonly type: 'CANCEL_ALL'; readonly memberId: string }
  | {
      /** Moves a resting order's limit and/or stop price; qty and side stay. */
      readonly type: 'AMEND';
      readonly memberId: string;
      readonly orderId: number;
      readonly price?: number;
      readonly stopPrice?: number;
    }
  | {
      readonly type: 'SET_TPSL';
      readonly memberId: string;
      readonly takeProfit: TriggerSetting | null;
      readonly stopLoss: TriggerSetting | null;
    }
  | { readonly type: 'SET_LEVERAGE'; readonly memberId: string; readonly leverage: number }
  | { readonly type: 'SET_MARGIN_TYPE'; readonly memberId: string; readonly marginType: FuturesMarginType }
  | {
      readonly type: 'ADJUST_MARGIN';
      readonly memberId: string;
      readonly direction: 'ADD' | 'REMOVE';
      readonly amountMinor: bigint;
    }
  | { readonly type: 'TICK'; readonly tick: FuturesTick }
  | {
      /**
       * Rebuilding from the database on start: a resting order as it was persisted (`FuturesOrderView`
       * incl. its hold and seq). No money moves (the hold is already posted) and nothing fills now:
       * the next TICK decides. The member must be loaded first.
       */
      readonly type: 'RESTORE_ORDER';
      readonly order: FuturesOrderView;
    }
  | {
      /** Rebuilding: an open position as persisted (`FuturesPositionView`); no money moves. */
      readonly type: 'RESTORE_POSITION';
      readonly position: FuturesPositionView;
    }
  | {
      /**
       * Rebuilding: the last tick seen, without deciding anything on it, and the engine's sequence
       * (`sequence()` when persisted; at least the highest seq of the restored orders and positions,
       * which is all the ordering of later triggers needs).
       */
      readonly type: 'RESTORE_TICK';
      readonly tick: FuturesTick;
      readonly seq?: number;
    }
  | { readonly type: 'FUNDING'; readonly atMs: number; readonly ratePpm: bigint };

/** Totals of every account, for the conservation invariant and the ledger model. */
export interface FuturesTotals {
  readonly availableMinor: bigint;
  readonly orderMarginMinor: bigint;
  readonly positionMarginMinor: bigint;
  readonly houseMinor: bigint;
  readonly feesMinor: bigint;
  readonly liquidationFeesMinor: bigint;
  readonly insuranceMinor: bigint;
  /** Net external money in through SYNC_MEMBER (balances set from outside). */
  readonly externalMinor: bigint;
}

/** What both engines (indexed and reference) answer to. */
export interface FuturesEngine {
  readonly terms: FuturesTerms;
  /** Applies one command; the answer is rewritten by the next call (see `FuturesDecision`). */
  decide(command: FuturesCommand): FuturesDecision;
  member(memberId: string): FuturesMemberView | null;
  position(memberId: string): FuturesPositionView | null;
  /** The member's resting orders, by seq. */
  orders(memberId: string): FuturesOrderView[];
  totals(): FuturesTotals;
  lastTick(): FuturesTick | null;
  /** The open position plus every resting order, either side (`qty_per`'s "used", as the server counts it). */
  usedNotionalMinor(memberId: string): bigint;
}
