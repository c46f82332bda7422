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
  let buffer = new Uint8Array(0);
  let start = 0;
  let end = 0;

  function makeRoom(needed: number): void {
    const live = end - start;
    if (buffer.length - end >= needed) return;
    // Compact only while the live bytes fill at most half the buffer. Each compaction then frees at
    // least half of it, so its copying is paid for by the appends that filled that half.
    if (live + needed <= buffer.length && live <= buffer.length / 2) {
      buffer.copyWithin(0, start, end);
    } else {
      const grown = new Uint8Array(Math.max(buffer.length * 2, live + needed, 256));
      grown.set(buffer.subarray(start, end));
      buffer = grown;
    }
    start = 0;
    end = live;
  }

  return {
    get length() {
      return end - start;
    },
    view() {
      return buffer.subarray(start, end);
    },
    append(bytes) {
      if (bytes.length === 0) return;
      makeRoom(bytes.length);
      buffer.set(bytes, end);
      end += bytes.length;
    },
    consume(count) {
      start += count;
      if (start === end) {
        start = 0;
        end = 0;
        if (buffer.length > retainedCapacityMax) buffer = new Uint8Array(0);
      }
    },
    clear() {
      buffer = new Uint8Array(0);
      start = 0;
      end = 0;
    },
  };
}
