import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSite } from '../support/seed-site.ts';
import { insertFuturesOption, openFuturesFixture } from '../futures/futures-fixture.ts';
import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import { approvedTrader as approvedTraderOf } from './copytrade-fixture.ts';

// Following a trader, over HTTP (spec §5, DOMAIN.md §5): the settings' refusals with the spec's
// messages, one trader at a time, a trader cannot follow, a full or inactive trader refuses, the
// balance a follow needs; unfollowing, a trader removing a follower; every call scoped by member and
// site.

let f: FuturesFixture;

beforeAll(async () => {
  f = await openFuturesFixture();
});
afterAll(async () => {
  await f.close();
});

let otherSite: Awaited<ReturnType<typeof insertSite>> | undefined;

async function approvedTrader(values: Parameters<typeof approvedTraderOf>[1] = {}) {
  return approvedTraderOf(f, values);
}

function settings(traderId: number, overrides: Record<string, unknown> = {}) {
  return {
    traderId,
    followStock: ['BTCUSDT'],
    multiplyPer: 50,
    maxBet: '100',
    oneMaxBet: '20',
    ...overrides,
  };
}

async function follow(member: Member, body: Record<string, unknown>) {
  return f.post('/copytrade/follower/follow', body, member);
}

function refusal(res: { statusCode: number; json: () => unknown }) {
  return [res.statusCode, (res.json() as { code: string }).code];
}

describe('POST /copytrade/follower/follow', () => {
  it('follows with the settings and answers the follow; my_trader_follower shows it', async () => {
    const { traderId } = await approvedTrader();
    const member = await f.member();
    const res = await follow(member, settings(traderId));
    expect(res.statusCode, res.body).toBe(200);
    const followed = res.json<Record<string, unknown>>();
    expect(followed).toMatchObject({
      traderId,
      followStock: ['BTCUSDT'],
      multiplyPer: 50,
      maxBet: '100',
      oneMaxBet: '20',
      usedBet: '0',
      realizedPnl: '0',
      isActive: true,
      endedAt: null,
    });
    const mine = await f.get('/copytrade/follower/my_trader_follower', {}, member);
    expect(mine.json()).toEqual(followed);
  });

  it('refuses each bad setting with its code, and changes nothing', async () => {
    const { traderId } = await approvedTrader();
    const member = await f.member();
    expect(refusal(await follow(member, settings(traderId, { followStock: [] })))).toEqual([
      400,
      'FOLLOW_STOCK_REQUIRED',
    ]);
    expect(refusal(await follow(member, settings(traderId, { followStock: ['ETHUSDT'] })))).toEqual([
      400,
      'FOLLOW_STOCK_REQUIRED',
    ]);
    expect(refusal(await follow(member, settings(traderId, { multiplyPer: 101 })))).toEqual([
      400,
      'FOLLOW_RATIO_INVALID',
    ]);
    expect(refusal(await follow(member, settings(traderId, { multiplyPer: 1.5 })))).toEqual([
      400,
      'FOLLOW_RATIO_INVALID',
    ]);
    expect(refusal(await follow(member, settings(traderId, { maxBet: '9.99' })))).toEqual([
      400,
      'FOLLOW_MAX_BET_TOO_SMALL',
    ]);
    expect(refusal(await follow(member, settings(traderId, { oneMaxBet: '5' })))).toEqual([
      400,
      'FOLLOW_ONE_MAX_BET_TOO_SMALL',
    ]);
    expect((await f.get('/copytrade/follower/my_trader_follower', {}, member)).json()).toBeNull();
  });

  it('answers the spec’s Korean message for a refused setting', async () => {
    const { traderId } = await approvedTrader();
    const res = await follow(await f.member(), settings(traderId, { maxBet: '1' }));
    expect(res.json()).toMatchObject({
      code: 'FOLLOW_MAX_BET_TOO_SMALL',
      message: '최대 한도는 10 USDT 이상이어야 합니다.',
    });
  });

  it('one trader at a time; a trader cannot follow; an inactive or full trader refuses', async () => {
    const first = await approvedTrader();
    const second = await approvedTrader({ followerMax: 1 });
    const member = await f.member();
    expect((await follow(member, settings(first.traderId))).statusCode).toBe(200);
    expect(refusal(await follow(member, settings(second.traderId)))).toEqual([409, 'FOLLOW_ONE_TRADER_ONLY']);
    expect(refusal(await follow(first.member, settings(second.traderId)))).toEqual([
      403,
      'TRADER_CANNOT_FOLLOW',
    ]);
    const inactive = await approvedTrader({ isActive: false });
    expect(refusal(await follow(await f.member(), settings(inactive.traderId)))).toEqual([
      409,
      'TRADER_NOT_ACCEPTING',
    ]);
    expect((await follow(await f.member(), settings(second.traderId))).statusCode).toBe(200);
    expect(refusal(await follow(await f.member(), settings(second.traderId)))).toEqual([
      409,
      'FOLLOW_QUOTA_FULL',
    ]);
  });

  it('refuses a follower whose FUTURES balance cannot pay the least copy (10 USDT)', async () => {
    const { traderId } = await approvedTrader();
    const poor = await f.member(9n);
    expect(refusal(await follow(poor, settings(traderId)))).toEqual([400, 'FOLLOW_INSUFFICIENT_BALANCE']);
    expect((await follow(await f.member(10n), settings(traderId))).statusCode).toBe(200);
  });

  it('does not find a trader of another site, nor an id that does not exist', async () => {
    otherSite = await insertSite(f.t.db);
    await insertFuturesOption(f.t.db, otherSite.id);
    const elsewhere = await approvedTrader({ site: otherSite });
    expect(refusal(await follow(await f.member(), settings(elsewhere.traderId)))).toEqual([
      404,
      'TRADER_NOT_FOUND',
    ]);
    expect(refusal(await follow(await f.member(), settings(999_999)))).toEqual([404, 'TRADER_NOT_FOUND']);
  });

  it('a retry with the same request id answers the same follow', async () => {
    const { traderId } = await approvedTrader();
    const member = await f.member();
    const body = settings(traderId, { requestId: 'follow-retry-1' });
    const first = await follow(member, body);
    const again = await follow(member, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});

describe('unfollowing', () => {
  it('the follower unfollows; a second unfollow finds nothing to end', async () => {
    const { traderId } = await approvedTrader();
    const member = await f.member();
    await follow(member, settings(traderId));
    const res = await f.post('/copytrade/follower/unfollow', {}, member);
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    expect((await f.get('/copytrade/follower/my_trader_follower', {}, member)).json()).toBeNull();
    expect(refusal(await f.post('/copytrade/follower/unfollow', {}, member))).toEqual([409, 'NOT_FOLLOWING']);
    // Free to follow again, the same trader or another.
    expect((await follow(member, settings(traderId))).statusCode).toBe(200);
  });

  it('a trader lists their followers (masked) and removes one; another trader’s follow is not theirs', async () => {
    const trader = await approvedTrader();
    const other = await approvedTrader();
    const member = await f.member();
    const followed = (await follow(member, settings(trader.traderId))).json<{
      id: number;
      followerNick: string;
    }>();
    const listed = await f.get('/copytrade/follower/list', { page: 1, size: 10 }, trader.member);
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json<{ content: { id: number; followerNick: string }[]; totalElements: number }>();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]!.id).toBe(followed.id);
    expect(page.content[0]!.followerNick).not.toBe(followed.followerNick);
    expect(page.content[0]!.followerNick).toMatch(/\*/);

    const body = { traderFollowerId: followed.id };
    expect(refusal(await f.post('/copytrade/follower/unfollow_trader', body, other.member))).toEqual([
      404,
      'FOLLOWER_NOT_FOUND',
    ]);
    expect(refusal(await f.post('/copytrade/follower/unfollow_trader', body, member))).toEqual([
      403,
      'NOT_A_TRADER',
    ]);
    expect(refusal(await f.get('/copytrade/follower/list', { page: 1, size: 10 }, member))).toEqual([
      403,
      'NOT_A_TRADER',
    ]);
    const removed = await f.post('/copytrade/follower/unfollow_trader', body, trader.member);
    expect([removed.statusCode, removed.json()]).toEqual([200, { ok: true }]);
    expect((await f.get('/copytrade/follower/my_trader_follower', {}, member)).json()).toBeNull();
  });
});
