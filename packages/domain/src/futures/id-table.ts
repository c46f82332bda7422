/** What an `IdTable` holds: an entry that carries its own id. */
export interface IdEntry {
  readonly orderId: string;
}

const FIRST_CAPACITY = 1_024;

/**
 * The engine's resting orders by id: an open-addressing hash table (linear probing, at most half
 * full, deletion by shifting the probe run back, so no tombstones) in one array of interleaved
 * slots, `[hash, entry, hash, entry, …]`. Why not a `Map`: the id map was the largest single item
 * of the engine's profile (a `Map` lookup is a bucket read, then an entry read in another table,
 * then the order itself, each a cache miss on a 150,000-order book); here the probe reads the hash
 * and the entry pointer from the same cache line, and the entry holds its own id, so no key is
 * stored twice. The hash is computed from the id's characters (ids are short: the server's are
 * database numbers), mixed so that sequential ids spread over the table.
 */
export class IdTable<T extends IdEntry> {
  private slots: (number | T | null)[] = emptySlots<T>(FIRST_CAPACITY);
  private mask = FIRST_CAPACITY - 1;
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(id: string): T | undefined {
    const hash = hashOf(id);
    const slots = this.slots;
    const mask = this.mask;
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const entry = slots[2 * at + 1] as T | null;
      if (entry === null) return undefined;
      if (slots[2 * at] === hash && entry.orderId === id) return entry;
    }
  }

  /** Adds `entry` unless its id is used: answers the entry already there (left in place), else null. */
  add(entry: T): T | null {
    const id = entry.orderId;
    const hash = hashOf(id);
    const slots = this.slots;
    const mask = this.mask;
    let at = hash & mask;
    for (; ; at = (at + 1) & mask) {
      const held = slots[2 * at + 1] as T | null;
      if (held === null) break;
      if (slots[2 * at] === hash && held.orderId === id) return held;
    }
    slots[2 * at] = hash;
    slots[2 * at + 1] = entry;
    this.count += 1;
    if (2 * this.count > mask + 1) this.grow();
    return null;
  }

  /** Removes the entry with this id; false when there is none. */
  delete(id: string): boolean {
    const hash = hashOf(id);
    const slots = this.slots;
    const mask = this.mask;
    let at = hash & mask;
    for (; ; at = (at + 1) & mask) {
      const held = slots[2 * at + 1] as T | null;
      if (held === null) return false;
      if (slots[2 * at] === hash && held.orderId === id) break;
    }
    // Backward-shift deletion: each later entry of the run that may sit in the hole moves into it,
    // so a probe never meets a hole before the entry it looks for.
    let hole = at;
    for (let next = (hole + 1) & mask; ; next = (next + 1) & mask) {
      const moved = slots[2 * next + 1] as T | null;
      if (moved === null) break;
      const home = (slots[2 * next] as number) & mask;
      // The entry at `next` may move back to `hole` when its home is not in (hole, next] cyclically.
      if (((next - home) & mask) >= ((next - hole) & mask)) {
        slots[2 * hole] = slots[2 * next] as number;
        slots[2 * hole + 1] = moved;
        hole = next;
      }
    }
    slots[2 * hole] = 0;
    slots[2 * hole + 1] = null;
    this.count -= 1;
    return true;
  }

  /** Every entry, in no particular order (the reference engine's scans; never on a hot path). */
  values(): T[] {
    const all: T[] = [];
    for (let slot = 1; slot < this.slots.length; slot += 2) {
      const entry = this.slots[slot] as T | null;
      if (entry !== null) all.push(entry);
    }
    return all;
  }

  private grow(): void {
    const old = this.slots;
    const capacity = 2 * (this.mask + 1);
    const slots = emptySlots<T>(capacity);
    const mask = capacity - 1;
    for (let slot = 0; slot < old.length; slot += 2) {
      const entry = old[slot + 1] as T | null;
      if (entry === null) continue;
      const hash = old[slot] as number;
      let at = hash & mask;
      while (slots[2 * at + 1] !== null) at = (at + 1) & mask;
      slots[2 * at] = hash;
      slots[2 * at + 1] = entry;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/**
 * `capacity` empty slot pairs. Allocated at their full length and then filled, not pushed: a table
 * of half a million pairs is built in one allocation instead of growing its array step by step
 * (the array's kind stays "holey", which costs a hole check per read, and there are no holes).
 */
function emptySlots<T>(capacity: number): (number | T | null)[] {
  const slots = new Array<number | T | null>(2 * capacity);
  for (let slot = 0; slot < 2 * capacity; slot += 2) {
    slots[slot] = 0;
    slots[slot + 1] = null;
  }
  return slots;
}

/**
 * FNV-1a over the id's UTF-16 code units, then a finaliser (murmur3's) so that ids differing only
 * in their last characters land far apart; a non-negative small integer, so it stays unboxed.
 */
export function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash & 0x3fffffff;
}
