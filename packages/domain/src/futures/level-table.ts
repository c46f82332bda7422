/** The widest window of slots a table keeps: 2^17 ranks, 1 MB of slots at most per table. */
export const MAX_WINDOW = 2 ** 17;
const FIRST_WINDOW = 1_024;

/**
 * `LevelIndex`'s map from a rank to its price level. The ranks near the ones in use (prices within
 * about ±1.3 % of 50,000.00 at 2 decimals) sit in a dense window of slots, an array read instead of
 * a hash lookup on every insert; ranks beyond the window, and any that is not an integer, go to a
 * `Map`. The invariant: a rank inside [base, base + slots.length) is in the slots, never in `far`.
 * The window starts small around the first rank and grows (doubling, moving the `far` levels it now
 * covers into their slots) while the span it must cover stays within `MAX_WINDOW`.
 */
export class LevelTable<Level> {
  private slots: (Level | null)[] = [];
  private base = 0;
  private readonly far = new Map<number, Level>();

  get(rank: number): Level | undefined {
    if (this.covers(rank)) return this.slots[rank - this.base] ?? undefined;
    return this.far.get(rank);
  }

  /** Stores the level of a rank that has none. */
  add(rank: number, level: Level): void {
    if (!this.covers(rank)) this.widenFor(rank);
    if (this.covers(rank)) this.slots[rank - this.base] = level;
    else this.far.set(rank, level);
  }

  delete(rank: number): void {
    if (this.covers(rank)) this.slots[rank - this.base] = null;
    else this.far.delete(rank);
  }

  /**
   * Whether `rank` has a slot. Only an integer does: the difference of two integers is exact, while
   * a fraction minus the base may round to an integer (5e-324 + 512 is 512) and take another's slot.
   */
  private covers(rank: number): boolean {
    const slot = rank - this.base;
    return slot >= 0 && slot < this.slots.length && Math.floor(rank) === rank;
  }

  /** Widens the window to take `rank` if the span stays within `MAX_WINDOW`; otherwise nothing. */
  private widenFor(rank: number): void {
    if (!Number.isSafeInteger(rank)) return;
    const length = this.slots.length;
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
    const old = this.slots;
    const oldBase = this.base;
    // Built by pushing so the array stays a packed one, whatever its length.
    const slots: (Level | null)[] = [];
    for (let slot = 0; slot < length; slot += 1) slots.push(null);
    for (let slot = 0; slot < old.length; slot += 1) {
      const level = old[slot] ?? null;
      if (level !== null) slots[oldBase + slot - base] = level;
    }
    this.slots = slots;
    this.base = base;
    for (const [rank, level] of this.far) {
      if (this.covers(rank)) {
        slots[rank - base] = level;
        this.far.delete(rank);
      }
    }
  }
}
