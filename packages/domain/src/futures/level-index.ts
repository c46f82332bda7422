import { LevelTable } from './level-table.ts';
import { SortedNumbers } from './sorted-numbers.ts';

/**
 * What a `LevelIndex` holds: an entry sorted by `rank` that carries its own links (intrusive), so
 * the index allocates nothing per entry and removes one in O(1) without searching for it. The link
 * fields belong to the index: null while the entry is out.
 */
export interface LevelEntry<T extends LevelEntry<T>> {
  rank: number;
  level: PriceLevel<T> | null;
  prev: T | null;
  next: T | null;
}

/** The entries of one rank, in the order they were inserted. */
export interface PriceLevel<T extends LevelEntry<T>> {
  readonly rank: number;
  head: T | null;
  tail: T | null;
}

/**
 * The sorted trigger index of the engine (`FuturesBook`) and of the server's trigger and liquidation
 * books: entries that fire "when rank ≥ threshold", kept as price levels. Every trigger direction
 * maps onto that rule: one that fires as the price falls to its key uses rank = key and
 * threshold = price; one that fires as the price rises to its key, rank = −key and threshold = −price.
 * Many entries share a price, so an insert or a remove is one lookup of its rank (`LevelTable`: a
 * slot of an array near the prices in use, a Map beyond) and a link at the end of that level, and only a rank that gains its first entry or loses its last touches the
 * sorted set of ranks (`SortedNumbers`, O(log L)). `popFrom` takes whole levels off the top:
 * O(log L + k). Inside a level entries keep insertion order; every caller orders what a tick popped
 * by its own sequence (placement, TP/SL setting, position opening), so the index need not.
 */
export class LevelIndex<T extends LevelEntry<T>> {
  private readonly levels = new LevelTable<PriceLevel<T>>();
  private readonly ranks = new SortedNumbers();
  private count = 0;

  get size(): number {
    return this.count;
  }

  insert(entry: T): void {
    const rank = entry.rank;
    let level = this.levels.get(rank);
    if (level === undefined) {
      level = { rank, head: null, tail: null };
      this.levels.add(rank, level);
      this.ranks.insert(rank);
    }
    const tail = level.tail;
    entry.level = level;
    entry.prev = tail;
    entry.next = null;
    if (tail === null) level.head = entry;
    else tail.next = entry;
    level.tail = entry;
    this.count += 1;
  }

  /** Removes this very entry; false when it is not in the index. */
  remove(entry: T): boolean {
    const level = entry.level;
    if (level === null) return false;
    const { prev, next } = entry;
    if (prev === null) level.head = next;
    else prev.next = next;
    if (next === null) level.tail = prev;
    else next.prev = prev;
    entry.level = null;
    entry.prev = null;
    entry.next = null;
    this.count -= 1;
    if (level.head === null) {
      this.levels.delete(level.rank);
      this.ranks.remove(level.rank);
    }
    return true;
  }

  /** Takes every entry with rank ≥ `threshold` off the index into `out`, highest rank first. */
  popFrom(threshold: number, out: T[]): void {
    const ranks = this.ranks;
    while (ranks.size > 0) {
      const rank = ranks.max();
      if (rank < threshold) return;
      ranks.removeMax();
      const level = this.levels.get(rank) as PriceLevel<T>;
      this.levels.delete(rank);
      let entry = level.head;
      while (entry !== null) {
        const next = entry.next;
        entry.level = null;
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
      for (let entry = (this.levels.get(rank) as PriceLevel<T>).head; entry !== null; entry = entry.next) {
        all.push(entry);
      }
    }
    return all;
  }
}
