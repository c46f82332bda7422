/** What a `TriggerIndex` sorts: by `rank` ascending, then by `seq` (unique within one index). */
export interface RankedEntry {
  rank: number;
  seq: number;
}

/** Chunks split when they grow past this; a few hundred keeps a splice inside one chunk cheap. */
const CHUNK_MAX = 256;

function before(a: RankedEntry, b: RankedEntry): boolean {
  return a.rank < b.rank || (a.rank === b.rank && a.seq < b.seq);
}

/**
 * A sorted multiset of trigger entries (resting orders, TP/SL, liquidation and warning prices) as a
 * list of sorted chunks (the "sorted list" of Python's sortedcontainers): insert and remove are a
 * binary search over the chunks, one inside a chunk and a splice of at most `CHUNK_MAX` entries,
 * so O(log n + chunk) with no rebalancing; `popFrom` takes the crossed entries off the tail in
 * O(k). Every trigger direction maps onto "fires when rank ≥ threshold": a trigger that fires when
 * the price falls to its key uses rank = key and threshold = price; one that fires when the price
 * rises to its key uses rank = −key and threshold = −price. The most eager entries are at the tail.
 */
export class TriggerIndex<T extends RankedEntry> {
  private readonly chunks: T[][] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  insert(entry: T): void {
    this.count += 1;
    const chunks = this.chunks;
    if (chunks.length === 0) {
      chunks.push([entry]);
      return;
    }
    const at = this.chunkFor(entry);
    const chunk = chunks[at] as T[];
    let low = 0;
    let high = chunk.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(chunk[middle] as T, entry)) low = middle + 1;
      else high = middle;
    }
    if (low === chunk.length) chunk.push(entry);
    else chunk.splice(low, 0, entry);
    if (chunk.length > CHUNK_MAX) {
      chunks.splice(at + 1, 0, chunk.splice(chunk.length >>> 1));
    }
  }

  /** Removes this very entry; false when it is not in the index. */
  remove(entry: T): boolean {
    const chunks = this.chunks;
    if (chunks.length === 0) return false;
    const at = this.chunkFor(entry);
    const chunk = chunks[at] as T[];
    let low = 0;
    let high = chunk.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(chunk[middle] as T, entry)) low = middle + 1;
      else high = middle;
    }
    if (chunk[low] !== entry) return false;
    if (low === chunk.length - 1) chunk.pop();
    else chunk.splice(low, 1);
    if (chunk.length === 0) chunks.splice(at, 1);
    this.count -= 1;
    return true;
  }

  /** Takes every entry with rank ≥ `threshold` off the index into `out`, most eager first. */
  popFrom(threshold: number, out: T[]): void {
    const chunks = this.chunks;
    while (chunks.length > 0) {
      const chunk = chunks[chunks.length - 1] as T[];
      while (chunk.length > 0 && (chunk[chunk.length - 1] as T).rank >= threshold) {
        out.push(chunk.pop() as T);
        this.count -= 1;
      }
      if (chunk.length > 0) return;
      chunks.pop();
    }
  }

  /** Every entry in order (tests and debugging; never on a hot path). */
  toArray(): T[] {
    return this.chunks.flat();
  }

  /** The chunk an entry belongs in: the first whose last entry is not before it, else the last. */
  private chunkFor(entry: T): number {
    const chunks = this.chunks;
    let low = 0;
    let high = chunks.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const chunk = chunks[middle] as T[];
      if (before(chunk[chunk.length - 1] as T, entry)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
