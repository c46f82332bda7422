/** The widest window of slots a table keeps: 2^17 ranks, 2 MB of slots at most per table. */
export const MAX_WINDOW = 2 ** 17;
const FIRST_WINDOW = 1_024;

/** The ends of a level beyond the window (rare: one small object per such rank). */
interface FarLevel<T> {
  head: T;
  tail: T;
}

/**
 * `LevelIndex`'s price levels: for each rank that has entries, its first and last entry (its head
 * and tail). There is no level object per price: the ranks near the ones in use (prices within about
 * ±1.3 % of 50,000.00 at 2 decimals) have a slot in two dense columns, `heads` and `tails`, so an
 * insert reads the tail straight from an array instead of from a level object first (one cold read
 * less, and one long-lived object less per price). Ranks beyond the window, and any that is not an
 * integer, go to a `Map`. The invariant: a rank inside [base, base + heads.length) is in the columns,
 * never in `far`; a rank has entries exactly when its head is not null. The window starts small
 * around the first rank and grows (doubling, moving the `far` levels it now covers into their slots)
 * while the span it must cover stays within `MAX_WINDOW`. It is never moved or shrunk.
 */
export class LevelTable<T> {
  private heads: (T | null)[] = [];
  private tails: (T | null)[] = [];
  private base = 0;
  private readonly far = new Map<number, FarLevel<T>>();

  /** The first entry of the rank's level; null when the rank has none. */
  head(rank: number): T | null {
    if (this.covers(rank)) return this.heads[rank - this.base] as T | null;
    return this.far.get(rank)?.head ?? null;
  }

  /** The last entry of the rank's level; null when the rank has none. */
  tail(rank: number): T | null {
    if (this.covers(rank)) return this.tails[rank - this.base] as T | null;
    return this.far.get(rank)?.tail ?? null;
  }

  /** Starts the level of a rank that has none, with one entry. */
  add(rank: number, entry: T): void {
    if (!this.covers(rank)) this.widenFor(rank);
    if (this.covers(rank)) {
      const slot = rank - this.base;
      this.heads[slot] = entry;
      this.tails[slot] = entry;
    } else {
      this.far.set(rank, { head: entry, tail: entry });
    }
  }

  /** Moves the head of a rank that has a level. */
  setHead(rank: number, entry: T): void {
    if (this.covers(rank)) this.heads[rank - this.base] = entry;
    else (this.far.get(rank) as FarLevel<T>).head = entry;
  }

  /** Moves the tail of a rank that has a level. */
  setTail(rank: number, entry: T): void {
    if (this.covers(rank)) this.tails[rank - this.base] = entry;
    else (this.far.get(rank) as FarLevel<T>).tail = entry;
  }

  /** Ends a rank's level. */
  delete(rank: number): void {
    if (this.covers(rank)) {
      const slot = rank - this.base;
      this.heads[slot] = null;
      this.tails[slot] = null;
    } else {
      this.far.delete(rank);
    }
  }

  /**
   * Whether `rank` has a slot. Only an integer does: the difference of two integers is exact, while
   * a fraction minus the base may round to an integer (5e-324 + 512 is 512) and take another's slot.
   */
  private covers(rank: number): boolean {
    const slot = rank - this.base;
    return slot >= 0 && slot < this.heads.length && Math.floor(rank) === rank;
  }

  /** Widens the window to take `rank` if the span stays within `MAX_WINDOW`; otherwise nothing. */
  private widenFor(rank: number): void {
    if (!Number.isSafeInteger(rank)) return;
    const length = this.heads.length;
    if (length === 0) {
      this.rebuild(rank - FIRST_WINDOW / 2, FIRST_WINDOW);
      return;
    }
    const low = Math.min(this.base, rank);
    const high = Math.max(this.base + length - 1, rank);
    const span = high - low + 1;
    if (span > MAX_WINDOW) return;
    const wider = Math.min(MAX_WINDOW, Math.max(2 * length, span));
    // Room on the side the new rank came from, the old window kept whole.
    const base = rank < this.base ? high - wider + 1 : low;
    this.rebuild(base, wider);
  }

  private rebuild(base: number, length: number): void {
    const oldHeads = this.heads;
    const oldTails = this.tails;
    const shift = this.base - base;
    // Built by pushing so the arrays stay packed ones, whatever their length.
    const heads: (T | null)[] = [];
    const tails: (T | null)[] = [];
    for (let slot = 0; slot < length; slot += 1) {
      heads.push(null);
      tails.push(null);
    }
    for (let slot = 0; slot < oldHeads.length; slot += 1) {
      const head = oldHeads[slot] ?? null;
      if (head === null) continue;
      heads[slot + shift] = head;
      tails[slot + shift] = oldTails[slot] ?? null;
    }
    this.heads = heads;
    this.tails = tails;
    this.base = base;
    for (const [rank, level] of this.far) {
      if (this.covers(rank)) {
        heads[rank - base] = level.head;
        tails[rank - base] = level.tail;
        this.far.delete(rank);
      }
    }
  }
}
