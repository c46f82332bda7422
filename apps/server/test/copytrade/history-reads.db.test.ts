import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFuturesFixture, USDT } from '../futures/futures-fixture.ts';
import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import { copytradeCalls, DAY_MS, refusal } from './support/copytrade-fixture.ts';
import { seedCopiedCopy, seedSkippedCopy, seedTraderOrder } from './support/seed-copies.ts';

// The copy-trading histories over HTTP (spec §7): the follower's summary, closed, skipped and open
// copies; the trader's closed and open positions, their followers' open copies, the copies of one
// position and the profit shares earned. A follower sees only their copies, a trader only their
// followers' (names masked); a trader call from a member who is none answers NOT_A_TRADER.

let f: FuturesFixture;

const { trade, approve, follow, guestGet, kstDay } = copytradeCalls(() => f);

const w = {} as {
  trader: Member;
  other: Member;
  follower1: Member;
  follower2: Member;
  follower3: Member;
  closedOrderId: number;
  openOrderId: number;
  otherOrderId: number;
  closedCopyId: number;
  skippedCopyId: number;
  openCopy1: number;
  openCopy2: number;
  closeFillId: number;
};

beforeAll(async () => {
  f = await openFuturesFixture();
  const trader = await f.member(100_000n);
  const other = await f.member(100_000n);
  // Two days ago: a position opened at 50,000 and closed at 55,000; today one opened and left open.
  const closedPositionId = await trade(trader, f.optionId, { qty: '10000', open: 50_000, close: 55_000 });
  f.clock.advanceMs(2 * DAY_MS);
  const openPositionId = await trade(trader, f.optionId, { qty: '10000', open: 50_000 });
  const otherPositionId = await trade(other, f.optionId, { qty: '10000', open: 50_000 });
  const traderId = await approve(trader, f.site.id);
  const otherId = await approve(other, f.site.id);
  const [follower1, follower2, follower3] = [await f.member(), await f.member(), await f.member()];
  const follow1 = await follow(follower1, traderId);
  const follow2 = await follow(follower2, traderId);
  const follow3 = await follow(follower3, otherId);

  const now = new Date(f.clock.nowMs());
  const twoDaysAgo = new Date(f.clock.nowMs() - 2 * DAY_MS);
  const position = { siteId: f.site.id, optionId: f.optionId, leverage: 10, openPrice: 500_000 };
  const closedOrderId = await seedTraderOrder(f.t.db, {
    ...position,
    traderId,
    memberId: trader.id,
    positionId: closedPositionId,
    qtyMinor: 10_000n * USDT,
    marginMinor: 1_000n * USDT,
    openedAt: twoDaysAgo,
    closed: { price: 550_000, at: twoDaysAgo, realizedPnlMinor: 1_000n * USDT },
  });
  const open = { ...position, qtyMinor: 10_000n * USDT, marginMinor: 1_000n * USDT, openedAt: now };
  const openOrderId = await seedTraderOrder(f.t.db, {
    ...open,
    traderId,
    memberId: trader.id,
    positionId: openPositionId,
  });
  const otherOrderId = await seedTraderOrder(f.t.db, {
    ...open,
    traderId: otherId,
    memberId: other.id,
    positionId: otherPositionId,
  });
  const copy = (
    member: Member,
    followId: number,
    traderOrderId: number,
    openedAt: Date,
    traderMember = trader,
  ) => ({
    siteId: f.site.id,
    traderOrderId,
    followId,
    memberId: member.id,
    traderMemberId: traderMember.id,
    optionId: f.optionId,
    leverage: 10,
    openedAt,
  });
  const closed = await seedCopiedCopy(f.t.db, {
    ...copy(follower1, follow1, closedOrderId, twoDaysAgo),
    qtyMinor: 5_000n * USDT,
    marginMinor: 500n * USDT,
    openPrice: 500_000,
    closed: { price: 550_000, at: twoDaysAgo, realizedPnlMinor: 100n * USDT, profitShareMinor: 10n * USDT },
  });
  const skippedCopyId = await seedSkippedCopy(f.t.db, {
    ...copy(follower2, follow2, closedOrderId, twoDaysAgo),
    skipReason: 'COPY_MAX_BET_REACHED',
    traderPrice: 500_000,
  });
  const openCopy = async (
    member: Member,
    followId: number,
    orderId: number,
    marginUsdt: bigint,
    of = trader,
  ) =>
    (
      await seedCopiedCopy(f.t.db, {
        ...copy(member, followId, orderId, now, of),
        qtyMinor: marginUsdt * 10n * USDT,
        marginMinor: marginUsdt * USDT,
        openPrice: 500_000,
      })
    ).copyId;
  const openCopy1 = await openCopy(follower1, follow1, openOrderId, 250n);
  const openCopy2 = await openCopy(follower2, follow2, openOrderId, 300n);
  await openCopy(follower3, follow3, otherOrderId, 100n, other);
  Object.assign(w, {
    trader,
    other,
    follower1,
    follower2,
    follower3,
    closedOrderId,
    openOrderId,
    otherOrderId,
    closedCopyId: closed.copyId,
    skippedCopyId,
    openCopy1,
    openCopy2,
    closeFillId: closed.closeFillId,
  });
});
afterAll(async () => {
  await f.close();
});

type Page = {
  content: Record<string, unknown>[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
};

async function page(
  path: string,
  member: Member,
  query: Record<string, string | number> = {},
): Promise<Page> {
  const res = await f.get(path, { page: 1, size: 10, ...query }, member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

async function list(path: string, member: Member): Promise<Record<string, unknown>[]> {
  const res = await f.get(path, {}, member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<string, unknown>[]>();
}

describe('the follower', () => {
  it('GET /copytrade/follower sums their own copies only', async () => {
    expect((await f.get('/copytrade/follower', {}, w.follower1)).json()).toEqual({
      isFollowing: true,
      copyCount: 2,
      realizedPnl: '100',
      profitSharePaid: '10',
    });
    // The skipped copy is no copy.
    expect((await f.get('/copytrade/follower', {}, w.follower2)).json()).toEqual({
      isFollowing: true,
      copyCount: 1,
      realizedPnl: '0',
      profitSharePaid: '0',
    });
    expect((await f.get('/copytrade/follower', {}, await f.member())).json()).toEqual({
      isFollowing: false,
      copyCount: 0,
      realizedPnl: '0',
      profitSharePaid: '0',
    });
  });

  it('/history/follower/list shows their closed copy, or their skipped one with its reason', async () => {
    const mine = await page('/copytrade/history/follower/list', w.follower1);
    expect(mine.totalElements).toBe(1);
    expect(mine.content[0]).toMatchObject({
      futuresFollowerOrderId: w.closedCopyId,
      futuresTraderOrderId: w.closedOrderId,
      followerNick: 'trader3x',
      traderNick: 'trader1x',
      stock: 'BTCUSDT',
      status: 'CLOSED',
      margin: '0',
      openPrice: '50000.0',
      closePrice: '55000.0',
      realizedPnl: '100',
      profitShare: '10',
      skipReason: null,
    });
    const skipped = await page('/copytrade/history/follower/list', w.follower2);
    expect(skipped.content).toEqual([
      expect.objectContaining({
        futuresFollowerOrderId: w.skippedCopyId,
        status: 'SKIPPED',
        skipReason: 'COPY_MAX_BET_REACHED',
        // The price it would have been placed at: the trader's.
        openPrice: '50000.0',
        realizedPnl: null,
        profitShare: null,
      }),
    ]);
    expect((await page('/copytrade/history/follower/list', w.follower3)).content).toEqual([]);
  });

  it('/history/follower/list filters by KST day of the close', async () => {
    const ids = async (query: Record<string, string>) =>
      (await page('/copytrade/history/follower/list', w.follower1, query)).content.map(
        (copy) => copy.futuresFollowerOrderId,
      );
    expect(await ids({ startDate: kstDay(2), endDate: kstDay(2) })).toEqual([w.closedCopyId]);
    expect(await ids({ startDate: kstDay(1) })).toEqual([]);
    expect(await ids({ endDate: kstDay(3) })).toEqual([]);
  });

  it('/history/follower/open lists their open copies only', async () => {
    expect(await list('/copytrade/history/follower/open', w.follower1)).toEqual([
      expect.objectContaining({
        futuresFollowerOrderId: w.openCopy1,
        margin: '250',
        status: 'OPEN',
        realizedPnl: null,
      }),
    ]);
    expect(await list('/copytrade/history/follower/open', w.follower2)).toEqual([
      expect.objectContaining({ futuresFollowerOrderId: w.openCopy2, margin: '300' }),
    ]);
  });
});

describe('the trader', () => {
  it('/history/trader/list and /open show their own positions with their copies', async () => {
    const closed = await page('/copytrade/history/trader/list', w.trader);
    expect(closed.content).toEqual([
      expect.objectContaining({
        futuresTraderOrderId: w.closedOrderId,
        status: 'CLOSED',
        closePrice: '55000.0',
        realizedPnl: '1000',
        margin: '1000',
        qty: '0',
        // Follower 1's; follower 2's skip is no copy.
        copyCount: 1,
      }),
    ]);
    expect(
      (await page('/copytrade/history/trader/list', w.trader, { startDate: kstDay(1) })).content,
    ).toEqual([]);
    expect(await list('/copytrade/history/trader/open', w.trader)).toEqual([
      expect.objectContaining({ futuresTraderOrderId: w.openOrderId, copyCount: 2, margin: '1000' }),
    ]);
    expect(await list('/copytrade/history/trader/open', w.other)).toEqual([
      expect.objectContaining({ futuresTraderOrderId: w.otherOrderId, copyCount: 1 }),
    ]);
    expect((await page('/copytrade/history/trader/list', w.other)).content).toEqual([]);
  });

  it('/my_open_follower_history lists their followers’ open copies, names masked', async () => {
    const copies = await list('/copytrade/history/trader/my_open_follower_history', w.trader);
    expect(copies.map((copy) => copy.futuresFollowerOrderId)).toEqual([w.openCopy2, w.openCopy1]);
    expect(copies.map((copy) => copy.followerNick)).toEqual(['tr*****x', 'tr*****x']);
    const others = await list('/copytrade/history/trader/my_open_follower_history', w.other);
    expect(others).toHaveLength(1);
    expect(others[0]).toMatchObject({ followerNick: 'tr*****x', margin: '100' });
  });

  it('/follower_position lists every copy of one of their positions; another trader’s is not found', async () => {
    const copies = await page('/copytrade/history/trader/follower_position', w.trader, {
      futuresTraderOrderId: w.closedOrderId,
    });
    expect(copies.totalElements).toBe(2);
    expect(
      copies.content.map((copy) => [copy.futuresFollowerOrderId, copy.status, copy.followerNick]),
    ).toEqual([
      [w.skippedCopyId, 'SKIPPED', 'tr*****x'],
      [w.closedCopyId, 'CLOSED', 'tr*****x'],
    ]);
    const second = await page('/copytrade/history/trader/follower_position', w.trader, {
      futuresTraderOrderId: w.closedOrderId,
      page: 2,
      size: 1,
    });
    expect(second).toMatchObject({ page: 2, size: 1, totalElements: 2, totalPages: 2 });
    expect(second.content.map((copy) => copy.futuresFollowerOrderId)).toEqual([w.closedCopyId]);
    const theirs = { page: 1, size: 10, futuresTraderOrderId: w.otherOrderId };
    expect(refusal(await f.get('/copytrade/history/trader/follower_position', theirs, w.trader))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    const mine = { page: 1, size: 10, futuresTraderOrderId: w.closedOrderId };
    expect(refusal(await f.get('/copytrade/history/trader/follower_position', mine, w.other))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    const none = { page: 1, size: 10, futuresTraderOrderId: 999_999 };
    expect(refusal(await f.get('/copytrade/history/trader/follower_position', none, w.trader))).toEqual([
      404,
      'NOT_FOUND',
    ]);
  });

  it('/fee_history lists the profit shares they earned, by the copy fill that paid each', async () => {
    const shares = await page('/copytrade/history/trader/fee_history', w.trader);
    expect(shares.content).toEqual([
      {
        id: w.closeFillId,
        futuresFollowerOrderId: w.closedCopyId,
        followerNick: 'tr*****x',
        amount: '10',
        createdAt: new Date(f.clock.nowMs() - 2 * DAY_MS).toISOString(),
      },
    ]);
    expect(
      (await page('/copytrade/history/trader/fee_history', w.trader, { startDate: kstDay(1) })).content,
    ).toEqual([]);
    expect((await page('/copytrade/history/trader/fee_history', w.other)).totalElements).toBe(0);
  });

  it('every trader call refuses a member who is no trader with NOT_A_TRADER', async () => {
    const calls: [string, Record<string, string | number>][] = [
      ['/copytrade/history/trader/list', { page: 1, size: 10 }],
      ['/copytrade/history/trader/open', {}],
      ['/copytrade/history/trader/my_open_follower_history', {}],
      [
        '/copytrade/history/trader/follower_position',
        { page: 1, size: 10, futuresTraderOrderId: w.closedOrderId },
      ],
      ['/copytrade/history/trader/fee_history', { page: 1, size: 10 }],
    ];
    for (const [path, query] of calls) {
      expect(refusal(await f.get(path, query, w.follower1)), path).toEqual([403, 'NOT_A_TRADER']);
    }
  });
});

describe('a guest', () => {
  it('is refused every follower and trader history call with UNAUTHORIZED', async () => {
    const paths = [
      '/copytrade/follower',
      '/copytrade/follower/my_traders',
      '/copytrade/history/follower/list',
      '/copytrade/history/follower/open',
      '/copytrade/history/trader/list',
      '/copytrade/history/trader/open',
      '/copytrade/history/trader/my_open_follower_history',
      '/copytrade/history/trader/fee_history',
    ];
    for (const path of paths) {
      expect(refusal(await guestGet(path, f.site.id, { page: 1, size: 10 })), path).toEqual([
        401,
        'UNAUTHORIZED',
      ]);
    }
  });
});
