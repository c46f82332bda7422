import type { copytrade } from '@baro/contracts';
import { followRefusal, followSettingsRefusal, MIN_FOLLOW_BET_MINOR } from '@baro/domain';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { moneyAction } from '../../core/money-action.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Queryable } from '../../db/database.ts';
import { walletViews } from '../../ledger/index.ts';
import { amountOf } from '../wallet/site-wallets.ts';
import { COPY_ASSET, followRecord, followSelect } from './follow-records.ts';
import type { FollowRow } from './follow-records.ts';

// Follow, unfollow and a trader's removal of a follower (spec §5, DOMAIN.md §5). Every write is
// scoped by the caller's member and site: a trader or follow id of another site is as absent as one
// that never existed.

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock'>;

export interface FollowBody {
  readonly traderId: number;
  readonly followStock: readonly string[];
  readonly multiplyPer: number;
  readonly maxBet: string;
  readonly oneMaxBet: string;
  readonly requestId?: string | undefined;
}

/** The caller's trader id if an operator approved them as a trader on this site, else null. */
export async function traderIdOf(db: Queryable, caller: MemberCaller): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM copytrade_trader WHERE member_id = $1 AND site_id = $2',
    [caller.memberId, caller.siteId],
  );
  return rows.rows[0]?.id ?? null;
}

async function offeredStocks(db: Queryable, siteId: number): Promise<Set<string>> {
  const rows = await db.query<{ stock: string }>(
    'SELECT stock FROM futures_option WHERE site_id = $1 AND is_play',
    [siteId],
  );
  return new Set(rows.rows.map((row) => row.stock));
}

async function followById(db: Queryable, id: number): Promise<copytrade.TraderFollower> {
  const row = (await db.query<FollowRow>(`${followSelect} WHERE f.id = $1`, [id])).rows[0];
  if (row === undefined) throw new Error(`Follow ${id} vanished inside its own transaction.`);
  return followRecord(row);
}

/**
 * POST /copytrade/follower/follow: the caller follows a trader of their site with these settings.
 * The trader's row is locked first, so two members taking a trader's last place cannot both get it;
 * the one-active-follow index backs "one trader at a time" against two of the caller's own requests.
 * The follower's available FUTURES balance must reach the least a copy may be (10 USDT): a follow
 * that could never copy anything is refused with the spec's balance message.
 */
export async function followTrader(
  ctx: Ctx,
  caller: MemberCaller,
  body: FollowBody,
): Promise<copytrade.TraderFollower | Rejection> {
  const maxBet = amountOf(COPY_ASSET, body.maxBet);
  if (isRejection(maxBet)) return maxBet;
  const oneMaxBet = amountOf(COPY_ASSET, body.oneMaxBet);
  if (isRejection(oneMaxBet)) return oneMaxBet;
  const settings = {
    followStock: body.followStock,
    multiplyPer: body.multiplyPer,
    maxBetMinor: maxBet,
    oneMaxBetMinor: oneMaxBet,
  };
  const key = { siteId: caller.siteId, memberId: caller.memberId, requestId: body.requestId, body };
  return moneyAction(ctx, key, async (tx) => {
    const badSettings = followSettingsRefusal(settings, await offeredStocks(tx, caller.siteId));
    if (badSettings !== null) return reject(badSettings);
    const trader = (
      await tx.query<{ id: number; member_id: number; is_active: boolean; follower_max: number }>(
        `SELECT id, member_id, is_active, follower_max FROM copytrade_trader WHERE id = $1 AND site_id = $2
         FOR UPDATE`,
        [body.traderId, caller.siteId],
      )
    ).rows[0];
    if (trader === undefined) return reject('TRADER_NOT_FOUND');
    const standing = (
      await tx.query<{ is_trader: boolean; following: boolean; followers: number }>(
        `SELECT EXISTS (SELECT 1 FROM copytrade_trader WHERE member_id = $1) AS is_trader,
           EXISTS (SELECT 1 FROM copytrade_follow WHERE member_id = $1 AND is_active) AS following,
           (SELECT count(*)::int FROM copytrade_follow WHERE trader_id = $2 AND is_active) AS followers`,
        [caller.memberId, trader.id],
      )
    ).rows[0];
    if (standing === undefined) throw new Error('The follow standing read answered no row.');
    const refused = followRefusal({
      followerIsTrader: standing.is_trader,
      alreadyFollowing: standing.following,
      traderActive: trader.is_active,
      traderFollowers: standing.followers,
      traderFollowerMax: trader.follower_max,
    });
    if (refused !== null) return reject(refused);
    const wallets = await walletViews(tx, { siteId: caller.siteId, memberId: caller.memberId });
    const futures = wallets.find((wallet) => wallet.type === 'FUTURES');
    if (futures === undefined || futures.point < MIN_FOLLOW_BET_MINOR)
      return reject('FOLLOW_INSUFFICIENT_BALANCE');
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO copytrade_follow (site_id, trader_id, member_id, follow_stock, multiply_per, max_bet, one_max_bet,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (member_id) WHERE is_active DO NOTHING RETURNING id`,
      [
        caller.siteId,
        trader.id,
        caller.memberId,
        [...new Set(body.followStock)],
        body.multiplyPer,
        maxBet.toString(),
        oneMaxBet.toString(),
        new Date(ctx.clock.nowMs()),
      ],
    );
    const id = inserted.rows[0]?.id;
    // Another request of the caller's followed someone between the read and the insert.
    if (id === undefined) return reject('FOLLOW_ONE_TRADER_ONLY');
    return followById(tx, id);
  });
}

async function endFollow(db: Queryable, nowMs: number, where: string, params: unknown[]): Promise<boolean> {
  const ended = await db.query(
    `UPDATE copytrade_follow f SET is_active = false, ended_at = $1 WHERE f.is_active AND ${where}`,
    [new Date(nowMs), ...params],
  );
  return ended.rowCount > 0;
}

/** POST /copytrade/follower/unfollow: the caller stops following; open copies stay until closed. */
export async function unfollow(ctx: Ctx, caller: MemberCaller): Promise<{ ok: true } | Rejection> {
  const ended = await endFollow(ctx.db, ctx.clock.nowMs(), 'f.member_id = $2 AND f.site_id = $3', [
    caller.memberId,
    caller.siteId,
  ]);
  return ended ? { ok: true } : reject('NOT_FOLLOWING');
}

/** POST /copytrade/follower/unfollow_trader: a trader ends one of their own follows. */
export async function removeFollower(
  ctx: Ctx,
  caller: MemberCaller,
  traderFollowerId: number,
): Promise<{ ok: true } | Rejection> {
  const traderId = await traderIdOf(ctx.db, caller);
  if (traderId === null) return reject('NOT_A_TRADER');
  const ended = await endFollow(ctx.db, ctx.clock.nowMs(), 'f.id = $2 AND f.trader_id = $3', [
    traderFollowerId,
    traderId,
  ]);
  return ended ? { ok: true } : reject('FOLLOWER_NOT_FOUND');
}
