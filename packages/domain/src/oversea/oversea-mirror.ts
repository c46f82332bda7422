import { OverseaBook } from './oversea-book.ts';

/**
 * The indexed book as the server's trigger loop keeps it: a mirror of a site's stored state, whose
 * ticks say which members a price touched (their crossed orders and TP/SLs, the losscut prices it
 * reached, the multi-instrument holders of the instrument) while the database decides for real.
 * A member the database changed is re-synced by forgetting them and restoring what was stored, so
 * `forget` is the one thing it adds: the member and everything of theirs leave the indexes.
 */
export class OverseaMirror extends OverseaBook {
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
