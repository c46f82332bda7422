import type { Logger } from 'pino';
import type { Clock } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import type { Scheduler, TimerHandle } from '../../../market/feeds/timers.ts';
import type { Ownership } from '../../../ownership/ownership.ts';
import type { EconomicCalendarProvider } from './provider.ts';
import { syncEconomicCalendar } from './sync.ts';

/** The ownership key of the calendar sync: one node writes the table, the others only read it. */
export const economicSyncKey = 'economic:sync';

/** How often the window is refreshed when no release is due sooner (a vendor's revisions, new days). */
export const economicSyncIntervalMs = 60 * 60 * 1000;

/** A release is synced this long after its time, so the provider has had a moment to publish it. */
const releaseGraceMs = 5_000;

/** After a failed sync, the next try comes this much later rather than a full hour. */
const retryMs = 60_000;

/**
 * Claims the calendar sync through `ownership` (ARCHITECTURE.md §7, as the copy fan-out does). The
 * owner syncs at once, then every hour, and also just after the next release that still lacks its
 * actual, so a figure shows within seconds of its time instead of up to an hour later. One sync runs
 * at a time; losing the key cancels the timer and waits for the sync in flight.
 */
export function startEconomicRuntime(deps: {
  readonly db: Database;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly log: Logger;
  readonly ownership: Ownership;
  readonly provider: EconomicCalendarProvider;
}): void {
  deps.ownership.claim(economicSyncKey, () => {
    let stopped = false;
    let timer: TimerHandle | undefined;
    let running: Promise<void> | undefined;
    const schedule = (delayMs: number) => {
      if (stopped) return;
      timer = deps.scheduler.setTimeout(run, Math.max(0, delayMs));
    };
    const run = () => {
      running = syncEconomicCalendar(deps.db, deps.provider, deps.clock.nowMs())
        .then((result) => {
          const nowMs = deps.clock.nowMs();
          const untilRelease =
            result.nextReleaseMs === null ? Infinity : result.nextReleaseMs + releaseGraceMs - nowMs;
          schedule(Math.min(economicSyncIntervalMs, untilRelease));
        })
        .catch((error: unknown) => {
          deps.log.error({ err: error }, 'economic calendar: sync failed');
          schedule(retryMs);
        });
    };
    run();
    return Promise.resolve(async () => {
      stopped = true;
      timer?.cancel();
      await running;
    });
  });
}
