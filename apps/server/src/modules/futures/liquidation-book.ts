import { LevelIndex, type LevelEntry } from '@baro/domain';

export interface LiquidationEntry extends LevelEntry<LiquidationEntry> {
  rank: number;
  readonly positionId: number;
  readonly side: 'LONG' | 'SHORT';
  indexed: boolean;
  prev: LiquidationEntry | null;
  next: LiquidationEntry | null;
}

/**
 * One option's open positions by liquidation price, judged at mark (DOMAIN.md §3): LONGs fire when the
 * mark falls to their price, SHORTs when it rises to theirs, each side a LevelIndex (@baro/domain's,
 * the engine's own), so a mark tick costs O(log n + liquidated) and a change of one position's price
 * O(1) plus O(log L) when a price level appears or empties. A position's entry is replaced when it
 * changes; a position without a liquidation price (a LONG backed by its whole notional) has none.
 */
export class LiquidationBook {
  private readonly falling = new LevelIndex<LiquidationEntry>();
  private readonly rising = new LevelIndex<LiquidationEntry>();
  private readonly entries = new Map<number, LiquidationEntry>();

  get size(): number {
    return this.entries.size;
  }

  /** Sets (or clears, with a null price) the liquidation price of a position. */
  set(positionId: number, side: 'LONG' | 'SHORT', price: number | null): void {
    this.remove(positionId);
    if (price === null) return;
    const entry: LiquidationEntry = {
      rank: side === 'LONG' ? price : -price,
      positionId,
      side,
      indexed: false,
      prev: null,
      next: null,
    };
    (side === 'LONG' ? this.falling : this.rising).insert(entry);
    this.entries.set(positionId, entry);
  }

  remove(positionId: number): void {
    const entry = this.entries.get(positionId);
    if (entry === undefined) return;
    (entry.side === 'LONG' ? this.falling : this.rising).remove(entry);
    this.entries.delete(positionId);
  }

  /** Takes the positions the mark reaches off the book, by position id. */
  crossed(markPrice: number): number[] {
    const out: LiquidationEntry[] = [];
    this.falling.popFrom(markPrice, out);
    this.rising.popFrom(-markPrice, out);
    for (const entry of out) this.entries.delete(entry.positionId);
    return out.map((entry) => entry.positionId).sort((a, b) => a - b);
  }
}
