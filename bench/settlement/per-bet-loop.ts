import { parseUnits, settleStake } from '@baro/domain';
import type { BetSide, RoundOutcome } from '@baro/domain';
import type { Database } from '../../apps/server/src/db/database.ts';
import { postHold, systemAccount, transfer, voidHold } from '../../apps/server/src/ledger/index.ts';

interface BetToSettle {
  id: number;
  member_id: number;
  side: BetSide;
  stake: string;
  hold_ids: number[];
  hold_amounts: string[];
  available_account_id: number;
}

/**
 * The peer: the same round settled the way a per-bet design would, one transaction per bet through
 * the ledger's single-hold calls (docs/ledger-flows.md "Timed-round bet": `postHold` or `voidHold` for
 * each hold, then `transfer` of the payout with the same transfer id), the bet's status set in the
 * same transaction, the round marked settled at the end. The same postings and balances as the
 * set-based settlement; only the shape of the work differs.
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
    `SELECT b.id, b.member_id, b.side, b.stake::text AS stake, array_agg(h.id::int ORDER BY h.id) AS hold_ids,
       array_agg(h.amount::text ORDER BY h.id) AS hold_amounts, min(h.available_account_id) AS available_account_id
     FROM trade_bet b JOIN trade_bet_stake s ON s.trade_bet_id = b.id JOIN ledger_hold h ON h.id = s.hold_id
     WHERE b.trade_round_id = $1 AND b.status = 0 GROUP BY b.id ORDER BY b.id`,
    [roundId],
  );
  for (const bet of bets.rows) {
    await db.transaction(async (tx) => {
      const settled = settleStake({ side: bet.side, stakeMinor: BigInt(bet.stake) }, outcome, payoutBps);
      const now = new Date();
      await tx.query(
        'UPDATE trade_bet SET status = $2, result_point = $3::numeric, settled_at = $4, updated_at = $4 WHERE id = $1 AND status = 0',
        [bet.id, settled.status, settled.paidMinor.toString(), now],
      );
      const siteId = closed.site_id;
      const house = await systemAccount(tx, {
        siteId,
        asset: closed.asset,
        kind: 'HOUSE',
        shardKey: bet.member_id,
      });
      const ref = `bet:${bet.id}`;
      let transferId: string | undefined;
      for (const [index, holdId] of bet.hold_ids.entries()) {
        const common = { holdId, ref, ...(transferId === undefined ? {} : { transferId }) };
        const done =
          settled.status === 3
            ? await voidHold(tx, { ...common, dnwType: 'E' })
            : await postHold(tx, {
                ...common,
                creditAccountId: house,
                amountMinor: BigInt(bet.hold_amounts[index] ?? '0'),
              });
        if (!done.ok) throw new Error(`hold ${holdId}: ${done.code}`);
        transferId = done.transferId;
      }
      if (settled.status === 1) {
        const paid = await transfer(tx, {
          siteId,
          asset: closed.asset,
          debitAccountId: house,
          creditAccountId: bet.available_account_id,
          amountMinor: settled.paidMinor,
          dnwType: 'C',
          ref,
          ...(transferId === undefined ? {} : { transferId }),
        });
        if (!paid.ok) throw new Error(`payout of bet ${bet.id}: ${paid.code}`);
      }
    });
  }
  await db.query(`UPDATE trade_round SET phase = 'SETTLED', settled_at = now() WHERE id = $1`, [roundId]);
  return bets.rows.length;
}
