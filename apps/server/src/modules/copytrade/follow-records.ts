import type { copytrade } from '@baro/contracts';
import { formatMinor } from '@baro/contracts';
import { maskUsername } from '../accounts/mask-username.ts';

/** The asset copy trading counts in: the FUTURES wallet's (DOMAIN.md §5). */
export const COPY_ASSET = 'USDT';

/** A `copytrade_follow` row with both members' names. */
export interface FollowRow {
  id: number;
  trader_id: number;
  trader_nick: string;
  follower_nick: string;
  follow_stock: string[];
  multiply_per: number;
  max_bet: string;
  one_max_bet: string;
  used_bet: string;
  cumulative_pnl: string;
  is_active: boolean;
  created_at: Date;
  ended_at: Date | null;
}

/** Members are shown by nick, by username when they chose none. */
export const followSelect = `SELECT f.id, f.trader_id, COALESCE(tm.nick, tm.username) AS trader_nick,
    COALESCE(fm.nick, fm.username) AS follower_nick, f.follow_stock, f.multiply_per, f.max_bet::text AS max_bet,
    f.one_max_bet::text AS one_max_bet, f.used_bet::text AS used_bet, f.cumulative_pnl::text AS cumulative_pnl,
    f.is_active, f.created_at, f.ended_at
  FROM copytrade_follow f
  JOIN copytrade_trader t ON t.id = f.trader_id
  JOIN member tm ON tm.id = t.member_id
  JOIN member fm ON fm.id = f.member_id`;

/**
 * The follow as the wire shows it (contracts' traderFollowerSchema). A trader looking at their
 * followers sees each one's name masked (`maskFollower`): enough to recognise, not to look up.
 */
export function followRecord(row: FollowRow, maskFollower = false): copytrade.TraderFollower {
  const usdt = (text: string) => formatMinor(COPY_ASSET, BigInt(text));
  return {
    id: row.id,
    traderId: row.trader_id,
    traderNick: row.trader_nick,
    followerNick: maskFollower ? maskUsername(row.follower_nick) : row.follower_nick,
    followStock: row.follow_stock,
    multiplyPer: row.multiply_per,
    maxBet: usdt(row.max_bet),
    oneMaxBet: usdt(row.one_max_bet),
    usedBet: usdt(row.used_bet),
    realizedPnl: usdt(row.cumulative_pnl),
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}
