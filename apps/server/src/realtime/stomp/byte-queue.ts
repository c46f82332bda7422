/**
 * The received bytes the parser has not consumed yet: a growable buffer with a read and a write
 * position. Appending is amortised O(1) per byte, so a frame that arrives one byte at a time costs
 * linear time, not the quadratic time of concatenating a fresh array on every push.
 */
export interface ByteQueue {
  readonly length: number;
  /** The unconsumed bytes. The view is valid until the next `append` or `consume`. */
  view(): Uint8Array;
  append(bytes: Uint8Array): void;
  consume(count: number): void;
  clear(): void;
}

// A connection that once received a large frame should not keep its large buffer while idle: the
// gateway holds one queue per connection, and most of them only ever see small frames.
const retainedCapacityMax = 16 * 1024;

export function createByteQueue(): ByteQueue {
  return new GrowableByteQueue();
}

// A class, not a closure: the gateway holds one queue per connection, and methods on a prototype cost
// nothing per instance where a closure per method costs a function object (and, under tsx, a property
// array for its name) on every connection.
class GrowableByteQueue implements ByteQueue {
  #buffer = new Uint8Array(0);
  #start = 0;
  #end = 0;

  get length(): number {
    return this.#end - this.#start;
  }

  view(): Uint8Array {
    return this.#buffer.subarray(this.#start, this.#end);
  }

  append(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.#makeRoom(bytes.length);
    this.#buffer.set(bytes, this.#end);
    this.#end += bytes.length;
  }

  consume(count: number): void {
    this.#start += count;
    if (this.#start === this.#end) {
      this.#start = 0;
      this.#end = 0;
      if (this.#buffer.length > retainedCapacityMax) this.#buffer = new Uint8Array(0);
    }
  }

  clear(): void {
    this.#buffer = new Uint8Array(0);
    this.#start = 0;
    this.#end = 0;
  }

  #makeRoom(needed: number): void {
    const buffer = this.#buffer;
    const live = this.#end - this.#start;
    if (buffer.length - this.#end >= needed) return;
    // Compact only while the live bytes fill at most half the buffer. Each compaction then frees at
    // least half of it, so its copying is paid for by the appends that filled that half.
    if (live + needed <= buffer.length && live <= buffer.length / 2) {
      buffer.copyWithin(0, this.#start, this.#end);
    } else {
      const grown = new Uint8Array(Math.max(buffer.length * 2, live + needed, 256));
      grown.set(buffer.subarray(this.#start, this.#end));
      this.#buffer = grown;
    }
    this.#start = 0;
    this.#end = live;
  }
}
