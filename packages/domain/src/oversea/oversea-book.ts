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
import type { OverseaCommand, OverseaResult } from './book-types.ts';
import { divFloor } from '../money/rounding.ts';
import { fits, inRange, machineLosscut, machinePnl, machineTermsOf } from './exact-losscut.ts';
import { losscutKrwMinor, pnlKrwMinor } from './formulas.ts';
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
      indexed: false,
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
  /**
   * Members holding this instrument and at least one other, each at the price where this
   * instrument alone would have spent its share of the member's slack: re-checked there.
   */
  readonly multiChecks = new OverseaTriggers();
}

function withdraw(entry: Trigger | null): void {
  if (entry !== null) entry.index.remove(entry);
}

/**
 * The indexed overseas engine of one site. Per instrument, resting orders and TP/SLs sit in sorted
 * `LevelIndex`es, so a tick pops exactly what it touched. The losscut is indexed too: a member whose
 * open positions are all on one instrument has an exact losscut price there (`losscutPrice`, the
 * closed form of the direct rule), re-keyed whenever the member changes. A member holding several
 * instruments has no single losscut price (their equity moves with every one), so their slack
 * (equity − line, at the prices when keyed) is shared out: each of the k instruments gets ⌊slack / k⌋
 * and a re-check entry at the price where its own pnl would have fallen by that share
 * (`losscutPrice` with the share as the base). While no entry is reached every instrument has lost
 * less than its share, so together less than the slack: the member cannot be at the line. A reached
 * entry re-checks the member directly: cut if due, else re-keyed at the prices of now. A tick on X
 * thus touches only the members whose exact price or share it reached (and those its own fills
 * changed), never every holder of X.
 */
export class OverseaBook extends OverseaBookCore {
  private readonly indexes = new Map<string, InstrumentIndexes>();
  private readonly scratch: Trigger[] = [];
  /**
   * Multi-instrument holders a tick re-checked and found above the line, whose spent shares are not
   * re-keyed yet: done before the next command (`run`) or by `rekeySpentShares`, so a tick's answer
   * is not kept waiting for the upkeep of members it does not cut.
   */
  private readonly spentShares = new Set<BookMember>();
  /**
   * Whether each member an exact losscut price popped is checked against the direct rule (a bug in
   * the index then crashes loudly instead of cutting someone wrongly). The deciding engine does; the
   * trigger loop's mirror, which only names members for that engine to decide, need not twice.
   */
  protected readonly checksExactPops: boolean = true;
  /** Each instrument's figures as machine numbers for the direct check (`machineSlack`). */
  private readonly machineTerms = new Map(
    this.terms.instruments.map((terms) => [terms.stock, machineTermsOf(terms)]),
  );

  private indexesOf(stock: string): InstrumentIndexes {
    let indexes = this.indexes.get(stock);
    if (indexes === undefined) {
      indexes = new InstrumentIndexes();
      this.indexes.set(stock, indexes);
    }
    return indexes;
  }

  /**
   * Re-keys the multi-instrument holders whose shares the last tick spent without cutting them, at
   * the prices of now; answers how many. The trigger loop calls it while the database decides the
   * members the tick cut; otherwise the next command does it first.
   */
  rekeySpentShares(): number {
    const count = this.spentShares.size;
    for (const member of this.spentShares) this.memberChanged(member);
    return count;
  }

  protected override run(command: OverseaCommand): OverseaResult {
    this.rekeySpentShares();
    return super.run(command);
  }

  /** Entries in the indexes and multi-instrument holder sets (tests). */
  indexedCount(): { orders: number; tpsl: number; losscuts: number; multiHolders: number } {
    this.rekeySpentShares();
    // `multiHolders` counts re-check entries: one per instrument of each multi-instrument holder.
    const count = { orders: 0, tpsl: 0, losscuts: 0, multiHolders: 0 };
    for (const indexes of this.indexes.values()) {
      count.orders += indexes.orders.size;
      count.tpsl += indexes.tpsl.size;
      count.losscuts += indexes.losscuts.size;
      count.multiHolders += indexes.multiChecks.size;
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
   * with several, a re-check entry on each at its share of the slack; with none, nothing.
   */
  protected memberChanged(member: BookMember): void {
    this.spentShares.delete(member);
    withdraw(member.losscutEntry);
    member.losscutEntry = null;
    for (const entry of member.multiEntries) withdraw(entry);
    member.multiEntries.length = 0;
    const holds = member.positions.size;
    if (holds >= 2) {
      this.keyShares(member);
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

  /**
   * A multi-instrument holder's re-check entries at the prices of now: on each instrument, where its
   * pnl would have fallen by ⌊slack / k⌋ (the floor keeps the shares' sum within the slack, also when
   * a due member's slack is negative: then every entry is reached at once).
   */
  private keyShares(member: BookMember): void {
    const share = divFloor(this.slackOf(member), BigInt(member.positions.size));
    for (const position of member.positions.values()) {
      const instrument = this.instrumentOf(position.stock);
      const direction = directionOf(position.side);
      const { lots, entryPrice } = position;
      const pnlNow = pnlKrwMinor(
        direction,
        lots,
        entryPrice,
        instrument.tick?.price ?? entryPrice,
        instrument.terms,
      );
      // The price where pnl(p) ≤ pnlNow − share: the closed form with base `share − pnlNow`, line 0.
      const price = losscutPrice({
        direction,
        lots,
        entryPrice,
        terms: instrument.terms,
        baseEquityMinor: share - pnlNow,
        losscutMinor: 0n,
      });
      // No positive price spends the share (a LONG whose share outlasts a fall to the lowest price).
      if (price === null) continue;
      member.multiEntries.push(
        this.indexesOf(position.stock).multiChecks.add('LOSSCUT', direction === 1, price, 0, { member }),
      );
    }
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
   * The members the tick's fills changed, and the due ones among those the indexes popped: whose
   * exact losscut price the tick reached (each must be due, asserted by the rules' direct check) and
   * the multi-instrument holders whose share it spent (re-checked: a holder not due is re-keyed).
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
    const exact = out.length;
    indexes.multiChecks.pop(price, out);
    if (out.length === 0) return touched;
    const candidates = new Set<BookMember>(touched);
    for (const [n, entry] of out.entries()) {
      const member = entry.member as BookMember;
      if (n < exact) {
        if (member.losscutEntry === entry) member.losscutEntry = null;
        if (this.checksExactPops) this.mustBeDue(member);
        candidates.add(member);
        continue;
      }
      // A share reached: the member may be at the line, or only nearer to it.
      const at = member.multiEntries.indexOf(entry);
      if (at >= 0) member.multiEntries.splice(at, 1);
      if (this.losscutDue(member)) candidates.add(member);
      // Re-keyed after the answer (even when the tick's fills touched it: the reached entry is gone).
      else this.spentShares.add(member);
    }
    out.length = 0;
    return candidates;
  }

  /** The direct rule (equity at or below the line), in machine numbers where they are exact. */
  protected override losscutDue(member: BookMember): boolean {
    if (member.positions.size === 0) return false;
    const slack = this.machineSlack(member);
    return slack === null ? super.losscutDue(member) : slack <= 0;
  }

  private slackOf(member: BookMember): bigint {
    const slack = this.machineSlack(member);
    if (slack !== null) return BigInt(slack);
    const { equityMinor, losscutMinor } = this.accountOf(member);
    return equityMinor - losscutMinor;
  }

  /**
   * Equity − losscut line, the sums of `accountOf`, in machine numbers (`exact-losscut.ts`); null when
   * a figure leaves the exact range, and the bigint rules decide.
   */
  private machineSlack(member: BookMember): number | null {
    if (!fits(member.point) || !fits(member.reserved)) return null;
    let equity = Number(member.point) + Number(member.reserved);
    if (!inRange(equity)) return null;
    let margin = 0;
    for (const position of member.positions.values()) {
      const terms = this.machineTerms.get(position.stock);
      if (terms === undefined || terms === null) return null;
      const price = this.instrumentOf(position.stock).tick?.price ?? position.entryPrice;
      const pnl = machinePnl(directionOf(position.side), position.lots, position.entryPrice, price, terms);
      if (pnl === null) return null;
      equity += pnl;
      margin += position.lots * terms.marginPerLot;
      if (!inRange(equity) || !inRange(margin)) return null;
    }
    const line = machineLosscut(margin, this.terms.site);
    if (line === null) return null;
    const slack = equity - line;
    return inRange(slack) ? slack : null;
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
