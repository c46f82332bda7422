import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt, marketOrder } from './oversea-calls.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { OverseaFixture } from './oversea-fixture.ts';

// GET /oversea/history/daily_profit over HTTP (DOMAIN.md §4): realised pnl and fees per KST trading
// day, the KST calendar date of the fill (docs/spec-interpretations.md). NQ: 7,000 won a tick (0.25)
// and lot; CL: 14,000 won a tick (0.01) and lot; fee 5,000 won per lot. A fresh fixture: the market
// keeps the newest tick, so this file's clock only moves forward from before the fixture's T0.

let f: OverseaFixture;

beforeAll(async () => {
  f = await openOverseaFixture();
});
afterAll(() => f.close());

interface Page {
  content: Record<string, unknown>[];
  totalElements: number;
  totalPages: number;
}

describe('GET /oversea/history/daily_profit', () => {
  it('sums each KST day: realised pnl, fees, net and trades, newest day first, paged and filtered', async () => {
    const m = await f.member();
    const toT0 = clockAt(f, Date.UTC(2026, 10, 24, 14, 30));
    try {
      // 2026-11-24 23:30 KST: NQ +40 ticks on 1 lot = 280,000; fees 10,000.
      f.tick('NQ', 2_500_000);
      await marketOrder(f, m, f.options.NQ, 'LONG', 1);
      f.tick('NQ', 2_501_000);
      await marketOrder(f, m, f.options.NQ, 'SHORT', 1);
      // 2026-11-25 00:30 KST, the next KST day: CL short 2 lots, 10 ticks its way = 280,000; fees 20,000.
      f.clock.advanceMs(60 * 60_000);
      f.tick('CL', 6_200);
      await marketOrder(f, m, f.options.CL, 'SHORT', 2);
      f.tick('CL', 6_190);
      await marketOrder(f, m, f.options.CL, 'LONG', 2);
    } finally {
      toT0();
    }
    // 2026-11-25 12:00 KST: NQ −40 ticks on 1 lot = −280,000; fees 10,000.
    f.tick('NQ', 2_500_000);
    await marketOrder(f, m, f.options.NQ, 'LONG', 1);
    f.tick('NQ', 2_499_000);
    await marketOrder(f, m, f.options.NQ, 'SHORT', 1);

    const all = (await f.get('/oversea/history/daily_profit', {}, m)).json<Page>();
    expect(all).toMatchObject({ page: 1, size: 20, totalElements: 2, totalPages: 1 });
    expect(all.content).toEqual([
      {
        date: '2026-11-25',
        overseaOptionId: null,
        realizedPnl: '0',
        fee: '30000',
        netPnl: '-30000',
        tradeCount: 4,
      },
      {
        date: '2026-11-24',
        overseaOptionId: null,
        realizedPnl: '280000',
        fee: '10000',
        netPnl: '270000',
        tradeCount: 2,
      },
    ]);
    const cl = (
      await f.get('/oversea/history/daily_profit', { overseaOptionId: f.options.CL }, m)
    ).json<Page>();
    expect(cl.content).toEqual([
      {
        date: '2026-11-25',
        overseaOptionId: f.options.CL,
        realizedPnl: '280000',
        fee: '20000',
        netPnl: '260000',
        tradeCount: 2,
      },
    ]);
    const second = (await f.get('/oversea/history/daily_profit', { page: 2, size: 1 }, m)).json<Page>();
    expect(second).toMatchObject({ totalElements: 2, totalPages: 2, content: [{ date: '2026-11-24' }] });
    const dayRange = { startDate: '2026-11-24', endDate: '2026-11-24' };
    const onlyDay = (await f.get('/oversea/history/daily_profit', dayRange, m)).json<Page>();
    expect(onlyDay.content.map((day) => day.date)).toEqual(['2026-11-24']);
    const other = await f.member();
    const theirs = await f.get('/oversea/history/daily_profit', { playerId: m.id }, other);
    expect(theirs.json<Page>()).toMatchObject({ content: [], totalElements: 0 });
    expect(await f.invariants()).toEqual([]);
  });
});
