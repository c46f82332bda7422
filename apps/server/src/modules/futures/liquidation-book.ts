import { TriggerIndex } from '@baro/domain';

export interface LiquidationEntry {
  rank: number;
  seq: number;
  readonly positionId: number;
}

/**
 * One option's open positions by liquidation price, judged at mark (DOMAIN.md §3): LONGs fire when the
 * mark falls to their price, SHORTs when it rises to theirs, each side a TriggerIndex, so a mark tick
 * costs O(log n + liquidated). A position's entry is replaced when it changes; a position without a
 * liquidation price (a LONG backed by its whole notional) has none.
 */
export class LiquidationBook {
  private readonly falling = new TriggerIndex<LiquidationEntry>();
  private readonly rising = new TriggerIndex<LiquidationEntry>();
  private readonly entries = new Map<number, { entry: LiquidationEntry; side: 'LONG' | 'SHORT' }>();

  get size(): number {
    return this.entries.size;
  }

  /** Sets (or clears, with a null price) the liquidation price of a position. */
  set(positionId: number, side: 'LONG' | 'SHORT', price: number | null): void {
    this.remove(positionId);
    if (price === null) return;
    const entry = { rank: side === 'LONG' ? price : -price, seq: positionId, positionId };
    (side === 'LONG' ? this.falling : this.rising).insert(entry);
    this.entries.set(positionId, { entry, side });
  }

  remove(positionId: number): void {
    const found = this.entries.get(positionId);
    if (found === undefined) return;
    (found.side === 'LONG' ? this.falling : this.rising).remove(found.entry);
    this.entries.delete(positionId);
  }

  /** Takes the positions the mark reaches off the book. */
  crossed(markPrice: number): number[] {
    const out: LiquidationEntry[] = [];
    this.falling.popFrom(markPrice, out);
    this.rising.popFrom(-markPrice, out);
    for (const entry of out) this.entries.delete(entry.positionId);
    return out.map((entry) => entry.positionId).sort((a, b) => a - b);
  }
}
