import { sampleEconomicEvents } from '@baro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { ManualTime } from '../../src/market/feeds/manual-time.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { insertMember, insertSite } from '../support/seed-site.ts';
import {
  authenticateTokens,
  bearer,
  buildTestApp,
  memberCaller,
  operatorCaller,
} from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

// GET /economic/list and POST /admin/economic/sync over HTTP, with the built-in sample provider and
// a clock the test moves: 2026-03-05 09:00 KST, the day before US payrolls (22:30 KST on the 6th).

const startMs = Date.UTC(2026, 2, 5, 0);
const payrollsAt = '2026-03-06T13:30:00.000Z';

interface ListBody {
  isSample: boolean;
  events: {
    id: number;
    country: string;
    title: string;
    importance: number;
    scheduledAt: string;
    previous: string | null;
    forecast: string | null;
    actual: string | null;
  }[];
}

let db: Database;
let t: TestApp;
let site: Site;
let time: ManualTime;

beforeAll(async () => {
  db = await openTestDatabase();
  site = await insertSite(db);
  const member = await insertMember(db, site.id);
  time = new ManualTime(startMs);
  t = await buildTestApp({
    db,
    clock: time,
    authenticate: authenticateTokens({
      member: memberCaller(site.id, member),
      operator: operatorCaller(site.id, 1),
    }),
  });
});
afterAll(async () => {
  await t.close();
  await db.close();
});

function list(query: Record<string, string>, token: string | null = 'member') {
  return t.app.inject({
    url: '/api/economic/list',
    query: { siteInfoId: String(site.id), ...query },
    headers: token === null ? {} : bearer(token),
  });
}

function sync(token: string | null = 'operator') {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/economic/sync?siteInfoId=${site.id}`,
    payload: {},
    headers: token === null ? {} : bearer(token),
  });
}

async function listed(query: Record<string, string>): Promise<ListBody> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody>();
}

describe('the economic calendar over HTTP', () => {
  it('is empty before the first sync, and still says it is the sample', async () => {
    expect(await listed({ fromDate: '2026-03-05', toDate: '2026-03-11' })).toEqual({
      isSample: true,
      events: [],
    });
  });

  it('syncs seven KST days back to thirty ahead when an operator asks', async () => {
    const response = await sync();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ source: string; isSample: boolean; eventCount: number }>();
    expect(body).toEqual({
      source: 'sample',
      isSample: true,
      eventCount: expect.any(Number) as number,
      fromAt: '2026-02-25T15:00:00.000Z',
      toAt: '2026-04-04T15:00:00.000Z',
    });
    const stored = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM economic_event');
    expect(stored.rows[0]!.count).toBe(body.eventCount);
    expect(body.eventCount).toBe(
      sampleEconomicEvents(Date.UTC(2026, 1, 25, 15), Date.UTC(2026, 3, 4, 15), startMs).length,
    );
  });

  it('answers a day with its releases in time order, US payrolls at 22:30 KST without an actual yet', async () => {
    const { isSample, events } = await listed({ fromDate: '2026-03-06', toDate: '2026-03-06' });
    expect(isSample).toBe(true);
    const payrolls = events.find((event) => event.title === '비농업 고용지수');
    expect(payrolls).toMatchObject({ country: 'US', importance: 3, scheduledAt: payrollsAt, actual: null });
    expect(payrolls?.forecast).toMatch(/^-?\d+K$/);
    const times = events.map((event) => event.scheduledAt);
    expect(times).toEqual([...times].sort());
    for (const event of events) {
      expect(
        event.scheduledAt >= '2026-03-05T15:00:00.000Z' && event.scheduledAt < '2026-03-06T15:00:00.000Z',
      ).toBe(true);
    }
  });

  it('shows the actual once a sync after the release has run, the figure the schedule gives', async () => {
    time.advance(Date.parse(payrollsAt) - startMs);
    expect((await sync()).statusCode).toBe(200);
    const { events } = await listed({ fromDate: '2026-03-06', toDate: '2026-03-06' });
    const payrolls = events.find((event) => event.title === '비농업 고용지수');
    const expected = sampleEconomicEvents(
      Date.parse(payrollsAt),
      Date.parse(payrollsAt) + 1,
      Date.parse(payrollsAt),
    );
    expect(payrolls?.actual).toBe(expected[0]!.actual);
    expect(payrolls?.actual).not.toBeNull();
  });

  it('keeps one row per release when synced again, with the same ids', async () => {
    const before = await db.query<{ id: number; source_key: string }>(
      'SELECT id, source_key FROM economic_event ORDER BY id',
    );
    expect((await sync()).statusCode).toBe(200);
    const after = await db.query<{ id: number; source_key: string }>(
      'SELECT id, source_key FROM economic_event ORDER BY id',
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('filters by country and by importance', async () => {
    const range = { fromDate: '2026-03-01', toDate: '2026-03-14' };
    const all = await listed(range);
    const korea = await listed({ ...range, countries: 'KR' });
    expect(korea.events.length).toBeGreaterThan(0);
    expect(korea.events.every((event) => event.country === 'KR')).toBe(true);
    expect(korea.events).toEqual(all.events.filter((event) => event.country === 'KR'));
    const usAndEurope = await listed({ ...range, countries: 'US,EU', minImportance: '3' });
    expect(usAndEurope.events.length).toBeGreaterThan(0);
    expect(usAndEurope.events).toEqual(
      all.events.filter((event) => ['US', 'EU'].includes(event.country) && event.importance === 3),
    );
    // The only one-star release of the sample, Japan's CPI, is on the third Friday (20 March).
    const later = { fromDate: '2026-03-09', toDate: '2026-03-22' };
    const allLater = await listed(later);
    const important = await listed({ ...later, minImportance: '2' });
    expect(important.events).toEqual(allLater.events.filter((event) => event.importance >= 2));
    expect(important.events.length).toBeLessThan(allLater.events.length);
  });

  it.each([
    [{ fromDate: '2026-03-01', toDate: '2026-03-15' }, 'ECONOMIC_RANGE_TOO_LONG', '14'],
    [{ fromDate: '2026-03-02', toDate: '2026-03-01' }, 'ECONOMIC_RANGE_REVERSED', ''],
    [{ fromDate: '2026-02-30', toDate: '2026-03-01' }, 'ECONOMIC_DATE_INVALID', ''],
    [{ fromDate: '2026-3-1', toDate: '2026-03-01' }, 'ECONOMIC_DATE_INVALID', ''],
    [{ fromDate: '2026-03-01' }, 'INVALID_INPUT', ''],
    [{ fromDate: '2026-03-01', toDate: '2026-03-01', minImportance: '4' }, 'INVALID_INPUT', ''],
    [{ fromDate: '2026-03-01', toDate: '2026-03-01', countries: 'usa' }, 'INVALID_INPUT', ''],
  ])('refuses %o with %s and its catalogued 400', async (query, code, inMessage) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ status: number; code: string; message: string }>();
    expect(body).toMatchObject({ status: 400, code });
    expect(body.message).toContain(inMessage);
  });

  it('is for members; the sync is for operators', async () => {
    const range = { fromDate: '2026-03-01', toDate: '2026-03-01' };
    expect((await list(range, null)).json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await list(range, 'operator')).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await sync(null)).json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await sync('member')).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
