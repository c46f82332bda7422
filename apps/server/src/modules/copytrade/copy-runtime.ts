import { futuresQueue } from '@baro/contracts';
import type { Logger } from 'pino';
import type { Scheduler } from '../../market/feeds/timers.ts';
import type { Ownership } from '../../ownership/ownership.ts';
import { runSignal } from './copy-fanout.ts';
import type { FanoutContext } from './copy-fanout.ts';
import { pendingSignals, recordSignalFailure } from './copy-signal.ts';

/** The ownership key of the fan-out: one node runs every site's pending signals, each trader's in order. */
export const copyFanoutKey = 'copytrade:fanout';

/**
 * How often the owner looks for pending signals when nothing woke it: a fill's own push wakes it at
 * once (below); this catches signals left by a node that died after its fill committed.
 */
const pollMs = 1_000;

/** Signals taken per look; the drain repeats while it finds a full batch. */
const batch = 50;

/** A signal whose fan-out threw: the runtime logs it (a bug or a lasting fault, not a lock wait). */
export interface SignalFailure {
  readonly signalId: number;
  readonly traderMemberId: number;
  readonly attempts: number;
  readonly error: unknown;
}

/**
 * Runs the pending signals oldest first, each in its own transaction (`runSignal`), until none is
 * left; answers how many it ran. A trader's signals run in their order (a close must not overtake the
 * open it closes), but traders are independent: when one of a trader's signals fails, or waits out
 * the back-off of an earlier failure, that trader's later signals wait behind it while every other
 * trader's run. A failure is recorded on the signal (`recordSignalFailure`) and reported to
 * `onFailure`; the signal stays pending and is tried again after its back-off.
 */
export async function drainSignals(
  ctx: FanoutContext,
  onFailure: (failure: SignalFailure) => void = () => undefined,
): Promise<number> {
  let ran = 0;
  let afterId = 0;
  const held = new Set<number>();
  for (;;) {
    const signals = await pendingSignals(ctx.db, afterId, batch, ctx.clock.nowMs());
    for (const signal of signals) {
      afterId = signal.id;
      if (held.has(signal.traderMemberId)) continue;
      if (signal.waiting) {
        held.add(signal.traderMemberId);
        continue;
      }
      try {
        if (await runSignal(ctx, signal.id)) ran += 1;
      } catch (error: unknown) {
        held.add(signal.traderMemberId);
        const message = error instanceof Error ? error.message : String(error);
        const attempts = await recordSignalFailure(ctx.db, signal.id, ctx.clock.nowMs(), message);
        onFailure({ signalId: signal.id, traderMemberId: signal.traderMemberId, attempts, error });
      }
    }
    if (signals.length < batch) return ran;
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
      running = drainSignals(deps, ({ signalId, traderMemberId, attempts, error }) => {
        deps.log.error(
          { err: error, signalId, traderMemberId, attempts },
          'copytrade: a signal’s fan-out failed; it stays pending, and the trader’s later signals wait behind it',
        );
      })
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
