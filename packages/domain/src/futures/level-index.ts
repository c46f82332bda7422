import { LevelTable } from './level-table.ts';
import { SortedNumbers } from './sorted-numbers.ts';

/**
 * What a `LevelIndex` holds: an entry sorted by `rank` that carries its own links (intrusive), so
 * the index allocates nothing per entry and removes one in O(1) without searching for it. The link
 * fields belong to the index: `indexed` false and the links null while the entry is out.
 */
export interface LevelEntry<T extends LevelEntry<T>> {
  rank: number;
  indexed: boolean;
  prev: T | null;
  next: T | null;
}

/**
 * The sorted trigger index of the engine (`FuturesBook`) and of the server's trigger and liquidation
 * books: entries that fire "when rank ≥ threshold", kept as price levels. Every trigger direction
 * maps onto that rule: one that fires as the price falls to its key uses rank = key and
 * threshold = price; one that fires as the price rises to its key, rank = −key and threshold = −price.
 * Many entries share a price, so an insert or a remove is one lookup of its rank's ends (`LevelTable`:
 * slots of two arrays near the prices in use, a Map beyond; no object per level) and a link at the end of that level, and only a rank that gains its first entry or loses its last touches the
 * sorted set of ranks (`SortedNumbers`, O(log L)). `popFrom` takes whole levels off the top:
 * O(log L + k). Inside a level entries keep insertion order; every caller orders what a tick popped
 * by its own sequence (placement, TP/SL setting, position opening), so the index need not.
 */
export class LevelIndex<T extends LevelEntry<T>> {
  private readonly levels = new LevelTable<T>();
  private readonly ranks = new SortedNumbers();
  private count = 0;

  get size(): number {
    return this.count;
  }

  insert(entry: T): void {
    const rank = entry.rank;
    const tail = this.levels.tail(rank);
    entry.indexed = true;
    entry.prev = tail;
    entry.next = null;
    if (tail === null) {
      this.levels.add(rank, entry);
      this.ranks.insert(rank);
    } else {
      tail.next = entry;
      this.levels.setTail(rank, entry);
    }
    this.count += 1;
  }

  /** Removes this very entry; false when it is not in the index. */
  remove(entry: T): boolean {
    if (!entry.indexed) return false;
    const { rank, prev, next } = entry;
    if (prev === null && next === null) {
      this.levels.delete(rank);
      this.ranks.remove(rank);
    } else {
      if (prev === null) this.levels.setHead(rank, next as T);
      else prev.next = next;
      if (next === null) this.levels.setTail(rank, prev as T);
      else next.prev = prev;
    }
    entry.indexed = false;
    entry.prev = null;
    entry.next = null;
    this.count -= 1;
    return true;
  }

  /** Takes every entry with rank ≥ `threshold` off the index into `out`, highest rank first. */
  popFrom(threshold: number, out: T[]): void {
    const ranks = this.ranks;
    while (ranks.size > 0) {
      const rank = ranks.max();
      if (rank < threshold) return;
      ranks.removeMax();
      let entry = this.levels.head(rank);
      this.levels.delete(rank);
      while (entry !== null) {
        const next = entry.next;
        entry.indexed = false;
        entry.prev = null;
        entry.next = null;
        out.push(entry);
        this.count -= 1;
        entry = next;
      }
    }
  }

  /** Every entry, by rank, each level in insertion order (tests and debugging; never on a hot path). */
  toArray(): T[] {
    const all: T[] = [];
    for (const rank of this.ranks.toArray()) {
      for (let entry = this.levels.head(rank); entry !== null; entry = entry.next) {
        all.push(entry);
      }
    }
    return all;
  }
}
