import type { EconomicEventInput } from '@baro/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { ManualTime } from '../../src/market/feeds/manual-time.ts';
import { startEconomicRuntime } from '../../src/modules/support/economic/economic-runtime.ts';
import { listEconomicEvents } from '../../src/modules/support/economic/list.ts';
import { createSampleEconomicProvider } from '../../src/modules/support/economic/provider.ts';
import type { EconomicCalendarProvider } from '../../src/modules/support/economic/provider.ts';
import { syncEconomicCalendar } from '../../src/modules/support/economic/sync.ts';
import { soleOwnership } from '../../src/ownership/ownership.ts';
import { openTestDatabase } from '../support/test-database.ts';

// The calendar sync against the database: a provider's view of the window replaces the stored one,
// providers never see each other's rows, and the loop picks a release up right after its time.

const nowMs = Date.UTC(2026, 2, 5, 0);

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

function vendor(events: EconomicEventInput[]): EconomicCalendarProvider {
  return { name: 'vendor', isSample: false, eventsBetween: () => Promise.resolve(events) };
}

const release = (sourceKey: string, scheduledAtMs: number, actual: string | null): EconomicEventInput => ({
  sourceKey,
  country: 'GB',
  currency: 'GBP',
  title: `Release ${sourceKey}`,
  importance: 2,
  scheduledAtMs,
  previous: '1.0%',
  forecast: '1.1%',
  actual,
});

const wholeWindow = { fromMs: Date.UTC(2026, 1, 1), toMs: Date.UTC(2026, 4, 1) };

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('gave up waiting');
}

describe('the economic calendar sync', () => {
  it("replaces the provider's window: new rows in, changed rows updated, vanished rows out", async () => {
    const at = Date.UTC(2026, 2, 10, 9);
    await syncEconomicCalendar(db, vendor([release('a', at, null), release('b', at + 1000, null)]), nowMs);
    const first = await listEconomicEvents(db, 'vendor', wholeWindow, {});
    expect(first.map((e) => e.title)).toEqual(['Release a', 'Release b']);

    await syncEconomicCalendar(db, vendor([release('a', at, '1.3%'), release('c', at + 2000, null)]), nowMs);
    const second = await listEconomicEvents(db, 'vendor', wholeWindow, {});
    expect(second.map((e) => [e.title, e.actual])).toEqual([
      ['Release a', '1.3%'],
      ['Release c', null],
    ]);
    expect(second[0]!.id).toBe(first[0]!.id);
  });

  it("leaves rows outside the window and other providers' rows alone", async () => {
    const outside = Date.UTC(2026, 5, 1);
    await db.query(
      `INSERT INTO economic_event (source, source_key, country, title, importance, scheduled_at, is_sample)
       VALUES ('vendor', 'old', 'GB', 'Outside', 1, $1, false)`,
      [new Date(outside)],
    );
    await syncEconomicCalendar(db, createSampleEconomicProvider({ nowMs: () => nowMs }), nowMs);
    await syncEconomicCalendar(db, vendor([]), nowMs);
    const vendorRows = await db.query<{ source_key: string }>(
      "SELECT source_key FROM economic_event WHERE source = 'vendor'",
    );
    expect(vendorRows.rows.map((row) => row.source_key)).toEqual(['old']);
    const sampleRows = await listEconomicEvents(db, 'sample', wholeWindow, {});
    expect(sampleRows.length).toBeGreaterThan(20);
    expect(sampleRows.every((row) => row.country !== 'GB')).toBe(true);
  });

  it.each([
    ['an importance of 4', { importance: 4 }],
    ['a country that is not two capitals', { country: 'us' }],
    ['an empty title', { title: '' }],
    ['an empty figure', { actual: '' }],
  ])('refuses to store %s', async (_what, override) => {
    const row = { country: 'GB', title: 'Row', importance: 2, actual: null, ...override };
    await expect(
      db.query(
        `INSERT INTO economic_event (source, source_key, country, title, importance, scheduled_at, actual, is_sample)
         VALUES ('vendor', 'bad', $1, $2, $3, now(), $4, false)`,
        [row.country, row.title, row.importance, row.actual],
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('is run by the owner at once and again just after the next release, which then has its actual', async () => {
    const payrollsMs = Date.UTC(2026, 2, 6, 13, 30);
    const time = new ManualTime(payrollsMs - 60_000);
    const ownership = soleOwnership({
      onError: (error) => {
        throw error;
      },
    });
    const actualOfPayrolls = async () => {
      const rows = await db.query<{ actual: string | null }>(
        "SELECT actual FROM economic_event WHERE source = 'sample' AND source_key = 'US-NFP-2026-03-06'",
      );
      return rows.rows[0]?.actual;
    };
    await db.query("DELETE FROM economic_event WHERE source = 'sample'");
    startEconomicRuntime({
      db,
      clock: time,
      scheduler: time,
      log: pino({ level: 'silent' }),
      ownership,
      provider: createSampleEconomicProvider(time),
    });
    await until(() => Promise.resolve(time.pendingCount() === 1));
    expect(await actualOfPayrolls()).toBeNull();
    // The next sync is due five seconds after the release, not an hour after the first one.
    expect(time.pendingTimeouts()).toEqual([{ delayMs: 65_000, dueMs: payrollsMs + 5_000 }]);
    time.advance(60_000);
    expect(await actualOfPayrolls()).toBeNull();
    time.advance(5_000);
    await until(async () => typeof (await actualOfPayrolls()) === 'string');
    await ownership.close();
  });
});
