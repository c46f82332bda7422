import type { EconomicImportance, KstDayRange } from '@baro/domain';
import type { Queryable } from '../../../db/database.ts';

export interface EconomicListFilters {
  /** ISO country codes; every country when absent. */
  readonly countries?: readonly string[];
  readonly minImportance?: number;
}

export interface EconomicEventRow {
  readonly id: number;
  readonly country: string;
  readonly currency: string | null;
  readonly title: string;
  readonly importance: EconomicImportance;
  readonly scheduledAt: string;
  readonly previous: string | null;
  readonly forecast: string | null;
  readonly actual: string | null;
}

/**
 * The releases of one provider (`source`) in a range of KST days, by time. Only the current
 * provider's rows are read, so a deployment that moved from the sample to a vendor never shows a
 * sample row among real ones.
 */
export async function listEconomicEvents(
  db: Queryable,
  source: string,
  range: KstDayRange,
  filters: EconomicListFilters,
): Promise<EconomicEventRow[]> {
  const result = await db.query<{
    id: number;
    country: string;
    currency: string | null;
    title: string;
    importance: number;
    scheduled_at: Date;
    previous: string | null;
    forecast: string | null;
    actual: string | null;
  }>(
    `SELECT id, country, currency, title, importance, scheduled_at, previous, forecast, actual
     FROM economic_event
     WHERE source = $1 AND scheduled_at >= $2 AND scheduled_at < $3
       AND ($4::text[] IS NULL OR country = ANY($4::text[]))
       AND importance >= $5
     ORDER BY scheduled_at, importance DESC, id`,
    [
      source,
      new Date(range.fromMs),
      new Date(range.toMs),
      filters.countries === undefined ? null : [...filters.countries],
      filters.minImportance ?? 1,
    ],
  );
  return result.rows.map((row) => ({
    id: row.id,
    country: row.country,
    currency: row.currency,
    title: row.title,
    importance: row.importance as EconomicImportance,
    scheduledAt: row.scheduled_at.toISOString(),
    previous: row.previous,
    forecast: row.forecast,
    actual: row.actual,
  }));
}
