import type { Clock } from '../../context.ts';
import type { Scheduler, TimerHandle } from './timers.ts';

interface ManualTimer {
  readonly id: number;
  dueMs: number;
  /** Null for a one-shot timer. */
  readonly intervalMs: number | null;
  readonly delayMs: number;
  readonly callback: () => void;
}

/**
 * A clock and a scheduler that move only when a test says so: `advance(ms)` runs every timer that
 * falls due, in due order, with the clock at each timer's time. Feed tests use it instead of sleeping.
 */
export class ManualTime implements Clock, Scheduler {
  #nowMs: number;
  #nextId = 1;
  #timers: ManualTimer[] = [];

  constructor(startMs: number) {
    this.#nowMs = startMs;
  }

  nowMs(): number {
    return this.#nowMs;
  }

  setInterval(callback: () => void, intervalMs: number): TimerHandle {
    if (!(intervalMs > 0)) throw new RangeError('An interval must be positive.');
    return this.#add(callback, intervalMs, intervalMs);
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    return this.#add(callback, Math.max(0, delayMs), null);
  }

  /** Moves the clock forward by `ms`, running the timers that fall due on the way. */
  advance(ms: number): void {
    const targetMs = this.#nowMs + ms;
    for (;;) {
      const next = this.#nextDue(targetMs);
      if (next === undefined) break;
      this.#nowMs = next.dueMs;
      if (next.intervalMs === null) {
        this.#timers = this.#timers.filter((timer) => timer !== next);
      } else {
        next.dueMs += next.intervalMs;
      }
      next.callback();
    }
    this.#nowMs = targetMs;
  }

  /**
   * The process was suspended for `ms` (a laptop asleep, a long GC pause): the clock jumps, then every
   * timer that fell due meanwhile runs once, in due order, as Node's timers do after such a pause.
   */
  suspend(ms: number): void {
    this.#nowMs += ms;
    const overdue = this.#timers
      .filter((timer) => timer.dueMs <= this.#nowMs)
      .sort((a, b) => a.dueMs - b.dueMs || a.id - b.id);
    for (const timer of overdue) {
      if (!this.#timers.includes(timer)) continue;
      if (timer.intervalMs === null) this.#timers = this.#timers.filter((other) => other !== timer);
      else timer.dueMs = this.#nowMs + timer.intervalMs;
      timer.callback();
    }
  }

  /** The one-shot timers still waiting, in due order: a backoff test reads the delays it asked for. */
  pendingTimeouts(): { delayMs: number; dueMs: number }[] {
    return this.#timers
      .filter((timer) => timer.intervalMs === null)
      .sort((a, b) => a.dueMs - b.dueMs || a.id - b.id)
      .map((timer) => ({ delayMs: timer.delayMs, dueMs: timer.dueMs }));
  }

  /** How many timers (interval or one-shot) are still scheduled: zero after a feed stopped cleanly. */
  pendingCount(): number {
    return this.#timers.length;
  }

  #add(callback: () => void, delayMs: number, intervalMs: number | null): TimerHandle {
    const timer: ManualTimer = {
      id: this.#nextId++,
      dueMs: this.#nowMs + delayMs,
      intervalMs,
      delayMs,
      callback,
    };
    this.#timers.push(timer);
    return {
      cancel: () => {
        this.#timers = this.#timers.filter((other) => other !== timer);
      },
    };
  }

  #nextDue(targetMs: number): ManualTimer | undefined {
    let best: ManualTimer | undefined;
    for (const timer of this.#timers) {
      if (timer.dueMs > targetMs) continue;
      if (
        best === undefined ||
        timer.dueMs < best.dueMs ||
        (timer.dueMs === best.dueMs && timer.id < best.id)
      ) {
        best = timer;
      }
    }
    return best;
  }
}
