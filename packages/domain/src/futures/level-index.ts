import { SortedNumbers } from './sorted-numbers.ts';

/**
 * What a `LevelIndex` holds: an entry sorted by `rank`, then `seq` (unique within one index), that
 * carries its own links (intrusive), so the index allocates nothing per entry and removes one in
 * O(1) without searching for it. The link fields belong to the index: null while the entry is out.
 */
export interface LevelEntry<T extends LevelEntry<T>> {
  rank: number;
  seq: number;
  level: PriceLevel<T> | null;
  prev: T | null;
  next: T | null;
}

/** The entries of one rank, by seq ascending. */
export interface PriceLevel<T extends LevelEntry<T>> {
  readonly rank: number;
  head: T | null;
  tail: T | null;
}

/**
 * The engine's trigger index: the same order as `TriggerIndex` (rank, then seq; "fires when rank ≥
 * threshold", most eager at the top), kept as price levels. Many orders share a price, so a
 * placement, a cancel or an amend is one Map lookup of its rank and a link at the end of that level
 * (a new entry has the highest seq, so it goes last; an older seq walks back from the tail), and
 * only a rank that gains its first entry or loses its last touches the sorted set of ranks
 * (`SortedNumbers`, O(log L)). Nothing is compared against other entries' objects, which is where
 * a sorted list of entries spends its time (a cache miss per step of its binary search). `popFrom`
 * takes whole levels off the top: O(log L + k).
 */
export class LevelIndex<T extends LevelEntry<T>> {
  private readonly levels = new Map<number, PriceLevel<T>>();
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
      this.levels.set(rank, level);
      this.ranks.insert(rank);
    }
    entry.level = level;
    this.count += 1;
    let after = level.tail;
    while (after !== null && after.seq > entry.seq) after = after.prev;
    entry.prev = after;
    if (after === null) {
      entry.next = level.head;
      level.head = entry;
    } else {
      entry.next = after.next;
      after.next = entry;
    }
    if (entry.next === null) level.tail = entry;
    else entry.next.prev = entry;
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

  /** Takes every entry with rank ≥ `threshold` off the index into `out`, most eager first. */
  popFrom(threshold: number, out: T[]): void {
    const ranks = this.ranks;
    while (ranks.size > 0) {
      const rank = ranks.max();
      if (rank < threshold) return;
      ranks.removeMax();
      const level = this.levels.get(rank) as PriceLevel<T>;
      this.levels.delete(rank);
      let entry = level.tail;
      while (entry !== null) {
        const prev = entry.prev;
        entry.level = null;
        entry.prev = null;
        entry.next = null;
        out.push(entry);
        this.count -= 1;
        entry = prev;
      }
    }
  }

  /** Every entry in order (tests and debugging; never on a hot path). */
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
