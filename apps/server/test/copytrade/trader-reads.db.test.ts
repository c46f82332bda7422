import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../support/seed-site.ts';
import { insertFuturesOption, openFuturesFixture, USDT } from '../futures/futures-fixture.ts';
import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import { copytradeCalls, DAY_MS, refusal } from './support/copytrade-fixture.ts';
import { seedCopiedCopy, seedSkippedCopy, seedTraderOrder } from './support/seed-copies.ts';

// The traders' reads over HTTP (issue 17 §1, docs/copytrade-leaderboard.md): a trader's profile and
// figures computed from their real futures fills (placed through POST /futures/order) and the
// followers' copies (seeded as the fan-out writes them), checked against values computed by hand;
// the chart, the shared positions, the leaderboard's sorts, filters and pages; every read of the
// caller's site only.

let f: FuturesFixture;

const { trade, approve, follow, guestGet, kstDay } = copytradeCalls(() => f);

/** The trader whose figures the tests compute by hand, their followers and what was seeded. */
const main = {} as {
  trader: Member;
  traderId: number;
  follower1: Member;
  follower2: Member;
  openPositionId: number;
  closedTraderOrderId: number;
  openTraderOrderId: number;
};

beforeAll(async () => {
  f = await openFuturesFixture();
  const trader = await f.member(100_000n);
  // R − 120 days (outside every window): +2,000 USDT.
  await trade(trader, f.optionId, { qty: '10000', open: 50_000, close: 60_000 });
  f.clock.advanceMs(80 * DAY_MS);
  // R − 40 days: margin 1,000, pnl −500, fees 4 + 3.8: net −507.8.
  await trade(trader, f.optionId, { qty: '10000', open: 50_000, close: 47_500 });
  f.clock.advanceMs(30 * DAY_MS);
  // R − 10 days: margin 2,000, pnl +2,000, fees 8 + 8.8: net +1,983.2.
  const closedPositionId = await trade(trader, f.optionId, { qty: '20000', open: 50_000, close: 55_000 });
  f.clock.advanceMs(10 * DAY_MS);
  // R (today): margin 1,000, pnl −200, fees 4 + 3.92; then a position left open: margin 1,000, fee 4.
  // The day's net: −211.92 on 2,000 of margin.
  await trade(trader, f.optionId, { qty: '10000', open: 50_000, close: 49_000 });
  const openPositionId = await trade(trader, f.optionId, { qty: '10000', open: 50_000 });
  const traderId = await approve(trader, f.site.id);

  const follower1 = await f.member();
  const follower2 = await f.member();
  const follow1 = await follow(follower1, traderId);
  const follow2 = await follow(follower2, traderId);
  const now = f.clock.nowMs();
  const tenDaysAgo = new Date(now - 10 * DAY_MS);
  const common = { siteId: f.site.id, traderId, memberId: trader.id, optionId: f.optionId, leverage: 10 };
  const closedTraderOrderId = await seedTraderOrder(f.t.db, {
    ...common,
    positionId: closedPositionId,
    qtyMinor: 20_000n * USDT,
    marginMinor: 2_000n * USDT,
    openPrice: 500_000,
    openedAt: tenDaysAgo,
    closed: { price: 550_000, at: tenDaysAgo, realizedPnlMinor: 2_000n * USDT },
  });
  const openTraderOrderId = await seedTraderOrder(f.t.db, {
    ...common,
    positionId: openPositionId,
    qtyMinor: 10_000n * USDT,
    marginMinor: 1_000n * USDT,
    openPrice: 500_000,
    openedAt: new Date(now),
  });
  const copy = (member: Member, followId: number, traderOrderId: number, openedAt: Date) => ({
    siteId: f.site.id,
    traderOrderId,
    followId,
    memberId: member.id,
    traderMemberId: trader.id,
    optionId: f.optionId,
    leverage: 10,
    openedAt,
  });
  // The closed position: follower 1 copied it with 500 of margin and made 100, paying 10 of it;
  // follower 2 was skipped.
  await seedCopiedCopy(f.t.db, {
    ...copy(follower1, follow1, closedTraderOrderId, tenDaysAgo),
    qtyMinor: 5_000n * USDT,
    marginMinor: 500n * USDT,
    openPrice: 500_000,
    closed: { price: 550_000, at: tenDaysAgo, realizedPnlMinor: 100n * USDT, profitShareMinor: 10n * USDT },
  });
  await seedSkippedCopy(f.t.db, {
    ...copy(follower2, follow2, closedTraderOrderId, tenDaysAgo),
    skipReason: 'COPY_INSUFFICIENT_BALANCE',
    traderPrice: 500_000,
  });
  // The open position: both copied it, with 250 and 300 of margin.
  for (const [member, followId, margin] of [
    [follower1, follow1, 250n],
    [follower2, follow2, 300n],
  ] as const) {
    await seedCopiedCopy(f.t.db, {
      ...copy(member, followId, openTraderOrderId, new Date(now)),
      qtyMinor: margin * 10n * USDT,
      marginMinor: margin * USDT,
      openPrice: 500_000,
    });
  }
  Object.assign(main, {
    trader,
    traderId,
    follower1,
    follower2,
    openPositionId,
    closedTraderOrderId,
    openTraderOrderId,
  });
});
afterAll(async () => {
  await f.close();
});

describe('GET /copytrade/trader', () => {
  it("answers a trader's figures from their fills and their followers' copies, as computed by hand", async () => {
    const res = await guestGet('/copytrade/trader', f.site.id, { id: main.traderId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: main.traderId,
      followerCount: 2,
      followerMax: 100,
      isFull: false,
      isActive: true,
      // Today: −211.92 on 2,000 of opening margin.
      pnl7d: '-211.92',
      roi7d: '-10.59',
      // Today and ten days ago: 1,983.2 − 211.92 = 1,771.28 on 4,000.
      pnl30d: '1771.28',
      roi30d: '44.28',
      // And forty days ago: 1,771.28 − 507.8 = 1,263.48 on 5,000. The trade 120 days ago is outside.
      pnl90d: '1263.48',
      roi90d: '25.26',
      // Of the two closes in 30 days, one won.
      winRate: '50.00',
      // Forty days ago the cumulative net fell to −507.8 from its start (0): 507.8 ÷ (0 + 5,000).
      maxDrawdown: '10.15',
      // The open copies' margin: 250 + 300.
      aum: '550',
      profitSharePercent: '10.00',
      // Follower 1's closed copy: (100 − 10) ÷ 500; one of the four opening copy fills was skipped.
      followerRoi30d: '18.00',
      skippedPercent30d: '25.00',
      sharesPositions: true,
    });
    const series = res.json<{ roiSeries30d: string[] }>().roiSeries30d;
    expect(series).toEqual([...Array<string>(19).fill('0.00'), ...Array<string>(10).fill('99.16'), '44.28']);
  });

  it("without an id answers the caller's own profile, null for a member who is no trader, 401 for a guest", async () => {
    const own = await f.get('/copytrade/trader', {}, main.trader);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: main.traderId, roi30d: '44.28' });
    const none = await f.get('/copytrade/trader', {}, main.follower1);
    expect([none.statusCode, none.json()]).toEqual([200, null]);
    expect(refusal(await guestGet('/copytrade/trader', f.site.id))).toEqual([401, 'UNAUTHORIZED']);
  });

  it('does not find a trader of another site (profile, chart, positions), nor an id that does not exist', async () => {
    const elsewhere = await insertSite(f.t.db);
    const member = await f.member(0n, elsewhere);
    const otherId = await approve(member, elsewhere.id);
    expect(refusal(await guestGet('/copytrade/trader', f.site.id, { id: otherId }))).toEqual([
      404,
      'TRADER_NOT_FOUND',
    ]);
    expect(refusal(await guestGet('/copytrade/trader', elsewhere.id, { id: main.traderId }))).toEqual([
      404,
      'TRADER_NOT_FOUND',
    ]);
    expect(refusal(await guestGet('/copytrade/trader', f.site.id, { id: 999_999 }))).toEqual([
      404,
      'TRADER_NOT_FOUND',
    ]);
    for (const path of ['/copytrade/trader/chart', '/copytrade/trader/positions']) {
      expect(refusal(await guestGet(path, f.site.id, { id: otherId })), path).toEqual([
        404,
        'TRADER_NOT_FOUND',
      ]);
    }
    // A member's own profile is of their own site: another site's trader asking answers theirs.
    expect((await f.get('/copytrade/trader', {}, member)).json()).toMatchObject({
      id: otherId,
      roi30d: '0.00',
    });
  });
});

describe('GET /copytrade/trader/chart', () => {
  it('answers one point per KST day, oldest first, with the cumulative pnl and ROI', async () => {
    const week = await guestGet('/copytrade/trader/chart', f.site.id, { id: main.traderId, days: '7' });
    expect(week.statusCode, week.body).toBe(200);
    const points = week.json<{ date: string }[]>();
    expect(points.map((point) => point.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(kstDay));
    expect(points[0]).toEqual({ date: kstDay(6), pnl: '0', cumulativePnl: '0', roi: '0.00' });
    expect(points[6]).toEqual({ date: kstDay(0), pnl: '-211.92', cumulativePnl: '-211.92', roi: '-10.59' });

    const quarter = (
      await guestGet('/copytrade/trader/chart', f.site.id, { id: main.traderId, days: '90' })
    ).json<{ date: string }[]>();
    expect(quarter).toHaveLength(90);
    expect(quarter[0]!.date).toBe(kstDay(89));
    expect(quarter[49]).toEqual({ date: kstDay(40), pnl: '-507.8', cumulativePnl: '-507.8', roi: '-50.78' });
    expect(quarter[79]).toEqual({ date: kstDay(10), pnl: '1983.2', cumulativePnl: '1475.4', roi: '49.18' });
    expect(quarter[89]).toEqual({ date: kstDay(0), pnl: '-211.92', cumulativePnl: '1263.48', roi: '25.26' });
  });

  it('refuses a days value it does not offer, and a trader of no site of the caller', async () => {
    const bad = await guestGet('/copytrade/trader/chart', f.site.id, { id: main.traderId, days: '14' });
    expect(bad.statusCode).toBe(400);
    expect(refusal(await guestGet('/copytrade/trader/chart', f.site.id, { id: 999_999 }))).toEqual([
      404,
      'TRADER_NOT_FOUND',
    ]);
  });
});

describe('GET /copytrade/trader/positions', () => {
  it("lists the trader's open positions with their copies, and none once they stop sharing", async () => {
    const res = await guestGet('/copytrade/trader/positions', f.site.id, { id: main.traderId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        futuresTraderOrderId: main.openTraderOrderId,
        futuresOptionId: f.optionId,
        stock: 'BTCUSDT',
        tradeType: 'LONG',
        leverage: 10,
        margin: '1000',
        qty: '10000',
        openPrice: '50000.0',
        closePrice: null,
        realizedPnl: null,
        copyCount: 2,
        status: 'OPEN',
        closedAt: null,
      }),
    ]);
    await f.t.db.query('UPDATE copytrade_trader SET shares_positions = false WHERE id = $1', [main.traderId]);
    const hidden = await guestGet('/copytrade/trader/positions', f.site.id, { id: main.traderId });
    await f.t.db.query('UPDATE copytrade_trader SET shares_positions = true WHERE id = $1', [main.traderId]);
    expect([hidden.statusCode, hidden.json()]).toEqual([200, []]);
    expect(refusal(await guestGet('/copytrade/trader/positions', f.site.id, { id: 999_999 }))).toEqual([
      404,
      'TRADER_NOT_FOUND',
    ]);
  });
});

describe('GET /copytrade/follower/my_traders', () => {
  it('lists the traders the caller follows or followed, and nothing for one who never followed', async () => {
    const mine = await f.get('/copytrade/follower/my_traders', {}, main.follower1);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ id: main.traderId, aum: '550' })]);

    const former = await f.member();
    await follow(former, main.traderId);
    expect((await f.post('/copytrade/follower/unfollow', {}, former)).statusCode).toBe(200);
    expect((await f.get('/copytrade/follower/my_traders', {}, former)).json()).toEqual([
      expect.objectContaining({ id: main.traderId, followerCount: 2 }),
    ]);
    expect((await f.get('/copytrade/follower/my_traders', {}, await f.member())).json()).toEqual([]);
  });
});

describe('GET /copytrade/trader/list', () => {
  /** A site of its own, so the board holds these four traders and no other. */
  const board = {} as { siteId: number; ids: Record<'alpha' | 'beta' | 'gamma' | 'alphabet', number> };

  beforeAll(async () => {
    const site = await insertSite(f.t.db);
    const optionId = await insertFuturesOption(f.t.db, site.id);
    const alpha = await f.member(100_000n, site);
    // Margin 1,000, pnl +1,000, fees 4 + 4.4: net 991.6, ROI 99.16 %.
    await trade(alpha, optionId, { qty: '10000', open: 50_000, close: 55_000 });
    const beta = await f.member(100_000n, site);
    // Margin 10,000, pnl +2,000, fees 40 + 40.8: net 1,919.2, ROI 19.19 %: more pnl, less ROI.
    await trade(beta, optionId, { qty: '100000', open: 50_000, close: 51_000 });
    const gamma = await f.member(0n, site);
    const alphabet = await f.member(0n, site);
    board.siteId = site.id;
    board.ids = {
      alpha: await approve(alpha, site.id, { nick: 'Alpha Whale' }),
      beta: await approve(beta, site.id, { nick: 'Beta Fish' }),
      gamma: await approve(gamma, site.id, { nick: 'Gamma', followerMax: 1 }),
      alphabet: await approve(alphabet, site.id, { nick: 'alphabet', isActive: false }),
    };
    await follow(await f.member(10_000n, site), board.ids.gamma);
  });

  async function boardIds(query: Record<string, string | number>): Promise<number[]> {
    const res = await guestGet('/copytrade/trader/list', board.siteId, { page: 1, size: 10, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ content: { id: number }[] }>().content.map((trader) => trader.id);
  }

  it('sorts by ROI by default, by pnl or followers when asked; equal figures newest trader first', async () => {
    const { alpha, beta, gamma, alphabet } = board.ids;
    expect(await boardIds({})).toEqual([alpha, beta, alphabet, gamma]);
    expect(await boardIds({ sort: 'pnl30d' })).toEqual([beta, alpha, alphabet, gamma]);
    expect(await boardIds({ sort: 'followerCount' })).toEqual([gamma, alphabet, beta, alpha]);
    const res = await guestGet('/copytrade/trader/list', board.siteId, { page: 1, size: 10 });
    expect(res.json<{ content: unknown[] }>().content.slice(0, 2)).toEqual([
      expect.objectContaining({ nick: 'Alpha Whale', pnl30d: '991.6', roi30d: '99.16', winRate: '100.00' }),
      expect.objectContaining({ nick: 'Beta Fish', pnl30d: '1919.2', roi30d: '19.19', winRate: '100.00' }),
    ]);
  });

  it('hides full traders, inactive ones, and keeps those whose nick holds the name', async () => {
    const { alpha, beta, gamma, alphabet } = board.ids;
    expect(await boardIds({ isHideFull: 'true' })).toEqual([alpha, beta, alphabet]);
    expect(await boardIds({ isActive: '1' })).toEqual([alpha, beta, gamma]);
    expect(await boardIds({ name: 'ALPHA' })).toEqual([alpha, alphabet]);
    expect(await boardIds({ name: 'pha W' })).toEqual([alpha]);
    // The name is taken literally: a wildcard character matches only itself.
    expect(await boardIds({ name: '%' })).toEqual([]);
  });

  it('pages in the database: the second page of two, with the total', async () => {
    const res = await guestGet('/copytrade/trader/list', board.siteId, {
      page: 2,
      size: 2,
      resultType: 'LIST',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 2, size: 2, totalElements: 4, totalPages: 2 });
    expect(res.json<{ content: { id: number }[] }>().content.map((trader) => trader.id)).toEqual([
      board.ids.alphabet,
      board.ids.gamma,
    ]);
    const filtered = await guestGet('/copytrade/trader/list', board.siteId, {
      page: 1,
      size: 1,
      name: 'alpha',
    });
    expect(filtered.json()).toMatchObject({ totalElements: 2, totalPages: 2 });
  });

  it("lists only the caller's site's traders", async () => {
    const ids = await boardIds({});
    expect(ids).not.toContain(main.traderId);
    const mainBoard = await guestGet('/copytrade/trader/list', f.site.id, { page: 1, size: 50 });
    const mainIds = mainBoard.json<{ content: { id: number }[] }>().content.map((trader) => trader.id);
    expect(mainIds).toContain(main.traderId);
    expect(mainIds).not.toContain(board.ids.alpha);
  });

  it('refuses a sort it does not know', async () => {
    const res = await guestGet('/copytrade/trader/list', board.siteId, { page: 1, size: 10, sort: 'luck' });
    expect(res.statusCode).toBe(400);
  });
});
