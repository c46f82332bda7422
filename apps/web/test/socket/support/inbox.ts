/**
 * Things that arrive over time, and a wait for one that matches. A wait looks at what already
 * arrived first, so it cannot miss an item that came before the wait began; every wait has a limit.
 */
export interface Inbox<T> {
  readonly items: readonly T[];
  push(item: T): void;
  /** The first item at or after index `from` that matches. */
  next(predicate: (item: T) => boolean, label: string, timeoutMs: number, from?: number): Promise<T>;
}

export function createInbox<T>(): Inbox<T> {
  const items: T[] = [];
  const waiters = new Set<{ from: number; predicate: (item: T) => boolean; resolve: (item: T) => void }>();
  return {
    items,
    push(item) {
      items.push(item);
      const index = items.length - 1;
      for (const waiter of [...waiters]) {
        if (index < waiter.from || !waiter.predicate(item)) continue;
        waiters.delete(waiter);
        waiter.resolve(item);
      }
    },
    next(predicate, label, timeoutMs, from = 0) {
      const found = items.slice(from).find(predicate);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise<T>((resolve, reject) => {
        const waiter = {
          from,
          predicate,
          resolve: (item: T) => {
            clearTimeout(timer);
            resolve(item);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${label}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
