import type { Queryable } from '../db/database.ts';
import { systemAccount, systemShardCount } from './accounts.ts';
import { ledgerAssert, parseAmount } from './types.ts';

/**
 * Set-based settlement of a timed round's bet holds (docs/ledger-flows.md "Timed-round bet"): the
 * postings `postHold`, `transfer` and `voidHold` would write one bet at a time, written for every
 * bet of the round in a few statements. The round's `trade_bet` rows are the plan: the rounds module
 * has already set each one's `status` (1 won, 2 lost, 3 void) and `result_point` (what it pays back)
 * in the same transaction; this posts or voids every hold of those bets accordingly.
 *
 * Per bet, with one transfer id for all its postings:
 * - won (1): each hold `RSV → HOUSE` (hold POSTED), then `HOUSE → AVL` result_point, dnw C;
 * - lost (2): each hold `RSV → HOUSE` (hold POSTED);
 * - void (3): each hold `RSV → AVL`, dnw E (hold VOIDED).
 * HOUSE is the house shard of the member (member id mod 8), as `systemAccount` shards it.
 */

/**
 * Every account the settlement moves, locked in id order (as `lockAccounts` locks) before anything
 * is written: the settlement then queues behind bets and transfers on the same accounts and never
 * deadlocks with them, since every transaction takes its account locks in one global order. The
 * statement below only touches rows locked here, the round's own holds, and its own new postings.
 * $1 round, $2 house account per shard.
 */
const lockSql = `SELECT id FROM ledger_account WHERE id IN (
    SELECT h.reserved_account_id FROM trade_bet b
      JOIN trade_bet_stake s ON s.trade_bet_id = b.id JOIN ledger_hold h ON h.id = s.hold_id
    WHERE b.trade_round_id = $1 AND b.status <> 0
    UNION
    SELECT h.available_account_id FROM trade_bet b
      JOIN trade_bet_stake s ON s.trade_bet_id = b.id JOIN ledger_hold h ON h.id = s.hold_id
    WHERE b.trade_round_id = $1 AND b.status IN (1, 3)
    UNION
    SELECT unnest($2::bigint[]))
  ORDER BY id FOR UPDATE`;

/**
 * The settlement itself, one statement. Its data-modifying parts all run once, whatever the final
 * SELECT reads. $1 round, $2 settled at, $3 house account per shard, $4 site, $5 asset.
 */
const settleSql = `WITH bets AS (
  SELECT b.id, b.status, b.result_point, gen_random_uuid() AS transfer_id,
    ($3::bigint[])[(b.member_id % ${systemShardCount}) + 1] AS house_id
  FROM trade_bet b WHERE b.trade_round_id = $1 AND b.status <> 0
), settled AS (
  UPDATE ledger_hold h
  SET status = CASE WHEN bets.status = 3 THEN 'VOIDED' ELSE 'POSTED' END,
    posted_amount = CASE WHEN bets.status = 3 THEN 0 ELSE h.amount END,
    settled_at = $2
  FROM trade_bet_stake s JOIN bets ON bets.id = s.trade_bet_id
  WHERE h.id = s.hold_id AND h.status = 'OPEN' AND h.purpose = 'BET'
  RETURNING h.id AS hold_id, h.amount, h.available_account_id, h.reserved_account_id,
    bets.id AS bet_id, bets.status AS bet_status, bets.result_point, bets.transfer_id, bets.house_id
), winners AS (
  SELECT DISTINCT ON (bet_id) bet_id, available_account_id, result_point, transfer_id, house_id
  FROM settled WHERE bet_status = 1 AND result_point > 0
), postings AS (
  INSERT INTO ledger_posting
    (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, dnw_type, hold_id, ref)
  SELECT $4::int, $5::text, reserved_account_id,
    CASE WHEN bet_status = 3 THEN available_account_id ELSE house_id END,
    amount, transfer_id, CASE WHEN bet_status = 3 THEN 'E' END, hold_id, 'bet:' || bet_id
  FROM settled
  UNION ALL
  SELECT $4::int, $5::text, house_id, available_account_id, result_point, transfer_id, 'C', NULL, 'bet:' || bet_id
  FROM winners
  RETURNING amount
), moves AS (
  SELECT reserved_account_id AS account_id, -amount AS delta FROM settled
  UNION ALL
  SELECT CASE WHEN bet_status = 3 THEN available_account_id ELSE house_id END, amount FROM settled
  UNION ALL
  SELECT house_id, -result_point FROM winners
  UNION ALL
  SELECT available_account_id, result_point FROM winners
), balances AS (
  UPDATE ledger_account a SET balance = a.balance + m.delta
  FROM (SELECT account_id, SUM(delta) AS delta FROM moves GROUP BY account_id) m
  WHERE a.id = m.account_id
  RETURNING a.id
)
SELECT (SELECT count(*) FROM settled)::int AS holds,
  (SELECT count(*) FROM postings)::int AS postings,
  (SELECT count(*) FROM balances)::int AS accounts`;

/** The wallets the settlement changed, read after it, for the members' balance pushes. $1 round. */
const walletsSql = `SELECT DISTINCT ON (b.member_id) b.member_id, av.balance::text AS point,
    rs.balance::text AS game_wait_point
  FROM trade_bet b
    JOIN trade_bet_stake s ON s.trade_bet_id = b.id
    JOIN ledger_hold h ON h.id = s.hold_id
    JOIN ledger_account av ON av.id = h.available_account_id
    JOIN ledger_account rs ON rs.id = h.reserved_account_id
  WHERE b.trade_round_id = $1
  ORDER BY b.member_id`;

export interface SettleRoundHoldsInput {
  readonly siteId: number;
  /** The round's currency: every bet hold of the round is in it. */
  readonly asset: string;
  readonly tradeRoundId: number;
  readonly settledAt: Date;
  /** How many holds the round's settled bets have; anything else is a bug and rolls back. */
  readonly expectedHolds: number;
}

/** A member's wallet after the settlement, in minor units (point = AVAILABLE, gameWaitPoint = RESERVED). */
export interface SettledWallet {
  readonly memberId: number;
  readonly point: bigint;
  readonly gameWaitPoint: bigint;
}

/**
 * Posts or voids every hold of a round's settled bets, inside the caller's transaction (the one that
 * marked the round settled and set the bets' results). Locks every account it moves in id order
 * first, so it queues behind, and never deadlocks with, bets and transfers on the same accounts.
 * Answers each member's wallet after the settlement.
 */
export async function settleRoundHolds(
  tx: Queryable,
  input: SettleRoundHoldsInput,
): Promise<SettledWallet[]> {
  const houses: number[] = [];
  for (let shard = 0; shard < systemShardCount; shard += 1) {
    houses.push(
      await systemAccount(tx, { siteId: input.siteId, asset: input.asset, kind: 'HOUSE', shardKey: shard }),
    );
  }
  // Row estimates for a round just bet on are poor (a new round id is beyond the statistics), and a
  // nested loop chosen for "a few rows" is quadratic over 50,000: hash joins stay linear whatever the
  // estimate. Only for this transaction's statements below; switched back before returning.
  await tx.query('SET LOCAL enable_nestloop = off');
  await tx.query(lockSql, [input.tradeRoundId, houses]);
  const done = await tx.query<{ holds: number; postings: number; accounts: number }>(settleSql, [
    input.tradeRoundId,
    input.settledAt,
    houses,
    input.siteId,
    input.asset,
  ]);
  const holds = done.rows[0]?.holds ?? 0;
  // A hold that was not OPEN (settled by something else) or a bet without holds breaks the ledger's
  // bookkeeping: throwing rolls the whole settlement back.
  ledgerAssert(
    holds === input.expectedHolds,
    `Round ${input.tradeRoundId}: settled ${holds} holds, expected ${input.expectedHolds}.`,
  );
  const wallets = await tx.query<{ member_id: number; point: string; game_wait_point: string }>(walletsSql, [
    input.tradeRoundId,
  ]);
  await tx.query('SET LOCAL enable_nestloop = on');
  return wallets.rows.map((row) => ({
    memberId: row.member_id,
    point: parseAmount(row.point),
    gameWaitPoint: parseAmount(row.game_wait_point),
  }));
}
