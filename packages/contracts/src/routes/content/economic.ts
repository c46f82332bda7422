import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { commaList, idSchema, timestamp } from '../../wire.ts';

// Baro additions (issue 18): the economic calendar of /more/economic, and the operator's call that
// refreshes it from its provider now rather than at the next hourly sync (docs/economic-calendar.md).

/** A KST calendar day; that it is a real date, and the range's length, the handler checks. */
const kstDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'ECONOMIC_DATE_INVALID' });

/** One release: previous, forecast and actual as published, with their unit ("3.2%", "227K"). */
export const economicEventSchema = z.object({
  id: idSchema,
  /** ISO 3166 alpha-2; `EU` for the euro area. */
  country: z.string().regex(/^[A-Z]{2}$/),
  currency: z.string().nullable(),
  title: z.string(),
  importance: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  scheduledAt: timestamp,
  previous: z.string().nullable(),
  forecast: z.string().nullable(),
  /** Null until the release. */
  actual: z.string().nullable(),
});
export type EconomicEvent = z.infer<typeof economicEventSchema>;

export const listEconomicEvents = defineRoute({
  method: 'GET',
  path: '/economic/list',
  access: 'member',
  area: 'content',
  summary:
    'Lists economic releases scheduled on the KST days fromDate … toDate (at most 14), by time; ' +
    'isSample says the calendar is the built-in sample, not real data.',
  spec: [],
  query: z.object({
    fromDate: kstDate,
    toDate: kstDate,
    /** Comma-separated ISO country codes (`US,KR`); every country when absent. */
    countries: commaList('[A-Z]{2}', 20).optional(),
    minImportance: z.coerce.number<string | number>().int().min(1).max(3).optional(),
  }),
  response: z.object({ isSample: z.boolean(), events: z.array(economicEventSchema) }),
});

export const adminSyncEconomicEvents = defineRoute({
  method: 'POST',
  path: '/admin/economic/sync',
  access: 'operator',
  area: 'content',
  summary:
    'Refreshes the economic calendar from its provider now (7 days back to 30 ahead), as the hourly sync does.',
  spec: [],
  response: z.object({
    source: z.string(),
    isSample: z.boolean(),
    eventCount: z.number().int().nonnegative(),
    fromAt: timestamp,
    toAt: timestamp,
  }),
});
