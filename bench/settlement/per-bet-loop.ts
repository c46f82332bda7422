import { parseUnits, settleStake } from '@baro/domain';
import type { BetSide, RoundOutcome } from '@baro/domain';
import type { Database } from '../../apps/server/src/db/database.ts';
import { systemAccount, transfer } from '../../apps/server/src/ledger/index.ts';
import { isRejection } from '../../apps/server/src/core/rejection.ts';

interface BetToSettle {
  id: number;
  member_id: number;
  side: BetSide;
  stake: string;
  available_account_id: number;
}

/**
 * The peer: the same round settled the way a per-bet design would, one transaction per bet through
 * the ledger's `transfer` (docs/ledger-flows.md "Timed-round bet"): a lost stake goes from the escrow
 * to the house; a won bet is paid from the escrow and the house puts back what the payout took beyond
 * the stake; a void stake goes back to the member. The round is marked settled at the end. The same
 * balances as the set-based settlement; only the shape of the work differs.
 */
export async function settlePerBet(db: Database, roundId: number): Promise<number> {
  const round = await db.query<{
    status: 1 | 3;
    result: BetSide | null;
    payout: string;
    site_id: number;
    asset: string;
  }>(
    `SELECT r.status, r.result, r.payout::text AS payout, r.site_id, s.binary_currency AS asset
     FROM trade_round r JOIN site_info s ON s.id = r.site_id WHERE r.id = $1 AND r.phase = 'CLOSED'`,
    [roundId],
  );
  const closed = round.rows[0];
  if (closed === undefined) throw new Error(`round ${roundId} is not closed`);
  const outcome: RoundOutcome =
    closed.status === 1 && closed.result !== null
      ? { status: 1, result: closed.result, voidReason: null }
      : { status: 3, result: null, voidReason: 'EQUAL_PRICES' };
  const payoutBps = BigInt(parseUnits(closed.payout, 4) ?? 0);
  const bets = await db.query<BetToSettle>(
    `SELECT id, member_id, side, stake::text AS stake, available_account_id
     FROM trade_bet WHERE trade_round_id = $1 ORDER BY id`,
    [roundId],
  );
  const common = { siteId: closed.site_id, asset: closed.asset };
  for (const bet of bets.rows) {
    await db.transaction(async (tx) => {
      const stakeMinor = BigInt(bet.stake);
      const settled = settleStake({ side: bet.side, stakeMinor }, outcome, payoutBps);
      const shard = { ...common, shardKey: bet.member_id };
      const house = await systemAccount(tx, { ...shard, kind: 'HOUSE' });
      const escrow = await systemAccount(tx, { ...shard, kind: 'BET_ESCROW' });
      const ref = `bet:${bet.id}`;
      const move = async (
        debitAccountId: number,
        creditAccountId: number,
        amountMinor: bigint,
        dnwType: 'C' | 'E' | null,
      ) => {
        const done = await transfer(tx, {
          ...common,
          debitAccountId,
          creditAccountId,
          amountMinor,
          dnwType,
          ref,
        });
        if (isRejection(done)) throw new Error(`bet ${bet.id}: ${done.code}`);
      };
      if (settled.status === 2) return move(escrow, house, stakeMinor, null);
      await move(escrow, bet.available_account_id, settled.paidMinor, settled.status === 3 ? 'E' : 'C');
      if (settled.paidMinor > stakeMinor) await move(house, escrow, settled.paidMinor - stakeMinor, null);
    });
  }
  await db.query(`UPDATE trade_round SET phase = 'SETTLED', settled_at = now() WHERE id = $1`, [roundId]);
  return bets.rows.length;
}
