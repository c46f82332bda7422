import { futuresQueue } from '@baro/contracts';
import type { Logger } from 'pino';
import type { Scheduler } from '../../market/feeds/timers.ts';
import type { Ownership } from '../../ownership/ownership.ts';
import { runSignal } from './copy-fanout.ts';
import type { FanoutContext } from './copy-fanout.ts';
import { pendingSignalIds } from './copy-signal.ts';

/** The ownership key of the fan-out: one node runs every site's pending signals, in order. */
export const copyFanoutKey = 'copytrade:fanout';

/**
 * How often the owner looks for pending signals when nothing woke it: a fill's own push wakes it at
 * once (below); this catches signals left by a node that died after its fill committed.
 */
const pollMs = 1_000;

/** Signals taken per look; the drain repeats while it finds a full batch. */
const batch = 50;

/**
 * Runs the pending signals oldest first, each in its own transaction (`runSignal`), until none is
 * left; answers how many it ran.
 */
export async function drainSignals(ctx: FanoutContext): Promise<number> {
  let ran = 0;
  for (;;) {
    const ids = await pendingSignalIds(ctx.db, batch);
    for (const id of ids) if (await runSignal(ctx, id)) ran += 1;
    if (ids.length < batch) return ran;
  }
}

/**
 * Claims the fan-out through `ownership` (ARCHITECTURE.md §7). The owner drains pending signals when
 * a futures fill is pushed (a trader's fill commits its signal before its push) and every `pollMs`;
 * one drain runs at a time, and a wake-up during it runs another after it. Giving the key up waits
 * for the drain in flight, whose transaction then commits or rolls back whole.
 */
export function startCopyRuntime(
  deps: FanoutContext & {
    readonly ownership: Ownership;
    readonly scheduler: Scheduler;
    readonly log: Logger;
  },
): void {
  deps.ownership.claim(copyFanoutKey, () => {
    let running: Promise<void> | undefined;
    let again = false;
    let stopped = false;
    const drain = () => {
      if (stopped) return;
      if (running !== undefined) {
        again = true;
        return;
      }
      running = drainSignals(deps)
        .then(() => undefined)
        .catch((error: unknown) => {
          deps.log.error({ err: error }, 'copytrade: fan-out failed');
        })
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            drain();
          }
        });
    };
    const unsubscribe = deps.bus.subscribe((message) => {
      if (message.destination === futuresQueue.destination && message.body.includes('"ORDER_FILLED"'))
        drain();
    });
    const timer = deps.scheduler.setInterval(drain, pollMs);
    drain();
    return Promise.resolve(async () => {
      stopped = true;
      timer.cancel();
      unsubscribe();
      await running;
    });
  });
}
