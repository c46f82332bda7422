import { assert } from '../assert.ts';

/** What an `IdTable` holds: an entry that carries its own id, a positive safe integer. */
export interface IdEntry {
  readonly orderId: number;
}

const FIRST_CAPACITY = 1_024;

/** The key of an empty slot: no id is 0 (ids are positive). */
const EMPTY = 0;

/**
 * The engine's resting orders by id: an open-addressing hash table (linear probing, at most half
 * full, deletion by shifting the probe run back, so no tombstones). Ids are the database's order ids
 * (`futures_order.id`, a positive integer), so the key is the id itself, kept in one array with the
 * entries, `[id, entry, id, entry, …]`: a probe compares ids without reading any entry, and reads
 * the entry it found from the same cache line (a database id fits a small integer, stored unboxed).
 * With string ids the hash was computed from the id's characters and every probe read the entry's
 * id back, which together were about 14 % of the mix's profile (2026-11-29), each a cache miss on a
 * 150,000-order book. Keys in a `Float64Array` beside the entries array were tried: two cache misses
 * per lookup instead of one, and the place/cancel part ran slower.
 */
export class IdTable<T extends IdEntry> {
  private slots: (number | T | null)[] = emptySlots<T>(FIRST_CAPACITY);
  private mask = FIRST_CAPACITY - 1;
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(id: number): T | undefined {
    const slots = this.slots;
    const mask = this.mask;
    for (let at = hashOf(id) & mask; ; at = (at + 1) & mask) {
      const key = slots[2 * at];
      // Empty first: an id of 0 (no order's) must not match an empty slot.
      if (key === EMPTY) return undefined;
      if (key === id) return slots[2 * at + 1] as T;
    }
  }

  /** Adds `entry` unless its id is used: answers the entry already there (left in place), else null. */
  add(entry: T): T | null {
    const id = entry.orderId;
    // A programmer's error (ids come from the database's sequence); 0 would read as an empty slot.
    if (!(Number.isSafeInteger(id) && id > 0))
      assert(false, `Order id ${id} is not a positive safe integer.`);
    const slots = this.slots;
    const mask = this.mask;
    let at = hashOf(id) & mask;
    for (; ; at = (at + 1) & mask) {
      const key = slots[2 * at];
      if (key === EMPTY) break;
      if (key === id) return slots[2 * at + 1] as T;
    }
    slots[2 * at] = id;
    slots[2 * at + 1] = entry;
    this.count += 1;
    if (2 * this.count > mask + 1) this.grow();
    return null;
  }

  /** Removes the entry with this id; false when there is none. */
  delete(id: number): boolean {
    const slots = this.slots;
    const mask = this.mask;
    let at = hashOf(id) & mask;
    for (; ; at = (at + 1) & mask) {
      const key = slots[2 * at];
      if (key === EMPTY) return false;
      if (key === id) break;
    }
    // Backward-shift deletion: each later entry of the run that may sit in the hole moves into it,
    // so a probe never meets a hole before the entry it looks for.
    let hole = at;
    for (let next = (hole + 1) & mask; ; next = (next + 1) & mask) {
      const key = slots[2 * next] as number;
      if (key === EMPTY) break;
      const home = hashOf(key) & mask;
      // The entry at `next` may move back to `hole` when its home is not in (hole, next] cyclically.
      if (((next - home) & mask) >= ((next - hole) & mask)) {
        slots[2 * hole] = key;
        slots[2 * hole + 1] = slots[2 * next + 1] as T;
        hole = next;
      }
    }
    slots[2 * hole] = EMPTY;
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
      const key = old[slot] as number;
      if (key === EMPTY) continue;
      let at = hashOf(key) & mask;
      while (slots[2 * at] !== EMPTY) at = (at + 1) & mask;
      slots[2 * at] = key;
      slots[2 * at + 1] = old[slot + 1] as T;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/**
 * `capacity` empty slot pairs. Allocated at their full length and then filled, not pushed: a table
 * of half a million pairs is built in one allocation instead of growing its array step by step.
 */
function emptySlots<T>(capacity: number): (number | T | null)[] {
  const slots = new Array<number | T | null>(2 * capacity);
  for (let slot = 0; slot < 2 * capacity; slot += 2) {
    slots[slot] = EMPTY;
    slots[slot + 1] = null;
  }
  return slots;
}

/**
 * murmur3's finaliser over the id's low and high 32 bits, so that sequential ids (a database
 * sequence) land far apart; a non-negative small integer, so it stays unboxed.
 */
export function hashOf(id: number): number {
  let hash = (id | 0) ^ Math.imul((id / 4_294_967_296) | 0, 0x9e3779b1);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash & 0x3fffffff;
}
