import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';

/**
 * A member approved as a trader of the fixture's site (or `site`), signed in, with USDT in the FUTURES
 * wallet: an operator's act, which no member call does, so the test writes the approval row.
 */
export async function approvedTrader(
  f: FuturesFixture,
  values: { followerMax?: number; isActive?: boolean; fundsUsdt?: bigint; site?: Site } = {},
): Promise<{ member: Member; traderId: number }> {
  const site = values.site ?? f.site;
  const member = await f.member(values.fundsUsdt ?? 1_000n, site);
  const row = await f.t.db.query<{ id: number }>(
    `INSERT INTO copytrade_trader (site_id, member_id, follower_max, is_active, approved_at)
     VALUES ($1, $2, $3, $4, now()) RETURNING id`,
    [site.id, member.id, values.followerMax ?? 100, values.isActive ?? true],
  );
  return { member, traderId: row.rows[0]!.id };
}
