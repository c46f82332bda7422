import { LevelIndex, type LevelEntry } from '@baro/domain';

/** What a resting order does when its price is reached: fill now, or (a STOPLIMIT's stop) arm its limit. */
export type TriggerAction = 'FILL' | 'ARM';

/** One resting order's entry in the book; the link fields belong to the `LevelIndex` it sits in. */
export interface TriggerEntry extends LevelEntry<TriggerEntry> {
  rank: number;
  readonly seq: number;
  readonly orderId: number;
  readonly action: TriggerAction;
  readonly basis: 'LAST' | 'MARK';
  indexed: boolean;
  prev: TriggerEntry | null;
  next: TriggerEntry | null;
}
/** An open order as the trigger book needs it (a `futures_order` row, prices in price units). */
export interface RestingOrder {
  readonly id: number;
  readonly side: 'LONG' | 'SHORT';
  readonly type: 'LIMIT' | 'STOPMARKET' | 'STOPLIMIT' | 'TAKEPROFIT' | 'STOPLOSS' | 'MARKET' | 'LIQUIDATION';
  readonly price: number | null;
  readonly stopPrice: number | null;
  readonly isMark: boolean;
  readonly stopTriggered: boolean;
}

interface Rule {
  readonly basis: 'LAST' | 'MARK';
  /** FALL fires when the price falls to `key` or below, RISE when it rises to `key` or above. */
  readonly direction: 'FALL' | 'RISE';
  readonly key: number;
  readonly action: TriggerAction;
}

/** When an order acts (DOMAIN.md §3): a LIMIT buy below, a STOP buy above, a LONG's TP above and SL below. */
export function triggerRule(order: RestingOrder): Rule | null {
  const buy = order.side === 'LONG';
  if (order.type === 'LIMIT' || (order.type === 'STOPLIMIT' && order.stopTriggered)) {
    if (order.price === null) return null;
    return { basis: 'LAST', direction: buy ? 'FALL' : 'RISE', key: order.price, action: 'FILL' };
  }
  if (order.stopPrice === null) return null;
  const basis = order.isMark ? 'MARK' : 'LAST';
  switch (order.type) {
    case 'STOPMARKET':
      return { basis: 'LAST', direction: buy ? 'RISE' : 'FALL', key: order.stopPrice, action: 'FILL' };
    case 'STOPLIMIT':
      return { basis: 'LAST', direction: buy ? 'RISE' : 'FALL', key: order.stopPrice, action: 'ARM' };
    // A TP/SL's side is the closing side: a SHORT TP closes a LONG, whose profit is above.
    case 'TAKEPROFIT':
      return { basis, direction: buy ? 'FALL' : 'RISE', key: order.stopPrice, action: 'FILL' };
    case 'STOPLOSS':
      return { basis, direction: buy ? 'RISE' : 'FALL', key: order.stopPrice, action: 'FILL' };
    case 'MARKET':
    case 'LIQUIDATION':
      return null;
  }
}

/**
 * One option's resting orders in four sorted indexes (last or mark price, falling or rising), so a
 * tick costs O(log n + crossed) and never a look at the orders it does not cross (@baro/domain's
 * LevelIndex, the engine's own: "fires when rank ≥ threshold", rank = key for a fall, −key for a
 * rise). The database is the truth: the book is rebuilt from the open orders on start, and an entry
 * whose order was cancelled meanwhile is simply found not OPEN when it fires.
 */
export class TriggerBook {
  private readonly indexes = {
    LAST: { FALL: new LevelIndex<TriggerEntry>(), RISE: new LevelIndex<TriggerEntry>() },
    MARK: { FALL: new LevelIndex<TriggerEntry>(), RISE: new LevelIndex<TriggerEntry>() },
  };

  get size(): number {
    const { LAST, MARK } = this.indexes;
    return LAST.FALL.size + LAST.RISE.size + MARK.FALL.size + MARK.RISE.size;
  }

  add(order: RestingOrder): void {
    const rule = triggerRule(order);
    if (rule === null) return;
    this.indexes[rule.basis][rule.direction].insert({
      rank: rule.direction === 'FALL' ? rule.key : -rule.key,
      seq: order.id,
      orderId: order.id,
      action: rule.action,
      basis: rule.basis,
      indexed: false,
      prev: null,
      next: null,
    });
  }

  /** Takes every entry the prices cross off the book, oldest order first (the placement order). */
  crossed(lastPrice: number, markPrice: number): TriggerEntry[] {
    const out: TriggerEntry[] = [];
    const { LAST, MARK } = this.indexes;
    LAST.FALL.popFrom(lastPrice, out);
    LAST.RISE.popFrom(-lastPrice, out);
    MARK.FALL.popFrom(markPrice, out);
    MARK.RISE.popFrom(-markPrice, out);
    return out.sort((a, b) => a.seq - b.seq);
  }
}
