import type { Queryable } from '../db/database.ts';
import { systemAccountShards } from './bet-escrow.ts';
import { lockAccounts, systemShardCount } from './accounts.ts';
import { ledgerAssert, parseAmount } from './types.ts';

/**
 * Set-based settlement of a timed round (docs/ledger-flows.md "Timed-round bet"). Its stakes were
 * moved at bet time from each member's AVAILABLE account to the bet escrow shard of the member
 * (member id mod 8). Settling the round, with one transfer id for all its postings:
 * - each winning bet is paid ⌊stake × payout⌋ and each void bet gets its stake back, escrow →
 *   AVAILABLE (dnw C and E), one posting per bet;
 * - what is left of each shard's stakes goes to that shard's house account (or, when the shard paid
 *   out more than it took, the house tops it up), one posting per shard, so the round leaves nothing
 *   in escrow.
 * Lost bets need no row at all: their stakes are in the shard's remainder. Whether a bet won follows
 * from the round (`trade_bet_outcome`), which the caller marks SETTLED in the same transaction.
 */

/** The round's outcome, once it is SETTLED, and its paid bets (won or void) with what each pays. */
const paidBetsSql = `outcome AS (
  SELECT status, result, payout FROM trade_round WHERE id = $1 AND phase = 'SETTLED'
), paid AS (
  SELECT b.id, b.member_id, b.available_account_id,
    CASE WHEN o.status = 3 THEN b.stake ELSE floor(b.stake * o.payout) END AS amount,
    CASE WHEN o.status = 3 THEN 'E' ELSE 'C' END AS dnw_type
  FROM trade_bet b CROSS JOIN outcome o
  WHERE b.trade_round_id = $1 AND (o.status = 3 OR b.side = o.result)
)`;

/**
 * Credits every paid bet's wallet, one pass over the wallets in ascending id: the sorted list drives
 * a nested loop over the primary key (the only join this transaction allows for it), so the rows are
 * locked in the ledger's lock order (ledger/accounts.ts) and the settlement queues behind bets and
 * transfers on the same wallets instead of deadlocking with them. One bet per member per round, so no
 * wallet is credited twice. $1 round.
 */
const creditWalletsSql = `WITH ${paidBetsSql}
UPDATE ledger_account a SET balance = a.balance + p.amount
FROM (SELECT available_account_id, amount FROM paid ORDER BY available_account_id) p
WHERE a.id = p.available_account_id`;

/**
 * The postings, and each shard's escrow and house balance: the escrow gives up all the round's stakes
 * of its shard (paid out, or the rest to the house). The shards were locked just before, after the
 * wallets, as the lock order has them. $1 round, $2 escrow shards, $3 house shards, $4 site, $5
 * asset, $6 transfer id.
 */
const postSql = `WITH ${paidBetsSql}, shards AS (
  SELECT s.shard, ($2::bigint[])[s.shard + 1] AS escrow_id, ($3::bigint[])[s.shard + 1] AS house_id,
    s.staked - COALESCE(p.paid, 0) AS net, s.staked
  FROM (SELECT member_id % ${systemShardCount} AS shard, SUM(stake) AS staked FROM trade_bet
      WHERE trade_round_id = $1 AND EXISTS (SELECT 1 FROM outcome) GROUP BY 1) s
    LEFT JOIN (SELECT member_id % ${systemShardCount} AS shard, SUM(amount) AS paid FROM paid GROUP BY 1) p
      ON p.shard = s.shard
), postings AS (
  INSERT INTO ledger_posting
    (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, dnw_type, ref)
  SELECT $4::int, $5::text, ($2::bigint[])[(member_id % ${systemShardCount}) + 1], available_account_id,
    amount, $6::uuid, dnw_type, 'bet:' || id
  FROM paid
  UNION ALL
  SELECT $4::int, $5::text, CASE WHEN net > 0 THEN escrow_id ELSE house_id END,
    CASE WHEN net > 0 THEN house_id ELSE escrow_id END, abs(net), $6::uuid, NULL, 'round:' || $1
  FROM shards WHERE net <> 0
  RETURNING 1
), shard_balances AS (
  UPDATE ledger_account a SET balance = a.balance + m.delta
  FROM (SELECT escrow_id AS account_id, -staked AS delta FROM shards
    UNION ALL SELECT house_id, net FROM shards) m
  WHERE a.id = m.account_id
  RETURNING a.id
)
SELECT (SELECT count(*) FROM paid)::int AS paid, (SELECT count(*) FROM postings)::int AS postings`;

export interface SettleRoundStakesInput {
  readonly siteId: number;
  /** The round's currency: every stake of the round is in it. */
  readonly asset: string;
  readonly tradeRoundId: number;
  /** Groups the round's postings. A UUID. */
  readonly transferId: string;
}

export interface SettledStakes {
  /** Bets paid back (won or void). */
  readonly paid: number;
  readonly postings: number;
}

/**
 * Pays a settled round's winners and void bets and closes its escrow, inside the caller's transaction
 * (the one that marked the round SETTLED with its outcome). Takes its account locks in the ledger's
 * lock order, so it queues behind, and never deadlocks with, bets and transfers on the same accounts.
 */
export async function settleRoundStakes(
  tx: Queryable,
  input: SettleRoundStakesInput,
): Promise<SettledStakes> {
  const shards = { siteId: input.siteId, asset: input.asset };
  const escrows = await systemAccountShards(tx, { ...shards, kind: 'BET_ESCROW' });
  const houses = await systemAccountShards(tx, { ...shards, kind: 'HOUSE' });
  // The wallets' pass must stay an ordered nested loop (see creditWalletsSql), and no hash or merge
  // join may reorder it. Plans with joins switched off look expensive enough to be compiled with
  // JIT, which costs more than these statements run: no JIT either. Reset before returning.
  await tx.query('SET LOCAL enable_hashjoin = off');
  await tx.query('SET LOCAL enable_mergejoin = off');
  await tx.query('SET LOCAL jit = off');
  const credited = await tx.query(creditWalletsSql, [input.tradeRoundId]);
  for (const setting of ['enable_hashjoin', 'enable_mergejoin'])
    await tx.query(`SET LOCAL ${setting} TO DEFAULT`);
  await lockAccounts(tx, [...escrows, ...houses]);
  const done = await tx.query<{ paid: number; postings: number }>(postSql, [
    input.tradeRoundId,
    escrows,
    houses,
    input.siteId,
    input.asset,
    input.transferId,
  ]);
  await tx.query('SET LOCAL jit TO DEFAULT');
  const row = done.rows[0];
  ledgerAssert(row !== undefined, `Round ${input.tradeRoundId}: the settlement answered nothing.`);
  // A paid bet whose wallet was not credited (or the reverse) breaks the books: throwing rolls the
  // whole settlement back.
  ledgerAssert(
    credited.rowCount === row.paid,
    `Round ${input.tradeRoundId}: paid ${row.paid} bets but credited ${credited.rowCount} wallets.`,
  );
  return { paid: row.paid, postings: row.postings };
}

/** A member's BINARY wallet, in minor units (point = AVAILABLE, gameWaitPoint = bets running + RESERVED). */
export interface BettorWallet {
  readonly memberId: number;
  readonly point: bigint;
  readonly gameWaitPoint: bigint;
}

/**
 * The wallets of a round's bettors as they are now, for the balance pushes after a settlement: one
 * set-based read, whatever the number of bettors. $1 round.
 */
const bettorWalletsSql = `WITH bettors AS (
  SELECT b.member_id, b.site_id, b.available_account_id FROM trade_bet b WHERE b.trade_round_id = $1
), running AS (
  SELECT o.member_id, SUM(o.stake) AS staked
  FROM trade_round r JOIN trade_bet o ON o.trade_round_id = r.id
  WHERE r.phase <> 'SETTLED' AND r.site_id = (SELECT site_id FROM trade_round WHERE id = $1)
  GROUP BY o.member_id
)
SELECT b.member_id, av.balance::text AS point,
  (rs.balance + COALESCE(running.staked, 0))::text AS game_wait_point
FROM bettors b
  JOIN ledger_account av ON av.id = b.available_account_id
  JOIN ledger_account rs ON rs.member_id = b.member_id AND rs.wallet_type = av.wallet_type AND rs.kind = 'RESERVED'
  LEFT JOIN running ON running.member_id = b.member_id`;

export async function bettorWallets(db: Queryable, tradeRoundId: number): Promise<BettorWallet[]> {
  const rows = await db.query<{ member_id: number; point: string; game_wait_point: string }>(
    bettorWalletsSql,
    [tradeRoundId],
  );
  return rows.rows.map((row) => ({
    memberId: row.member_id,
    point: parseAmount(row.point),
    gameWaitPoint: parseAmount(row.game_wait_point),
  }));
}
