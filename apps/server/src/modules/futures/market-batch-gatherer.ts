// Group commit of MARKET placements (docs/futures-batching.md): at most `maxInFlight` placements or
// batches of one site's option are in flight; the placements that arrive meanwhile wait, and when one
// finishes the next batch takes them all, one per member. No timer: a placement that finds room goes
// at once, alone, on the one-order path, so a lone order waits for nothing. A member's next placement
// waits until its placement in flight has committed, so each member's orders decide one after the
// other, each on what the one before wrote.

/** What a batch answers for a placement it could not decide exactly as the one-order path would. */
export const placeAlone = Symbol('placeAlone');

/**
 * Thrown by `together` when its batch committed and something after the commit failed (publishing its
 * pushes): the orders are placed, so running them again alone could place them twice. Each caller
 * gets the error, as the one-order path's caller would.
 */
export class FailedAfterCommit extends Error {
  override readonly name = 'FailedAfterCommit';
  constructor(override readonly cause: unknown) {
    super('A batch of placements committed, then failed.', { cause });
  }
}

export interface GatheredWork<T, R> {
  /** The one-order path: a lone placement, and every placement a batch handed back or lost. */
  alone(item: T): Promise<R>;
  /** One batch (two or more placements of distinct members), answered in the items' order. */
  together(items: readonly T[]): Promise<readonly (R | typeof placeAlone)[]>;
}

interface Waiting<T, R> {
  readonly item: T;
  readonly memberId: number;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export interface GathererStats {
  /** Batches `together` answered (not counting the ones that threw). */
  batches: number;
  /** Placements those batches decided themselves (not handed back to the one-order path). */
  batched: number;
  /** Placements that went on the one-order path: alone, handed back, or after a batch threw. */
  alone: number;
  /** Batches that threw, rolled back whole, and whose placements went on the one-order path. */
  failed: number;
}

export class MarketBatchGatherer<T, R> {
  private readonly waiting: Waiting<T, R>[] = [];
  private inFlight = 0;
  /** Members with a placement in flight: their next one waits until it has committed. */
  private readonly busy = new Set<number>();
  readonly stats: GathererStats = { batches: 0, batched: 0, alone: 0, failed: 0 };

  constructor(
    private readonly work: GatheredWork<T, R>,
    private readonly maxBatch: number,
    private readonly maxInFlight: number,
  ) {}

  /** Places `item` (of member `memberId`) alone or in the next batch; settles after its commit. */
  place(item: T, memberId: number): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, memberId, resolve, reject });
      this.pump();
    });
  }

  /** Starts the next batch while fewer than `maxInFlight` run and some placement can go. */
  private pump(): void {
    while (this.inFlight < this.maxInFlight) {
      const next = this.take();
      if (next.length === 0) return;
      this.inFlight += 1;
      for (const entry of next) this.busy.add(entry.memberId);
      // `run` settles every caller itself and never rejects.
      void this.run(next).then(() => {
        this.inFlight -= 1;
        for (const entry of next) this.busy.delete(entry.memberId);
        this.pump();
      });
    }
  }

  /**
   * The next batch: the waiting placements in arrival order, one per member, none of a member with a
   * placement in flight, at most `maxBatch`.
   */
  private take(): Waiting<T, R>[] {
    const taken: Waiting<T, R>[] = [];
    const members = new Set<number>(this.busy);
    const left: Waiting<T, R>[] = [];
    for (const entry of this.waiting) {
      if (taken.length < this.maxBatch && !members.has(entry.memberId)) {
        members.add(entry.memberId);
        taken.push(entry);
      } else left.push(entry);
    }
    this.waiting.splice(0, this.waiting.length, ...left);
    return taken;
  }

  private async run(batch: readonly Waiting<T, R>[]): Promise<void> {
    const [first] = batch;
    if (batch.length === 1 && first !== undefined) return this.runAlone(first);
    let answers: readonly (R | typeof placeAlone)[];
    try {
      answers = await this.work.together(batch.map((entry) => entry.item));
      if (answers.length !== batch.length) throw new Error('A batch answered another number of placements.');
    } catch (error) {
      if (error instanceof FailedAfterCommit) {
        this.stats.failed += 1;
        for (const entry of batch) entry.reject(error.cause);
        return;
      }
      // The batch rolled back whole (a posting the guard refused, a deadlock past the retries, a bug):
      // each of its placements runs again on the one-order path, where its own error reaches its caller.
      this.stats.failed += 1;
      for (const entry of batch) await this.runAlone(entry);
      return;
    }
    this.stats.batches += 1;
    const handedBack: Waiting<T, R>[] = [];
    batch.forEach((entry, index) => {
      const answer = answers[index] as R | typeof placeAlone;
      if (answer === placeAlone) handedBack.push(entry);
      else {
        this.stats.batched += 1;
        entry.resolve(answer);
      }
    });
    for (const entry of handedBack) await this.runAlone(entry);
  }

  private async runAlone(entry: Waiting<T, R>): Promise<void> {
    this.stats.alone += 1;
    try {
      entry.resolve(await this.work.alone(entry.item));
    } catch (error) {
      entry.reject(error);
    }
  }
}
