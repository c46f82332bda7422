import type { Queryable } from '../../db/database.ts';
import {
  ledgerAssert,
  lockAccounts,
  parseAmount,
  systemAccount,
  systemShardCount,
} from '../../ledger/index.ts';

// The rounds module's own SQL over the ledger's tables: a round of 50,000 bets cannot afford to carry
// its settlement plan through JavaScript, so the plan is two statements that read `trade_round` and
// `trade_bet` beside `ledger_account` and `ledger_posting` (docs/adr/0006-settlement-in-sql.md). The
// ledger itself knows nothing of rounds.

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

/**
 * The wallets' side, one statement. Every paid bet (won or void) gets its posting escrow → AVAILABLE
 * and its wallet credit. The credits run as one pass over the wallets in ascending id: the sorted
 * list drives a nested loop over the primary key (the only join the transaction allows for it), so
 * the rows are locked in the ledger's lock order (ledger/accounts.ts) and the settlement queues
 * behind bets and transfers on the same wallets instead of deadlocking with them. One bet per member
 * per round, so no wallet is credited twice. Answers, per shard (member id mod 8), what the round's
 * bets staked and what was paid out, for the shards' side. $1 round, $2 escrow shards, $3 site,
 * $4 asset, $5 transfer id.
 */
const walletsSideSql = `WITH outcome AS (
  SELECT status, result, payout FROM trade_round WHERE id = $1 AND phase = 'SETTLED'
), paid AS (
  SELECT b.id, b.member_id % ${systemShardCount} AS shard, b.available_account_id,
    CASE WHEN o.status = 3 THEN b.stake ELSE floor(b.stake * o.payout) END AS amount,
    CASE WHEN o.status = 3 THEN 'E' ELSE 'C' END AS dnw_type
  FROM trade_bet b CROSS JOIN outcome o
  WHERE b.trade_round_id = $1 AND (o.status = 3 OR b.side = o.result)
), credited AS (
  UPDATE ledger_account a SET balance = a.balance + p.amount
  FROM (SELECT available_account_id, amount FROM paid ORDER BY available_account_id) p
  WHERE a.id = p.available_account_id
  RETURNING 1
), posted AS (
  INSERT INTO ledger_posting
    (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, dnw_type, ref)
  SELECT $3::int, $4::text, ($2::bigint[])[shard + 1], available_account_id, amount, $5::uuid, dnw_type,
    'bet:' || id
  FROM paid
  RETURNING 1
), staked AS (
  SELECT member_id % ${systemShardCount} AS shard, SUM(stake) AS staked FROM trade_bet
  WHERE trade_round_id = $1 AND EXISTS (SELECT 1 FROM outcome) GROUP BY 1
)
SELECT (SELECT count(*) FROM paid)::int AS paid, (SELECT count(*) FROM credited)::int AS credited,
  (SELECT count(*) FROM posted)::int AS posted,
  array_agg(s.shard ORDER BY s.shard) AS shards,
  array_agg(s.staked::text ORDER BY s.shard) AS staked,
  array_agg(COALESCE(p.paid, 0)::text ORDER BY s.shard) AS paid_out
FROM staked s LEFT JOIN (SELECT shard, SUM(amount) AS paid FROM paid GROUP BY shard) p USING (shard)`;

/**
 * The shards' side: each escrow shard gives up what its bets staked (paid out above, the rest to the
 * house), and the house shard takes the rest (or tops the escrow up, when the shard paid out more
 * than it took), one posting per shard. $1 accounts, $2 their balance changes, $3 debits, $4 credits,
 * $5 amounts, $6 site, $7 asset, $8 transfer id, $9 ref.
 */
const shardsSideSql = `WITH posted AS (
  INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, ref)
  SELECT $6::int, $7::text, debit, credit, amount, $8::uuid, $9::text
  FROM unnest($3::bigint[], $4::bigint[], $5::numeric[]) AS m(debit, credit, amount)
  RETURNING 1
), moved AS (
  UPDATE ledger_account a SET balance = a.balance + m.delta
  FROM unnest($1::bigint[], $2::numeric[]) AS m(id, delta)
  WHERE a.id = m.id
  RETURNING 1
)
SELECT (SELECT count(*) FROM posted)::int AS posted, (SELECT count(*) FROM moved)::int AS moved`;

/**
 * The escrow and house shards of a site's currency, index = shard (member id mod 8), read in one
 * query; a shard not made yet is created (a site's first rounds).
 */
async function roundShards(
  tx: Queryable,
  input: { siteId: number; asset: string },
): Promise<{ escrows: number[]; houses: number[] }> {
  const found = await tx.query<{ kind: 'BET_ESCROW' | 'HOUSE'; shard: number; id: number }>(
    `SELECT kind, shard, id FROM ledger_account
     WHERE site_id = $1 AND asset = $2 AND kind IN ('BET_ESCROW', 'HOUSE') AND member_id IS NULL`,
    [input.siteId, input.asset],
  );
  const ids = new Map(found.rows.map((row) => [`${row.kind}:${row.shard}`, row.id]));
  const shardsOf = async (kind: 'BET_ESCROW' | 'HOUSE') => {
    const shards: number[] = [];
    for (let shard = 0; shard < systemShardCount; shard += 1)
      shards.push(
        ids.get(`${kind}:${shard}`) ?? (await systemAccount(tx, { ...input, kind, shardKey: shard })),
      );
    return shards;
  };
  return { escrows: await shardsOf('BET_ESCROW'), houses: await shardsOf('HOUSE') };
}

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

interface WalletsSide {
  paid: number;
  credited: number;
  posted: number;
  shards: number[] | null;
  staked: string[] | null;
  paid_out: string[] | null;
}

/** Per shard the round's bets staked into: its escrow's and house's balance changes and posting. */
function shardMoves(side: WalletsSide, escrows: readonly number[], houses: readonly number[]) {
  const accounts: number[] = [];
  const deltas: string[] = [];
  const postings = { debits: [] as number[], credits: [] as number[], amounts: [] as string[] };
  for (const [index, shard] of (side.shards ?? []).entries()) {
    const escrow = escrows[shard];
    const house = houses[shard];
    ledgerAssert(escrow !== undefined && house !== undefined, `No escrow or house shard ${shard}.`);
    const staked = parseAmount(side.staked?.[index] ?? '0');
    const net = staked - parseAmount(side.paid_out?.[index] ?? '0');
    accounts.push(escrow, house);
    deltas.push((-staked).toString(), net.toString());
    if (net === 0n) continue;
    postings.debits.push(net > 0n ? escrow : house);
    postings.credits.push(net > 0n ? house : escrow);
    postings.amounts.push((net > 0n ? net : -net).toString());
  }
  return { accounts, deltas, postings };
}

/**
 * Pays a settled round's winners and void bets and closes its escrow, inside the caller's transaction
 * (the one that marked the round SETTLED with its outcome): the wallets' side, then the shards' side,
 * so the account locks come in the ledger's lock order (members' first) and the settlement queues
 * behind, and never deadlocks with, bets and transfers on the same accounts.
 */
export async function settleRoundStakes(
  tx: Queryable,
  input: SettleRoundStakesInput,
): Promise<SettledStakes> {
  const common = { siteId: input.siteId, asset: input.asset };
  const { escrows, houses } = await roundShards(tx, common);
  // The wallets' pass must stay an ordered nested loop, and no hash or merge join may reorder it.
  // Plans with joins switched off look expensive enough to be compiled with JIT, which costs more
  // than these statements run: no JIT either. Back to the defaults right after.
  await tx.exec('SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off; SET LOCAL jit = off');
  const result = await tx.query<WalletsSide>(walletsSideSql, [
    input.tradeRoundId,
    escrows,
    input.siteId,
    input.asset,
    input.transferId,
  ]);
  await tx.exec(
    'SET LOCAL enable_hashjoin TO DEFAULT; SET LOCAL enable_mergejoin TO DEFAULT; SET LOCAL jit TO DEFAULT',
  );
  const side = result.rows[0];
  ledgerAssert(side !== undefined, `Round ${input.tradeRoundId}: the settlement answered nothing.`);
  // A paid bet without its credit or its posting breaks the books: throwing rolls it all back.
  ledgerAssert(
    side.credited === side.paid && side.posted === side.paid,
    `Round ${input.tradeRoundId}: paid ${side.paid} bets, credited ${side.credited}, posted ${side.posted}.`,
  );
  const moves = shardMoves(side, escrows, houses);
  if (moves.accounts.length === 0) return { paid: 0, postings: 0 };
  await lockAccounts(tx, moves.accounts);
  const shards = await tx.query<{ posted: number; moved: number }>(shardsSideSql, [
    moves.accounts,
    moves.deltas,
    moves.postings.debits,
    moves.postings.credits,
    moves.postings.amounts,
    input.siteId,
    input.asset,
    input.transferId,
    `round:${input.tradeRoundId}`,
  ]);
  const done = shards.rows[0];
  ledgerAssert(done?.moved === moves.accounts.length, `Round ${input.tradeRoundId}: a shard was not moved.`);
  return { paid: side.paid, postings: side.posted + done.posted };
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
