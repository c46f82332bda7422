/** A scheduled callback; cancelling it twice, or after a one-shot timer ran, does nothing. */
export interface TimerHandle {
  cancel(): void;
}

/**
 * When feed callbacks run. Feeds take it (and a `Clock`) as arguments instead of calling Node's timers,
 * so a test drives time with `ManualTime` and never sleeps.
 */
export interface Scheduler {
  /** Runs `callback` every `intervalMs` until cancelled. */
  setInterval(callback: () => void, intervalMs: number): TimerHandle;
  /** Runs `callback` once, `delayMs` from now, unless cancelled first. */
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
}

/**
 * Node's timers. Every timer is unref'd: a feed must not keep the process alive on its own (the HTTP
 * server does that), so a script or a test that is done exits even if it forgot to stop a feed.
 */
export const nodeScheduler: Scheduler = {
  setInterval(callback, intervalMs) {
    const timer = setInterval(callback, intervalMs).unref();
    return {
      cancel: () => {
        clearInterval(timer);
      },
    };
  },
  setTimeout(callback, delayMs) {
    const timer = setTimeout(callback, delayMs).unref();
    return {
      cancel: () => {
        clearTimeout(timer);
      },
    };
  },
};
