import { assert } from '../assert.ts';
import {
  directionOf,
  positionView,
  sessionEndPosition,
  type BookMember,
  type BookPosition,
  type InstrumentBook,
} from './book-model.ts';
import { OverseaSettlement } from './book-settlement.ts';
import type { LosscutCause, OverseaTick } from './book-types.ts';
import { pnlKrwMinor } from './formulas.ts';
import { positionsClosedAtSessionEnd } from './order-rules.ts';

/**
 * The two ways positions close without an order: the losscut of a member at or below their line,
 * and the close of an instrument's session. Which members to check for the losscut is the engines'
 * choice (an index or a scan); what happens to them is decided here, once.
 */
export abstract class OverseaCloseouts extends OverseaSettlement {
  /**
   * Members whose losscut the tick may have reached: at least every member holding the instrument
   * whose equity the tick moved to the line, and every member in `touched` (changed by the tick's
   * fills). The rules check each one directly.
   */
  protected abstract losscutCandidates(
    instrument: InstrumentBook,
    price: number,
    touched: ReadonlySet<BookMember>,
  ): Iterable<BookMember>;
  /** Members a command changed that may now be at the losscut: at least `touched`. */
  protected abstract commandLosscutCandidates(touched: ReadonlySet<BookMember>): Iterable<BookMember>;

  // --- the losscut -------------------------------------------------------------------------------

  /** Liquidates every candidate at or below its line, in member id order (they are independent). */
  protected runLosscuts(candidates: Iterable<BookMember>, cause: LosscutCause | null): void {
    const due: BookMember[] = [];
    for (const member of candidates) if (this.losscutDue(member)) due.push(member);
    due.sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
    for (const member of due) this.liquidate(member, cause);
  }

  /**
   * The losscut of one member, atomically: every resting order cancelled (their holds back to the
   * point first, so they pay losses too), then every position closed at its instrument's last price.
   * Winners close before losers: a gain is in the point before a loss is charged, so the house draws
   * only what the member's whole account cannot pay.
   */
  protected liquidate(member: BookMember, cause: LosscutCause | null, shortfall = false): void {
    const { equityMinor, losscutMinor } = this.accountOf(member);
    for (const order of [...member.orders.values()].sort((a, b) => a.seq - b.seq))
      this.cancelOne(member, order);
    const closing: { position: BookPosition; instrument: InstrumentBook; pnl: bigint; at: OverseaTick }[] =
      [];
    for (const { stock } of this.terms.instruments) {
      const position = member.positions.get(stock);
      if (position === undefined) continue;
      const instrument = this.instrumentOf(stock);
      const at = instrument.tick;
      assert(at !== null, `A losscut of ${stock} needs its last price.`);
      const direction = directionOf(position.side);
      const pnl = pnlKrwMinor(direction, position.lots, position.entryPrice, at.price, instrument.terms);
      closing.push({ position, instrument, pnl, at });
    }
    closing.sort((a, b) => (a.pnl >= 0n ? 0 : 1) - (b.pnl >= 0n ? 0 : 1));
    for (const { position, instrument, at } of closing) {
      const before = positionView(position);
      const settled = this.closeWhole(member, instrument, position, at.price);
      const fill = this.closingFill('LIQUIDATION', position, at, settled);
      this.emit({
        type: 'POSITION_LIQUID',
        position: before,
        fill,
        cause,
        shortfall,
        equityMinor,
        losscutMinor,
        insuranceMinor: settled.insurance,
      });
    }
    this.memberChanged(member);
  }

  // --- session end -------------------------------------------------------------------------------

  /**
   * The instrument's session ends: its resting orders are cancelled (an order must not fill on the
   * next session's first price, hours later, on a decision made before the close), then each holder's
   * position closes at the last price unless `positionsClosedAtSessionEnd` lets it stay overnight.
   * Returns the members it touched and the number of positions closed.
   */
  protected endSession(instrument: InstrumentBook): { touched: Set<BookMember>; closed: number } {
    instrument.open = false;
    const touched = new Set<BookMember>();
    for (const order of [...instrument.orders.values()].sort((a, b) => a.seq - b.seq)) {
      const member = this.memberOf(order.memberId);
      this.cancelOne(member, order);
      touched.add(member);
    }
    let closed = 0;
    for (const position of [...instrument.positions.values()].sort((a, b) => a.seq - b.seq)) {
      const member = this.memberOf(position.memberId);
      touched.add(member);
      const { equityMinor } = this.accountOf(member);
      const closing = positionsClosedAtSessionEnd(
        [sessionEndPosition(position, instrument.terms)],
        equityMinor,
        this.terms.site,
      );
      if (closing.length === 0) continue;
      const at = instrument.tick;
      assert(at !== null, `A session close of ${instrument.terms.stock} needs its last price.`);
      // A loss the point and the margin cannot pay while the member holds more: the member's losscut
      // (gains first) instead, as a stop-loss does (`shortfallElsewhere`).
      if (this.shortfallElsewhere(member, instrument, position, position.lots, at.price, null)) {
        closed += member.positions.size;
        this.liquidate(member, null, true);
        continue;
      }
      const before = positionView(position);
      const fill = this.closingFill(
        'SESSION_END',
        position,
        at,
        this.closeWhole(member, instrument, position, at.price),
      );
      this.emit({ type: 'ORDER_FILLED', order: null, fill });
      this.emit({ type: 'POSITION_CLOSE', position: before, fill });
      closed += 1;
    }
    for (const member of touched) this.memberChanged(member);
    return { touched, closed };
  }
}
