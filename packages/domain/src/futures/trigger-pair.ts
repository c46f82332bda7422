import { LevelIndex, type LevelEntry } from './level-index.ts';

/** An entry of a `TriggerPair`: it keeps the index of the pair that holds it, to be withdrawn from it. */
export interface PairedEntry<T extends PairedEntry<T>> extends LevelEntry<T> {
  readonly index: LevelIndex<T>;
}

/** Its rank on the falling side is the key itself; on the rising side, −key (see `LevelIndex`). */
export function rankOn(fallingSide: boolean, key: number): number {
  return fallingSide ? key : -key;
}

/**
 * The two indexes of one kind of trigger, shared by the futures and overseas books: one fires as the
 * price falls to an entry's key, one as it rises to it. The books build their own entries (each keeps
 * what its rules need), rank them with `rankOn` and put them in `side(fallingSide)`.
 */
export class TriggerPair<T extends LevelEntry<T>> {
  /** Fires when the price falls to the key or below: rank = key, threshold = price. */
  readonly falling = new LevelIndex<T>();
  /** Fires when the price rises to the key or above: rank = −key, threshold = −price. */
  readonly rising = new LevelIndex<T>();

  /** The index of an entry that fires as the price falls (`true`) or rises to its key. */
  side(fallingSide: boolean): LevelIndex<T> {
    return fallingSide ? this.falling : this.rising;
  }

  /** Takes every entry the price reached off both indexes into `out` (unordered: callers sort by seq). */
  pop(price: number, out: T[]): void {
    this.falling.popFrom(price, out);
    this.rising.popFrom(-price, out);
  }

  get size(): number {
    return this.falling.size + this.rising.size;
  }
}
