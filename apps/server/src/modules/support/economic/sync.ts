import { kstDayOf, kstDayStartMs } from '@baro/domain';
import type { Database } from '../../../db/database.ts';
import type { EconomicCalendarProvider } from './provider.ts';

/** The window every sync refreshes, in KST days around today: a week back, a month ahead. */
export const ECONOMIC_SYNC_DAYS_BACK = 7;
export const ECONOMIC_SYNC_DAYS_AHEAD = 30;

export interface EconomicSyncResult {
  readonly source: string;
  readonly isSample: boolean;
  readonly eventCount: number;
  readonly fromMs: number;
  readonly toMs: number;
  /** The earliest release in the window still without its actual, after now: when to sync next. */
  readonly nextReleaseMs: number | null;
}

/** The sync window for an instant: from 00:00 KST seven days back to 00:00 KST 31 days ahead. */
export function economicSyncWindow(nowMs: number): { fromMs: number; toMs: number } {
  const today = kstDayOf(nowMs);
  return {
    fromMs: kstDayStartMs(today - ECONOMIC_SYNC_DAYS_BACK),
    toMs: kstDayStartMs(today + ECONOMIC_SYNC_DAYS_AHEAD + 1),
  };
}

/**
 * Stores the provider's releases of the window in one transaction: new ones inserted, changed ones
 * (an actual that came out, a moved time) updated, and the source's rows in the window the provider
 * no longer lists (a cancelled release) deleted, so the table is the provider's view of the window.
 * Keyed by (source, source_key), so running it twice changes nothing the second time.
 */
export async function syncEconomicCalendar(
  db: Database,
  provider: EconomicCalendarProvider,
  nowMs: number,
): Promise<EconomicSyncResult> {
  const { fromMs, toMs } = economicSyncWindow(nowMs);
  const events = await provider.eventsBetween(fromMs, toMs);
  const column = <T>(pick: (event: (typeof events)[number]) => T) => events.map(pick);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO economic_event AS e (source, source_key, country, currency, title, importance,
         scheduled_at, previous, forecast, actual, is_sample)
       SELECT $1, n.source_key, n.country, n.currency, n.title, n.importance, n.scheduled_at, n.previous,
         n.forecast, n.actual, $2
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[], $8::timestamptz[],
         $9::text[], $10::text[], $11::text[])
         AS n(source_key, country, currency, title, importance, scheduled_at, previous, forecast, actual)
       ON CONFLICT (source, source_key) DO UPDATE SET
         country = excluded.country, currency = excluded.currency, title = excluded.title,
         importance = excluded.importance, scheduled_at = excluded.scheduled_at,
         previous = excluded.previous, forecast = excluded.forecast, actual = excluded.actual,
         is_sample = excluded.is_sample, updated_at = now()
       WHERE (e.country, e.currency, e.title, e.importance, e.scheduled_at, e.previous, e.forecast,
         e.actual, e.is_sample) IS DISTINCT FROM (excluded.country, excluded.currency, excluded.title,
         excluded.importance, excluded.scheduled_at, excluded.previous, excluded.forecast,
         excluded.actual, excluded.is_sample)`,
      [
        provider.name,
        provider.isSample,
        column((e) => e.sourceKey),
        column((e) => e.country),
        column((e) => e.currency),
        column((e) => e.title),
        column((e) => e.importance),
        column((e) => new Date(e.scheduledAtMs).toISOString()),
        column((e) => e.previous),
        column((e) => e.forecast),
        column((e) => e.actual),
      ],
    );
    await tx.query(
      `DELETE FROM economic_event
       WHERE source = $1 AND scheduled_at >= $2 AND scheduled_at < $3 AND NOT (source_key = ANY($4::text[]))`,
      [provider.name, new Date(fromMs), new Date(toMs), column((e) => e.sourceKey)],
    );
  });
  const pending = events.filter((e) => e.actual === null && e.scheduledAtMs > nowMs);
  return {
    source: provider.name,
    isSample: provider.isSample,
    eventCount: events.length,
    fromMs,
    toMs,
    nextReleaseMs: pending.length === 0 ? null : Math.min(...pending.map((e) => e.scheduledAtMs)),
  };
}
