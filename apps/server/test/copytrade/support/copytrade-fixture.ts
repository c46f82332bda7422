import { expect } from 'vitest';
import type { FuturesFixture, Member } from '../../futures/futures-fixture.ts';

// What the copy-trading read tests share over the futures fixture: real trades through
// POST /futures/order, an operator's approval of a trader, a follow, a guest's call.

export const DAY_MS = 86_400_000;

/** The KST calendar day `daysAgo` days before the fixture clock's now, as `YYYY-MM-DD`. */
export function kstDay(f: FuturesFixture, daysAgo: number): string {
  return new Date(f.clock.nowMs() - daysAgo * DAY_MS + 9 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * A LONG of `qty` USDT at 10× opened at `open` (USDT) and, if given, closed at `close`, each at the
 * market with the price ticked first; its position id.
 */
export async function trade(
  f: FuturesFixture,
  member: Member,
  optionId: number,
  values: { qty: string; open: number; close?: number },
): Promise<number> {
  const leverage = await f.post(
    '/futures/order/leverage',
    { futuresOptionId: optionId, leverage: 10 },
    member,
  );
  expect(leverage.statusCode, leverage.body).toBe(200);
  f.tick(values.open * 10);
  const opened = await f.post(
    '/futures/order',
    { futuresOptionId: optionId, tradeType: 'LONG', marketType: 'MARKET', qty: values.qty },
    member,
  );
  expect(opened.statusCode, opened.body).toBe(200);
  if (values.close !== undefined) {
    f.tick(values.close * 10);
    const closed = await f.post(
      '/futures/order',
      { futuresOptionId: optionId, tradeType: 'SHORT', marketType: 'MARKET', qty: values.qty },
      member,
    );
    expect(closed.statusCode, closed.body).toBe(200);
  }
  return opened.json<{ futuresPositionId: number }>().futuresPositionId;
}

/**
 * Approves a member as a trader (an operator's act: no call does it). The tests trade before the
 * approval: a track record is the member's fills, whenever they were made.
 */
export async function approve(
  f: FuturesFixture,
  member: Member,
  siteId: number,
  values: { nick?: string; followerMax?: number; isActive?: boolean } = {},
): Promise<number> {
  if (values.nick !== undefined) {
    await f.t.db.query('UPDATE member SET nick = $2 WHERE id = $1', [member.id, values.nick]);
  }
  const row = await f.t.db.query<{ id: number }>(
    `INSERT INTO copytrade_trader (site_id, member_id, follower_max, is_active, approved_at)
     VALUES ($1, $2, $3, $4, now()) RETURNING id`,
    [siteId, member.id, values.followerMax ?? 100, values.isActive ?? true],
  );
  return row.rows[0]!.id;
}

/** The member follows the trader at 50 % of BTCUSDT; the follow's id. */
export async function follow(f: FuturesFixture, member: Member, traderId: number): Promise<number> {
  const body = { traderId, followStock: ['BTCUSDT'], multiplyPer: 50, maxBet: '1000', oneMaxBet: '500' };
  const res = await f.post('/copytrade/follower/follow', body, member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

/** A call without a token, on `siteId`. */
export function guestGet(
  f: FuturesFixture,
  path: string,
  siteId: number,
  query: Record<string, string | number> = {},
) {
  const search = new URLSearchParams({ siteInfoId: String(siteId) });
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return f.t.app.inject({ method: 'GET', url: `/api${path}?${search.toString()}` });
}

/** A refusal as [status, catalogue code]. */
export function refusal(res: { statusCode: number; json: () => unknown }) {
  return [res.statusCode, (res.json() as { code: string }).code];
}

/** The calls above bound to a fixture a test file opens in its `beforeAll` (hence the getter). */
export function copytradeCalls(fixture: () => FuturesFixture) {
  return {
    trade: (member: Member, optionId: number, values: Parameters<typeof trade>[3]) =>
      trade(fixture(), member, optionId, values),
    approve: (member: Member, siteId: number, values?: Parameters<typeof approve>[3]) =>
      approve(fixture(), member, siteId, values),
    follow: (member: Member, traderId: number) => follow(fixture(), member, traderId),
    guestGet: (path: string, siteId: number, query?: Record<string, string | number>) =>
      guestGet(fixture(), path, siteId, query),
    kstDay: (daysAgo: number) => kstDay(fixture(), daysAgo),
  };
}
