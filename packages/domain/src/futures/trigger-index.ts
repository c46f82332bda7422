/** What a `TriggerIndex` sorts: by `rank` ascending, then by `seq` (unique within one index). */
export interface RankedEntry {
  rank: number;
  seq: number;
}

/**
 * Chunks split when they grow past this. Small enough that the shift inside a chunk and its binary
 * search stay a few cache lines; the chunks' last keys sit in flat arrays, so many chunks cost little.
 */
const CHUNK_MAX = 64;

function before(a: RankedEntry, b: RankedEntry): boolean {
  return a.rank < b.rank || (a.rank === b.rank && a.seq < b.seq);
}

/**
 * A sorted multiset of trigger entries (resting orders, TP/SL, liquidation and warning prices) as a
 * list of sorted chunks (the "sorted list" of Python's sortedcontainers): insert and remove are a
 * binary search over the chunks' last keys, one inside a chunk and a shift of at most `CHUNK_MAX` entries,
 * so O(log n + chunk) with no rebalancing; `popFrom` takes the crossed entries off the tail in
 * O(k). Every trigger direction maps onto "fires when rank ≥ threshold": a trigger that fires when
 * the price falls to its key uses rank = key and threshold = price; one that fires when the price
 * rises to its key uses rank = −key and threshold = −price. The most eager entries are at the tail.
 */
export class TriggerIndex<T extends RankedEntry> {
  private readonly chunks: T[][] = [];
  /**
   * The key of each chunk's last entry, side by side in flat number arrays: the search for a chunk
   * reads these (contiguous, in cache) instead of reaching into every chunk it passes.
   */
  private readonly lastRank: number[] = [];
  private readonly lastSeq: number[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  insert(entry: T): void {
    this.count += 1;
    const chunks = this.chunks;
    if (chunks.length === 0) {
      chunks.push([entry]);
      this.lastRank.push(entry.rank);
      this.lastSeq.push(entry.seq);
      return;
    }
    const at = this.chunkFor(entry.rank, entry.seq);
    const chunk = chunks[at] as T[];
    const low = positionIn(chunk, entry);
    // Shifted by hand: `splice` allocates the array of removed items on every call.
    let i = chunk.length;
    chunk.push(entry);
    while (i > low) {
      chunk[i] = chunk[i - 1] as T;
      i -= 1;
    }
    chunk[low] = entry;
    if (low === chunk.length - 1) {
      this.lastRank[at] = entry.rank;
      this.lastSeq[at] = entry.seq;
    }
    if (chunk.length > CHUNK_MAX) this.split(at);
  }

  /** Removes this very entry; false when it is not in the index. */
  remove(entry: T): boolean {
    const chunks = this.chunks;
    if (chunks.length === 0) return false;
    const at = this.chunkFor(entry.rank, entry.seq);
    const chunk = chunks[at] as T[];
    const low = positionIn(chunk, entry);
    if (chunk[low] !== entry) return false;
    const last = chunk.length - 1;
    for (let i = low; i < last; i += 1) chunk[i] = chunk[i + 1] as T;
    chunk.pop();
    this.count -= 1;
    if (last === 0) {
      chunks.splice(at, 1);
      this.lastRank.splice(at, 1);
      this.lastSeq.splice(at, 1);
    } else if (low === last) {
      this.refreshLast(at);
    }
    return true;
  }

  /** Takes every entry with rank ≥ `threshold` off the index into `out`, most eager first. */
  popFrom(threshold: number, out: T[]): void {
    const chunks = this.chunks;
    while (chunks.length > 0) {
      const at = chunks.length - 1;
      if ((this.lastRank[at] as number) < threshold) return;
      const chunk = chunks[at] as T[];
      while (chunk.length > 0 && (chunk[chunk.length - 1] as T).rank >= threshold) {
        out.push(chunk.pop() as T);
        this.count -= 1;
      }
      if (chunk.length > 0) {
        this.refreshLast(at);
        return;
      }
      chunks.pop();
      this.lastRank.pop();
      this.lastSeq.pop();
    }
  }

  /** Every entry in order (tests and debugging; never on a hot path). */
  toArray(): T[] {
    return this.chunks.flat();
  }

  private refreshLast(at: number): void {
    const chunk = this.chunks[at] as T[];
    const last = chunk[chunk.length - 1] as T;
    this.lastRank[at] = last.rank;
    this.lastSeq[at] = last.seq;
  }

  private split(at: number): void {
    const chunk = this.chunks[at] as T[];
    const upper = chunk.splice(chunk.length >>> 1);
    this.chunks.splice(at + 1, 0, upper);
    const top = upper[upper.length - 1] as T;
    this.lastRank.splice(at + 1, 0, top.rank);
    this.lastSeq.splice(at + 1, 0, top.seq);
    this.refreshLast(at);
  }

  /** The chunk a key belongs in: the first whose last entry is not before it, else the last. */
  private chunkFor(rank: number, seq: number): number {
    const lastRank = this.lastRank;
    const lastSeq = this.lastSeq;
    let low = 0;
    let high = lastRank.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const r = lastRank[middle] as number;
      if (r < rank || (r === rank && (lastSeq[middle] as number) < seq)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** Where `entry` sits (or would) in a sorted chunk: the first position not before it. */
function positionIn<T extends RankedEntry>(chunk: readonly T[], entry: T): number {
  let low = 0;
  let high = chunk.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(chunk[middle] as T, entry)) low = middle + 1;
    else high = middle;
  }
  return low;
}
