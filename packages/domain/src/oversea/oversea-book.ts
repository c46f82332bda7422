import { rankOn, TriggerPair } from '../futures/trigger-pair.ts';
import { OverseaBookCore } from './book-core.ts';
import type {
  BookMember,
  BookOrder,
  BookPosition,
  Crossed,
  InstrumentBook,
  Trigger,
  TriggerKind,
} from './book-model.ts';
import { directionOf } from './book-model.ts';
import { losscutKrwMinor } from './formulas.ts';
import { losscutPrice } from './losscut-price.ts';

/** The overseas book's trigger pair: its entries carry an order, a position or (a losscut) a member. */
class OverseaTriggers extends TriggerPair<Trigger> {
  add(
    kind: TriggerKind,
    fallingSide: boolean,
    key: number,
    seq: number,
    owner: { order?: BookOrder; position?: BookPosition; member?: BookMember },
  ): Trigger {
    const index = this.side(fallingSide);
    const entry: Trigger = {
      kind,
      rank: rankOn(fallingSide, key),
      seq,
      order: owner.order ?? null,
      position: owner.position ?? null,
      member: owner.member ?? null,
      index,
      level: null,
      prev: null,
      next: null,
    };
    index.insert(entry);
    return entry;
  }
}

/** The indexes of one instrument. */
class InstrumentIndexes {
  /** Resting orders at their level: a buy (LIMIT or MIT) fires as the price falls to it. */
  readonly orders = new OverseaTriggers();
  readonly tpsl = new OverseaTriggers();
  /** The losscut price of every member whose positions are all on this instrument. */
  readonly losscuts = new OverseaTriggers();
  /** Members holding this instrument and at least one other: re-checked directly on its ticks. */
  readonly multiHolders = new Set<BookMember>();
}

function withdraw(entry: Trigger | null): void {
  if (entry !== null) entry.index.remove(entry);
}

/**
 * The indexed overseas engine of one site. Per instrument, resting orders and TP/SLs sit in sorted
 * `LevelIndex`es, so a tick pops exactly what it touched. The losscut is indexed too: a member whose
 * open positions are all on one instrument has an exact losscut price there (`losscutPrice`, the
 * closed form of the direct rule), re-keyed whenever the member changes; a member holding several
 * instruments is in each one's `multiHolders` and checked directly on any of their ticks. A tick on
 * X thus touches only members holding X (and those its own fills changed), never the whole site.
 */
export class OverseaBook extends OverseaBookCore {
  private readonly indexes = new Map<string, InstrumentIndexes>();
  private readonly scratch: Trigger[] = [];

  private indexesOf(stock: string): InstrumentIndexes {
    let indexes = this.indexes.get(stock);
    if (indexes === undefined) {
      indexes = new InstrumentIndexes();
      this.indexes.set(stock, indexes);
    }
    return indexes;
  }

  /** Entries in the indexes and multi-instrument holder sets (tests). */
  indexedCount(): { orders: number; tpsl: number; losscuts: number; multiHolders: number } {
    const count = { orders: 0, tpsl: 0, losscuts: 0, multiHolders: 0 };
    for (const indexes of this.indexes.values()) {
      count.orders += indexes.orders.size;
      count.tpsl += indexes.tpsl.size;
      count.losscuts += indexes.losscuts.size;
      count.multiHolders += indexes.multiHolders.size;
    }
    return count;
  }

  protected orderRests(order: BookOrder): void {
    // Both LIMIT and MIT fire where `entryLevelTouched` says: a buy as the price falls to the level.
    order.entry = this.indexesOf(order.stock).orders.add(
      'ORDER',
      order.side === 'LONG',
      order.price,
      order.seq,
      {
        order,
      },
    );
  }

  protected orderGone(order: BookOrder): void {
    withdraw(order.entry);
    order.entry = null;
  }

  protected tpslChanged(position: BookPosition): void {
    withdraw(position.tpEntry);
    withdraw(position.slEntry);
    const long = position.side === 'LONG';
    const pair = this.indexesOf(position.stock).tpsl;
    // A LONG's TP fires as the price rises to it, its SL as it falls; a SHORT's the other way.
    position.tpEntry =
      position.tp === null ? null : pair.add('TAKEPROFIT', !long, position.tp, position.tpSeq, { position });
    position.slEntry =
      position.sl === null ? null : pair.add('STOPLOSS', long, position.sl, position.slSeq, { position });
  }

  protected positionGone(position: BookPosition): void {
    withdraw(position.tpEntry);
    withdraw(position.slEntry);
    position.tpEntry = null;
    position.slEntry = null;
  }

  /**
   * Re-keys the member's losscut: with positions on one instrument, its exact losscut price there;
   * with several, membership of each one's multi-holder set; with none, nothing.
   */
  protected memberChanged(member: BookMember): void {
    withdraw(member.losscutEntry);
    member.losscutEntry = null;
    const holds = member.positions.size;
    for (const stock of member.multiOn) {
      if (holds < 2 || !member.positions.has(stock)) {
        this.indexesOf(stock).multiHolders.delete(member);
        member.multiOn.delete(stock);
      }
    }
    if (holds >= 2) {
      for (const stock of member.positions.keys()) {
        if (member.multiOn.has(stock)) continue;
        this.indexesOf(stock).multiHolders.add(member);
        member.multiOn.add(stock);
      }
      return;
    }
    if (holds === 0) return;
    const position = member.positions.values().next().value;
    if (position === undefined) return;
    const terms = this.instrumentOf(position.stock).terms;
    const direction = directionOf(position.side);
    const price = losscutPrice({
      direction,
      lots: position.lots,
      entryPrice: position.entryPrice,
      terms,
      baseEquityMinor: member.point + member.reserved,
      losscutMinor: losscutKrwMinor(
        [{ lots: position.lots, marginPerLotMinor: terms.marginPerLotMinor }],
        this.terms.site,
      ),
    });
    if (price === null) return;
    // A LONG is cut as the price falls to its losscut price, a SHORT as it rises to it.
    member.losscutEntry = this.indexesOf(position.stock).losscuts.add('LOSSCUT', direction === 1, price, 0, {
      member,
    });
  }

  protected crossedTriggers(instrument: InstrumentBook, price: number): readonly Crossed[] {
    const indexes = this.indexes.get(instrument.terms.stock);
    if (indexes === undefined) return [];
    const out = this.scratch;
    out.length = 0;
    indexes.orders.pop(price, out);
    indexes.tpsl.pop(price, out);
    if (out.length === 0) return [];
    const crossed: Crossed[] = [];
    for (const entry of out) {
      if (entry.order !== null) {
        if (entry.order.entry === entry) entry.order.entry = null;
        crossed.push({ kind: 'ORDER', seq: entry.seq, order: entry.order, position: null });
        continue;
      }
      const position = entry.position as BookPosition;
      if (position.tpEntry === entry) position.tpEntry = null;
      if (position.slEntry === entry) position.slEntry = null;
      const kind = entry.kind === 'TAKEPROFIT' ? 'TAKEPROFIT' : 'STOPLOSS';
      crossed.push({ kind, seq: entry.seq, order: null, position });
    }
    out.length = 0;
    return crossed.sort((a, b) => a.seq - b.seq);
  }

  /**
   * The members whose losscut price the tick reached (popped from the index: each must be due, which
   * is asserted by the rules' direct check), the multi-instrument holders of the instrument, and the
   * members the tick's fills changed.
   */
  protected losscutCandidates(
    instrument: InstrumentBook,
    price: number,
    touched: ReadonlySet<BookMember>,
  ): Iterable<BookMember> {
    const indexes = this.indexes.get(instrument.terms.stock);
    if (indexes === undefined) return touched;
    const out = this.scratch;
    out.length = 0;
    indexes.losscuts.pop(price, out);
    if (out.length === 0 && indexes.multiHolders.size === 0) return touched;
    const candidates = new Set<BookMember>(touched);
    for (const entry of out) {
      const member = entry.member as BookMember;
      if (member.losscutEntry === entry) member.losscutEntry = null;
      this.mustBeDue(member);
      candidates.add(member);
    }
    out.length = 0;
    for (const member of indexes.multiHolders) candidates.add(member);
    return candidates;
  }

  private mustBeDue(member: BookMember): void {
    if (!this.losscutDue(member)) {
      throw new Error(`The losscut index popped ${member.memberId}, whom the direct rule does not cut.`);
    }
  }

  protected commandLosscutCandidates(touched: ReadonlySet<BookMember>): Iterable<BookMember> {
    return touched;
  }
}
