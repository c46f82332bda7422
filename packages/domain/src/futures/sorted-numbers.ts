/** Chunks split past this size: a shift inside one stays a few cache lines of plain numbers. */
const CHUNK_MAX = 128;

/**
 * A sorted set of numbers as a list of sorted chunks of plain numbers (the "sorted list" of Python's
 * sortedcontainers): insert and remove are a binary search over the chunks' maxima, one inside a
 * chunk and a shift of at most `CHUNK_MAX` numbers; the maximum is read and removed in O(1). Numbers
 * only, so every comparison reads contiguous memory.
 */
export class SortedNumbers {
  private readonly chunks: number[][] = [];
  /** The last (largest) number of each chunk. */
  private readonly maxima: number[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds `value`; false when it is already there. */
  insert(value: number): boolean {
    const chunks = this.chunks;
    if (chunks.length === 0) {
      chunks.push([value]);
      this.maxima.push(value);
      this.count = 1;
      return true;
    }
    const at = this.chunkFor(value);
    const chunk = chunks[at] as number[];
    const low = positionIn(chunk, value);
    if (chunk[low] === value) return false;
    let i = chunk.length;
    chunk.push(value);
    while (i > low) {
      chunk[i] = chunk[i - 1] as number;
      i -= 1;
    }
    chunk[low] = value;
    if (low === chunk.length - 1) this.maxima[at] = value;
    this.count += 1;
    if (chunk.length > CHUNK_MAX) this.split(at);
    return true;
  }

  /** Removes `value`; false when it is not there. */
  remove(value: number): boolean {
    const chunks = this.chunks;
    if (chunks.length === 0) return false;
    const at = this.chunkFor(value);
    const chunk = chunks[at] as number[];
    const low = positionIn(chunk, value);
    if (chunk[low] !== value) return false;
    const last = chunk.length - 1;
    for (let i = low; i < last; i += 1) chunk[i] = chunk[i + 1] as number;
    chunk.pop();
    this.count -= 1;
    if (last === 0) {
      chunks.splice(at, 1);
      this.maxima.splice(at, 1);
    } else if (low === last) {
      this.maxima[at] = chunk[last - 1] as number;
    }
    return true;
  }

  /** The largest number; only when `size > 0`. */
  max(): number {
    return this.maxima[this.maxima.length - 1] as number;
  }

  removeMax(): void {
    const at = this.chunks.length - 1;
    const chunk = this.chunks[at] as number[];
    chunk.pop();
    this.count -= 1;
    if (chunk.length === 0) {
      this.chunks.pop();
      this.maxima.pop();
    } else {
      this.maxima[at] = chunk[chunk.length - 1] as number;
    }
  }

  toArray(): number[] {
    return this.chunks.flat();
  }

  private split(at: number): void {
    const chunk = this.chunks[at] as number[];
    const upper = chunk.splice(chunk.length >>> 1);
    this.chunks.splice(at + 1, 0, upper);
    this.maxima.splice(at + 1, 0, upper[upper.length - 1] as number);
    this.maxima[at] = chunk[chunk.length - 1] as number;
  }

  /** The chunk a number belongs in: the first whose maximum is not below it, else the last. */
  private chunkFor(value: number): number {
    const maxima = this.maxima;
    let low = 0;
    let high = maxima.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((maxima[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** The first position in a sorted chunk whose number is not below `value`. */
function positionIn(chunk: readonly number[], value: number): number {
  let low = 0;
  let high = chunk.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((chunk[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
