import { FuturesBookCore, type Crossed } from './book-core.ts';
import type { BookMember, BookOrder, BookPosition, Trigger, TriggerKind } from './book-model.ts';
import { rankOn, TriggerPair } from './trigger-pair.ts';
import type { FuturesTick } from './types.ts';

/** The futures book's trigger pair of a position's triggers: each entry carries it, and `live`. */
class FuturesTriggers extends TriggerPair<Trigger> {
  add(kind: TriggerKind, fallingSide: boolean, key: number, seq: number, position: BookPosition): Trigger {
    const index = this.side(fallingSide);
    const entry: Trigger = {
      kind,
      rank: rankOn(fallingSide, key),
      seq,
      position,
      index,
      live: true,
      indexed: false,
      prev: null,
      next: null,
    };
    index.insert(entry);
    return entry;
  }
}

function withdraw(entry: Trigger | null): void {
  if (entry === null) return;
  entry.live = false;
  entry.index.remove(entry);
}

/** Takes a resting order out of its index, if it is in one (a popped order is out already). */
function unrest(order: BookOrder): void {
  const index = order.restingIn;
  if (index === null) return;
  order.restingIn = null;
  index.remove(order);
}

const bySeq = (a: Crossed, b: Crossed): number => a.seq - b.seq;

/** What a tick that crosses nothing answers, shared: most ticks cross nothing. */
const NOTHING: readonly never[] = [];

/**
 * The indexed futures engine of one option. Every resting order, TP/SL, liquidation price and
 * warning price sits in a sorted `LevelIndex` (price levels) per price (last or mark) and direction, so a tick
 * pops exactly the crossed entries: O(log n + k), never a scan. Liquidation prices are kept current
 * event by event: a position's are recomputed when it changes, and a CROSS position's also after
 * every step that moves its member's available balance (only that member's, only on this option).
 */
export class FuturesBook extends FuturesBookCore {
  /** LIMIT (and triggered STOPLIMIT) at the limit price, untriggered STOPs at the stop, on last. */
  private readonly orderTriggers = new TriggerPair<BookOrder>();
  private readonly tpslLast = new FuturesTriggers();
  private readonly tpslMark = new FuturesTriggers();
  private readonly liquidations = new FuturesTriggers();
  private readonly warnings = new FuturesTriggers();
  private readonly scratch: Trigger[] = [];
  private readonly crossedScratch: Crossed[] = [];
  private readonly ordersScratch: BookOrder[] = [];

  /** Entries in the indexes (resting orders, TP/SL, liquidation and warning prices). */
  indexedCount(): number {
    return (
      this.orderTriggers.size +
      this.tpslLast.size +
      this.tpslMark.size +
      this.liquidations.size +
      this.warnings.size
    );
  }

  protected orderRests(order: BookOrder): void {
    const limit = order.type === 'LIMIT' || (order.type === 'STOPLIMIT' && order.triggered);
    const long = order.side === 'LONG';
    // A LONG limit fills as the price falls to it; a LONG stop fires as the price rises to it.
    const fallingSide = limit ? long : !long;
    const index = this.orderTriggers.side(fallingSide);
    order.rank = rankOn(fallingSide, (limit ? order.price : order.stopPrice) ?? 0);
    order.restingIn = index;
    index.insert(order);
  }

  protected orderGone(order: BookOrder): void {
    unrest(order);
  }

  protected positionRepriced(position: BookPosition): void {
    withdraw(position.liqEntry);
    withdraw(position.warnEntry);
    const long = position.side === 'LONG';
    position.liqEntry =
      position.liq === null
        ? null
        : this.liquidations.add('LIQUIDATION', long, position.liq, position.seq, position);
    position.warnEntry =
      position.warn === null || position.warned
        ? null
        : this.warnings.add('WARN', long, position.warn, position.seq, position);
  }

  protected positionGone(position: BookPosition): void {
    withdraw(position.liqEntry);
    withdraw(position.warnEntry);
    withdraw(position.tpEntry);
    withdraw(position.slEntry);
    position.liqEntry = null;
    position.warnEntry = null;
    position.tpEntry = null;
    position.slEntry = null;
  }

  protected tpslChanged(position: BookPosition): void {
    withdraw(position.tpEntry);
    withdraw(position.slEntry);
    const long = position.side === 'LONG';
    const { tp, sl } = position;
    // A LONG's TP fires as the price rises to it, its SL as it falls; a SHORT's the other way.
    position.tpEntry =
      tp === null
        ? null
        : (tp.basis === 'MARK' ? this.tpslMark : this.tpslLast).add(
            'TAKEPROFIT',
            !long,
            tp.price,
            position.tpSeq,
            position,
          );
    position.slEntry =
      sl === null
        ? null
        : (sl.basis === 'MARK' ? this.tpslMark : this.tpslLast).add(
            'STOPLOSS',
            long,
            sl.price,
            position.slSeq,
            position,
          );
  }

  protected afterStep(member: BookMember | null): void {
    const position = member?.position;
    if (member && position && position.marginType === 'CROSS') this.reprice(member, position, false);
  }

  protected crossedTriggers(tick: FuturesTick): readonly Crossed[] {
    const orders = this.ordersScratch;
    this.orderTriggers.pop(tick.lastPrice, orders);
    const out = this.scratch;
    out.length = 0;
    this.tpslLast.pop(tick.lastPrice, out);
    this.tpslMark.pop(tick.markPrice, out);
    if (orders.length === 0) return this.take(out);
    // A popped order is out of its index and is its own entry: only its `restingIn` is left to clear.
    const crossed: Crossed[] = this.crossedScratch;
    crossed.length = 0;
    for (const order of orders) {
      order.restingIn = null;
      crossed.push(order);
    }
    orders.length = 0;
    for (const entry of this.take(out)) crossed.push(entry);
    if (crossed.length > 1) crossed.sort(bySeq);
    return crossed;
  }

  protected crossedLiquidations(tick: FuturesTick): readonly BookPosition[] {
    const out = this.scratch;
    out.length = 0;
    this.liquidations.pop(tick.markPrice, out);
    if (out.length === 0) return NOTHING;
    return this.take(out).map((entry) => entry.position);
  }

  protected crossedWarnings(tick: FuturesTick): readonly BookPosition[] {
    const out = this.scratch;
    out.length = 0;
    this.warnings.pop(tick.markPrice, out);
    if (out.length === 0) return NOTHING;
    return this.take(out).map((entry) => entry.position);
  }

  /** The live popped entries by seq, detached from their owners (which no longer hold an entry). */
  private take(out: Trigger[]): readonly Trigger[] {
    if (out.length === 0) return NOTHING;
    const taken: Trigger[] = [];
    for (const entry of out) {
      if (!entry.live) continue;
      entry.live = false;
      this.detach(entry);
      taken.push(entry);
    }
    out.length = 0;
    if (taken.length > 1) taken.sort(bySeq);
    return taken;
  }

  private detach(entry: Trigger): void {
    const position = entry.position;
    if (position.liqEntry === entry) position.liqEntry = null;
    else if (position.warnEntry === entry) position.warnEntry = null;
    else if (position.tpEntry === entry) position.tpEntry = null;
    else if (position.slEntry === entry) position.slEntry = null;
  }
}
