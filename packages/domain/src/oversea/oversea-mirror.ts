import type { BookMember } from './book-model.ts';
import type { OverseaTick } from './book-types.ts';
import { OverseaBook } from './oversea-book.ts';

/**
 * The indexed book as the server's trigger loop keeps it: a mirror of a site's stored state, whose
 * ticks say which members a price touched (their crossed orders and TP/SLs, the losscut prices it
 * reached, the multi-instrument holders of the instrument) while the database decides for real.
 * A member the database changed is re-synced by forgetting them and restoring what was stored, so
 * `forget` adds: the member and everything of theirs leave the indexes. `touchedBy` finds whom a tick
 * touches without deciding it, as the database will.
 */
export class OverseaMirror extends OverseaBook {
  // The database decides every member named here again, on the stored state, with an `OverseaBook`
  // that checks each exact pop: the mirror does not pay for that check a second time.
  protected override readonly checksExactPops = false;

  /**
   * The members a price of one instrument touches, found by the indexes alone: the owners of the
   * orders and TP/SLs it crosses, the members whose exact losscut price it reaches, and those of the
   * instrument's multi-instrument holders the direct rule finds at their line. Nothing is filled or
   * closed here (the database decides, on the stored state): the crossed entries are taken out of the
   * indexes, and the caller re-syncs every member answered (`forget`, then restore what committed),
   * which puts back whatever the decision left. The instrument's last price becomes the tick's.
   * Sorted by member id.
   */
  touchedBy(tick: OverseaTick): string[] {
    this.rekeySpentShares();
    const instrument = this.instrumentOf(tick.stock);
    instrument.tick = tick;
    const touched = new Set<BookMember>();
    for (const crossed of this.crossedTriggers(instrument, tick.price)) {
      const memberId = crossed.order?.memberId ?? crossed.position?.memberId;
      if (memberId !== undefined) touched.add(this.memberOf(memberId));
    }
    const answer = new Set<string>();
    for (const member of touched) answer.add(member.memberId);
    // Beyond `touched`, the candidates are the members whose exact losscut price the tick reached (the
    // closed form of the direct rule; the deciding engine asserts it) and the multi-instrument holders
    // whose spent share the direct rule found due: no second check here.
    for (const member of this.losscutCandidates(instrument, tick.price, touched)) answer.add(member.memberId);
    return [...answer].sort();
  }

  /** Whether the member is loaded (they have, or had until forgotten, something open). */
  has(memberId: string): boolean {
    return this.members.has(memberId);
  }

  /**
   * Removes the member: their resting orders and positions leave the instrument books and the
   * trigger indexes, their losscut entry and multi-holder memberships go, and their point and holds
   * leave the totals as money taken out (so `totals()` stays a sum of what is loaded).
   */
  forget(memberId: string): void {
    const member = this.members.get(memberId);
    if (member === undefined) return;
    for (const order of member.orders.values()) {
      this.orderGone(order);
      this.instrumentOf(order.stock).orders.delete(order.orderId);
      this.bringIn('ORDER_MARGIN', member, -order.held);
    }
    member.orders.clear();
    for (const position of member.positions.values()) {
      this.positionGone(position);
      this.instrumentOf(position.stock).positions.delete(position.positionId);
      this.bringIn('POSITION_MARGIN', member, -position.margin);
    }
    member.positions.clear();
    // With nothing held, this withdraws the losscut entry and every multi-holder membership.
    this.memberChanged(member);
    this.bringIn('POINT', member, -member.point);
    this.members.delete(memberId);
  }
}
