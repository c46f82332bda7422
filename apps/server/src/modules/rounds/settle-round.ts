import { pointQueue, tradeQueue } from '@baro/contracts';
import { settleRoundHolds } from '../../ledger/round-settlement.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { walletEntry } from '../wallet/wallet-entry.ts';
import { betRecord, roundSelect } from './round-records.ts';
import type { BetRow, RoundRow } from './round-records.ts';
import type { RoundOption } from './round-option.ts';
import { publishRound } from './round-steps.ts';
import type { RoundStepContext } from './round-steps.ts';

/**
 * Every bet's status and what it pays back, from the round's recorded outcome, in one statement.
 * Mirrors `settleStake` of @baro/domain: void refunds the stake, a win pays ⌊stake × payout⌋ with the
 * payout the round opened with (at most 4 decimals, so this is the domain's ⌊stake × bps / 10,000⌋
 * exactly, in exact numeric arithmetic), a loss pays nothing. $1 round, $2 settled at.
 */
const markBetsSql = `UPDATE trade_bet b
  SET status = CASE WHEN r.status = 3 THEN 3 WHEN b.side = r.result THEN 1 ELSE 2 END,
    result_point = CASE WHEN r.status = 3 THEN b.stake WHEN b.side = r.result THEN floor(b.stake * r.payout)
      ELSE 0 END,
    settled_at = $2, updated_at = $2
  FROM trade_round r
  WHERE r.id = $1 AND b.trade_round_id = r.id AND b.status = 0`;

const holdCountSql = `SELECT count(*)::int AS holds FROM trade_bet_stake s JOIN trade_bet b ON b.id = s.trade_bet_id
  WHERE b.trade_round_id = $1`;

type BetColumns = Pick<
  BetRow,
  'id' | 'member_id' | 'side' | 'asset' | 'stake' | 'status' | 'result_point' | 'created_at'
>;

export interface SettledRound {
  readonly bets: number;
  readonly members: number;
}

/**
 * Settles a closed round in one transaction (DOMAIN.md §2): the round becomes SETTLED, each bet gets
 * its status and result, and every stake reserved at bet time is posted or voided set-based
 * (ledger/round-settlement.ts), so `gameWaitPoint` drops and wallets change together. After the
 * commit each member gets their bets and their BINARY wallet, and the site's sessions the round.
 * Answers null when the round was not closed (settled already, or not yet closed): nothing happens.
 */
export async function settleRound(
  ctx: RoundStepContext,
  roundId: number,
  option: RoundOption,
  nowMs: number,
): Promise<SettledRound | null> {
  const settledAt = new Date(nowMs);
  return transactionWithEvents(ctx, async (tx, events) => {
    const claimed = await tx.query<{ payout: string }>(
      `UPDATE trade_round SET phase = 'SETTLED', settled_at = $2 WHERE id = $1 AND phase = 'CLOSED'
       RETURNING payout::text AS payout`,
      [roundId, settledAt],
    );
    const payout = claimed.rows[0]?.payout;
    if (payout === undefined) return null;
    await tx.query(markBetsSql, [roundId, settledAt]);
    const count = await tx.query<{ holds: number }>(holdCountSql, [roundId]);
    const wallets = await settleRoundHolds(tx, {
      siteId: option.siteId,
      asset: option.asset,
      tradeRoundId: roundId,
      settledAt,
      expectedHolds: count.rows[0]?.holds ?? 0,
    });
    // The round's own columns are the same for every bet, so only the bets' are read (a round may
    // have tens of thousands).
    const bets = await tx.query<BetColumns>(
      `SELECT id, member_id, side, asset, stake::text AS stake, status, result_point::text AS result_point,
         created_at
       FROM trade_bet WHERE trade_round_id = $1`,
      [roundId],
    );
    const shared = {
      trade_option_id: option.id,
      trade_round_id: roundId,
      stock: option.stock,
      trade_type: option.type,
      payout,
      settled_at: settledAt,
    };
    for (const row of bets.rows) {
      const bet = betRecord({ ...row, ...shared });
      events.publish(tradeQueue, { type: 'BET_SETTLED', bet }, { kind: 'member', memberId: row.member_id });
    }
    for (const wallet of wallets) {
      const view = {
        type: 'BINARY',
        currency: option.asset,
        point: wallet.point,
        gameWaitPoint: wallet.gameWaitPoint,
        realPoint: wallet.point + wallet.gameWaitPoint,
      };
      events.publish(pointQueue, walletEntry(view), { kind: 'member', memberId: wallet.memberId });
    }
    const round = await tx.query<RoundRow>(`${roundSelect} WHERE r.id = $1`, [roundId]);
    if (round.rows[0] !== undefined) publishRound(events, 'ROUND_SETTLE', round.rows[0]);
    return { bets: bets.rows.length, members: wallets.length };
  });
}
