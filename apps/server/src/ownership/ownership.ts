/**
 * Who runs the work that must have exactly one runner at a time: an instrument's feed writer, a round
 * clock (ARCHITECTURE.md §7). Each piece of work has a key; a node claims the keys it can run, and the
 * work starts on the node that gets the key and stops there when the key is lost. Another node that
 * takes the key over starts the work again from the database, which is why such work keeps its
 * timers as stored times.
 */
export type Release = () => Promise<void>;

/** One claimed key of this node. */
export interface Claim {
  /** Stops the work if it runs here (awaiting its Release), gives the key up and stops trying. */
  drop(): Promise<void>;
}

export interface Ownership {
  /**
   * Keeps trying to own `key` for this node. While it is owned, the work `onAcquired` started runs,
   * and the Release it answered is called when ownership is lost, the claim is dropped or the service
   * closes. A key is claimed once per service at a time.
   */
  claim(key: string, onAcquired: () => Promise<Release>): Claim;
  /** Stops every owned work (awaiting each Release) and gives the keys up. */
  close(): Promise<void>;
}

/**
 * The work of one claimed key: started at most once per acquisition, stopped once per loss. Shared by
 * both implementations so that they agree on what "owned" means to the work.
 */
export class ClaimedWork {
  private release: Release | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    readonly key: string,
    private readonly onAcquired: () => Promise<Release>,
    private readonly onError: (error: unknown, key: string) => void,
  ) {}

  get running(): boolean {
    return this.release !== null || this.starting !== null;
  }

  /** Starts the work; a start that throws leaves the key unowned-in-effect, so it is retried. */
  async start(): Promise<boolean> {
    if (this.running) return true;
    const starting = this.onAcquired().then((release) => {
      this.release = release;
    });
    this.starting = starting;
    try {
      await starting;
      return true;
    } catch (error) {
      this.onError(error, this.key);
      return false;
    } finally {
      this.starting = null;
    }
  }

  async stop(): Promise<void> {
    if (this.starting !== null) await this.starting.catch(() => undefined);
    const release = this.release;
    this.release = null;
    if (release === null) return;
    try {
      await release();
    } catch (error) {
      this.onError(error, this.key);
    }
  }
}

/** How often an unowned key is tried again (and, with PostgreSQL, the connection checked). */
export const ownershipRetryMsDefault = 2_000;

/**
 * One node and nothing else can run the work: the embedded database (PGlite) is open in one process
 * only, so that process owns every key. A claim starts its work at once; a start that failed is tried
 * again every `retryMs`.
 */
export function soleOwnership(options: {
  readonly onError: (error: unknown, key: string) => void;
  readonly retryMs?: number;
}): Ownership {
  const claims = new Map<string, ClaimedWork>();
  let closed = false;
  const timer = setInterval(() => {
    for (const work of claims.values()) if (!work.running) void work.start();
  }, options.retryMs ?? ownershipRetryMsDefault);
  timer.unref();
  return {
    claim(key, onAcquired) {
      if (closed) throw new Error('Ownership is closed; nothing more can be claimed.');
      if (claims.has(key)) throw new Error(`${key} is already claimed.`);
      const work = new ClaimedWork(key, onAcquired, options.onError);
      claims.set(key, work);
      void work.start();
      return {
        async drop() {
          if (claims.get(key) !== work) return;
          claims.delete(key);
          await work.stop();
        },
      };
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await Promise.all([...claims.values()].map((work) => work.stop()));
      claims.clear();
    },
  };
}
