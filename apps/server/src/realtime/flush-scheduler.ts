/** Something holding bytes to write, such as a session's outbound queue. */
export interface Flushable {
  flush(): void;
}

/**
 * When queued bytes go out, for every session of a gateway at once: one `setImmediate` and at most
 * one timer for all sessions, instead of one per session (10,000 sessions would otherwise schedule
 * 10,000 callbacks for every published tick).
 *
 * Two deadlines. Replies and member events go out at the end of the current turn of the event loop,
 * so a pong or an order fill is never held back. Topic traffic (prices, round clocks, notices) may
 * wait up to `windowMs`: every tick published in that window then reaches a socket in one write, so a
 * feed that publishes in many small turns costs one system call per socket per window instead of one
 * per tick. That is the whole trade: topic messages are up to `windowMs` later, and the server does a
 * fraction of the writes. With `windowMs` 0 topics go out at the end of the turn too.
 *
 * The window stretches with the load: it lasts at least as long as the last window's flush took (up
 * to `windowStretchMax` windows). A server that needs 200 ms to write to every socket cannot get a
 * tick out sooner than that anyway, and waiting a matching time lets the next write carry everything
 * published meanwhile; with a fixed 16 ms window it would spend almost all its time writing a few
 * ticks at a time (bench/fanout showed ~6 ticks per 250 ms write to 10,000 sockets).
 */
/** The longest a window may stretch, in windows: topic latency stays bounded under any load. */
export const windowStretchMax = 8;

export class FlushScheduler {
  readonly windowMs: number;
  readonly #nowMs: () => number;
  #lastWindowFlushMs = 0;
  #endOfTurn = new Set<Flushable>();
  #endOfWindow = new Set<Flushable>();
  #turnScheduled: NodeJS.Immediate | undefined;
  #windowScheduled: NodeJS.Timeout | undefined;

  constructor(windowMs: number, nowMs: () => number = () => performance.now()) {
    if (!Number.isSafeInteger(windowMs) || windowMs < 0) throw new RangeError('windowMs must be >= 0');
    this.windowMs = windowMs;
    this.#nowMs = nowMs;
  }

  /** How long the next window lasts: `windowMs`, or as long as the last window's flush took. */
  windowDelayMs(): number {
    const stretched = Math.min(this.#lastWindowFlushMs, this.windowMs * windowStretchMax);
    return Math.max(this.windowMs, Math.ceil(stretched));
  }

  /** Flushes `item` at the end of this turn of the event loop. */
  endOfTurn(item: Flushable): void {
    this.#endOfTurn.add(item);
    this.#turnScheduled ??= setImmediate(() => {
      this.#turnScheduled = undefined;
      this.#flushTurn();
    });
  }

  /** Flushes `item` at the latest `windowMs` from the first item of the window. */
  withinWindow(item: Flushable): void {
    if (this.windowMs === 0) {
      this.endOfTurn(item);
      return;
    }
    this.#endOfWindow.add(item);
    this.#windowScheduled ??= setTimeout(() => {
      this.#windowScheduled = undefined;
      const startedMs = this.#nowMs();
      this.#flushWindow();
      this.#lastWindowFlushMs = this.#nowMs() - startedMs;
    }, this.windowDelayMs());
  }

  /** Flushes everything pending now and cancels the callbacks (the gateway is closing). */
  flushAll(): void {
    if (this.#turnScheduled !== undefined) clearImmediate(this.#turnScheduled);
    if (this.#windowScheduled !== undefined) clearTimeout(this.#windowScheduled);
    this.#turnScheduled = undefined;
    this.#windowScheduled = undefined;
    this.#flushWindow();
    this.#flushTurn();
  }

  // Each walk takes the set it walks and leaves a fresh one, so that a flush which queues more bytes
  // (it never should, but a transport may call back synchronously) schedules them for later.
  #flushTurn(): void {
    const items = this.#endOfTurn;
    this.#endOfTurn = new Set();
    for (const item of items) item.flush();
  }

  #flushWindow(): void {
    const items = this.#endOfWindow;
    this.#endOfWindow = new Set();
    for (const item of items) item.flush();
  }
}
