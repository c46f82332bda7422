import type { Queryable } from '../../db/database.ts';
import { ledgerAssert } from '../../ledger/index.ts';
import { futuresAsset } from './futures-ledger.ts';
import type { LiquidationPlan, SweptPosition } from './liquidation-plan.ts';
import { openPositionOf } from './position-writes.ts';
import type { OpenPositionRow } from './position-writes.ts';

// The statements of one liquidation batch (liquidation-batch.ts): each one statement whatever the
// number of positions, its rows passed as arrays (`list`) and joined by key (the batch's transaction plans them
// as index lookups, liquidation-batch.ts says why). The futures module's own SQL over the ledger's
// tables, keeping the ledger's lock order: the members' wallets by id, then the site's shards by id
// (ledger/accounts.ts `lockAccountsSql`), then the positions.

/**
 * Locks, in the futures lock order (order-lock.ts), the open TP/SL orders of the candidates (the batch
 * cancels them) by id, then in the ledger's order the FUTURES wallets of the candidates still open and
 * the site's shards `$3` (the wallets' WHERE reads the TP/SL step, so it runs first), and answers
 * their balances. $1 position ids, $2 site, $3 shard account ids.
 */
const lockAccountsSql = `WITH tpsl AS MATERIALIZED (
    SELECT o.id FROM futures_order o
    WHERE o.futures_position_id = ANY(string_to_array($1, ',')::int[]) AND o.status = 'OPEN'
      AND o.market_type IN ('TAKEPROFIT', 'STOPLOSS')
    ORDER BY o.id FOR UPDATE)
  SELECT a.id, a.site_id, a.asset, a.member_id, a.balance::text AS balance
  FROM ledger_account a
  WHERE (SELECT count(*) FROM tpsl) >= 0 AND a.id IN (
    SELECT w.id FROM futures_position p
      JOIN ledger_account w ON w.member_id = p.member_id AND w.wallet_type = 'FUTURES' AND w.kind = 'AVAILABLE'
    WHERE p.id = ANY(string_to_array($1, ',')::int[]) AND p.site_id = $2 AND p.status = 'OPEN'
    UNION SELECT unnest(string_to_array($3, ',')::bigint[]))
  ORDER BY a.member_id IS NULL, a.id FOR NO KEY UPDATE`;

/** The candidates still open, locked, by id. $1 ids, $2 site. */
const lockPositionsSql = `SELECT p.id, p.member_id, p.futures_option_id, p.trade_type, p.qty::text AS qty,
    p.entry_price::text AS entry_price, p.margin::text AS margin, p.leverage, p.margin_type,
    p.realized_pnl::text AS realized_pnl, p.minus_funding_fee::text AS minus_funding_fee, p.opened_at
  FROM futures_position p
  WHERE p.id = ANY(string_to_array($1, ',')::int[]) AND p.site_id = $2 AND p.status = 'OPEN'
  ORDER BY p.id FOR UPDATE`;

/**
 * Every posting and balance change of the batch in one statement. The accounts are locked already,
 * so the balances are set from the plan's net changes, one UPDATE per account whatever the number of
 * postings on it (the site's shards are a few hot rows); a member's never goes below zero (the plan
 * pays at most what backs a position, and the CHECK on ledger_account backs that). The batch is one
 * action, so its postings share one transfer id, as a round's settlement's do. $1 accounts, $2 their
 * changes, $3 site, $4 asset, $5 debits, $6 credits, $7 amounts, $8 dnw types, $9 position ids (refs),
 * $10 the transfer id.
 */
const ledgerSql = `WITH moved AS (
  UPDATE ledger_account a SET balance = a.balance + m.delta
  FROM unnest(string_to_array($1, ',')::bigint[], string_to_array($2, ',')::numeric[]) AS m(id, delta)
  WHERE a.id = m.id
  RETURNING 1
), posted AS (
  INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, dnw_type, ref)
  SELECT $3::int, $4::text, m.debit, m.credit, m.amount, $10::uuid, m.dnw, 'futures-position:' || m.position_id
  FROM unnest(string_to_array($5, ',')::bigint[], string_to_array($6, ',')::bigint[],
    string_to_array($7, ',')::numeric[], $8::text[], string_to_array($9, ',')::int[])
    AS m(debit, credit, amount, dnw, position_id)
  RETURNING 1
)
SELECT (SELECT count(*) FROM moved)::int AS moved, (SELECT count(*) FROM posted)::int AS posted`;

/**
 * The rows of the batch in one statement: each position closed with its deciding tick, its open TP/SL
 * cancelled, and a FILLED LIQUIDATION order recording the tick, its fee and pnl. $1 position ids, $2
 * pnls, $3 prices, $4 tick times, $5 sources, $6 now, $7 site, $8 members, $9 options, $10 sides,
 * $11 qtys, $12 leverages, $13 margin types, $14 fees.
 */
const rowsSql = `WITH c AS (
  SELECT * FROM unnest(string_to_array($1, ',')::int[], string_to_array($2, ',')::numeric[],
    string_to_array($3, ',')::bigint[], $4::timestamptz[], $5::text[], string_to_array($8, ',')::int[],
    string_to_array($9, ',')::int[], $10::text[], string_to_array($11, ',')::numeric[],
    string_to_array($12, ',')::int[], $13::text[], string_to_array($14, ',')::numeric[])
    AS c(id, pnl, price, tick_at, source, member_id, option_id, side, qty, leverage, margin_type, fee)
), closed AS (
  UPDATE futures_position p SET status = 'CLOSED', margin = 0, realized_pnl = p.realized_pnl + c.pnl,
    close_type = 'LIQUIDATION', close_price = c.price, close_tick_at = c.tick_at, close_source = c.source,
    closed_at = $6, updated_at = $6
  FROM c WHERE p.id = c.id AND p.status = 'OPEN'
  RETURNING p.id
), cancelled AS (
  UPDATE futures_order SET status = 'CANCELLED', updated_at = $6
  WHERE futures_position_id = ANY(string_to_array($1, ',')::int[]) AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
  RETURNING id
), inserted AS (
  INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
    status, qty, is_mark, leverage, margin_type, fee, realized_pnl, fill_price, fill_tick_at, fill_source,
    created_at, updated_at)
  SELECT $7::int, c.member_id, c.option_id, c.id, CASE c.side WHEN 'LONG' THEN 'SHORT' ELSE 'LONG' END,
    'LIQUIDATION', 'FILLED', c.qty, true, c.leverage, c.margin_type, c.fee, c.pnl, c.price, c.tick_at, c.source,
    $6, $6
  FROM c ORDER BY c.id
  RETURNING id, futures_position_id
)
SELECT i.id, i.futures_position_id, (SELECT count(*) FROM closed)::int AS closed FROM inserted i`;

/**
 * Integers (ids, minor units, prices) as one comma-separated text, split by `string_to_array` in the
 * statement: the driver otherwise quotes and escapes every element of a 60,000-element array one by
 * one, a third of a batch's time in JavaScript (CPU profile of the bench).
 */
function list(values: readonly (number | bigint)[]): string {
  return values.join(',');
}

/** A locked FUTURES wallet or shard and its balance under the lock. */
export interface LockedAccount {
  readonly id: number;
  readonly memberId: number | null;
  readonly balance: bigint;
}

/**
 * Locks the members' wallets of the candidates still open and the site's `shardIds`, in the ledger's
 * lock order, checking each is the site's USDT; answers them.
 */
export async function lockSweepAccounts(
  tx: Queryable,
  input: { siteId: number; positionIds: readonly number[]; shardIds: readonly number[] },
): Promise<LockedAccount[]> {
  const rows = await tx.query<{
    id: number;
    site_id: number;
    asset: string;
    member_id: number | null;
    balance: string;
  }>(lockAccountsSql, [list(input.positionIds), input.siteId, list(input.shardIds)]);
  const shards = rows.rows.filter((row) => row.member_id === null).length;
  ledgerAssert(
    shards === new Set(input.shardIds).size,
    `Liquidation sweep: locked ${shards} of the site's ${input.shardIds.length} shards.`,
  );
  for (const row of rows.rows)
    ledgerAssert(
      row.site_id === input.siteId && row.asset === futuresAsset,
      `Account ${row.id} holds ${row.asset} of site ${row.site_id}, not ${futuresAsset} of site ${input.siteId}.`,
    );
  return rows.rows.map((row) => ({ id: row.id, memberId: row.member_id, balance: BigInt(row.balance) }));
}

/** Locks the candidates still open (their wallets locked already, `wallets` by member); by id. */
export async function lockSweepPositions(
  tx: Queryable,
  input: { siteId: number; positionIds: readonly number[] },
  wallets: ReadonlyMap<number, LockedAccount>,
): Promise<SweptPosition[]> {
  const rows = await tx.query<
    OpenPositionRow & {
      member_id: number;
      futures_option_id: number;
      realized_pnl: string;
      minus_funding_fee: string;
      opened_at: Date;
    }
  >(lockPositionsSql, [list(input.positionIds), input.siteId]);
  return rows.rows.map((row) => {
    const wallet = wallets.get(row.member_id);
    // The wallet was locked from the same open positions a statement earlier, and a position never
    // changes member: missing, it is a bug, thrown inside the transaction.
    ledgerAssert(wallet !== undefined, `Liquidation sweep: the wallet of position ${row.id} was not locked.`);
    return {
      ...openPositionOf(row),
      memberId: row.member_id,
      optionId: row.futures_option_id,
      availableAccountId: wallet.id,
      available: wallet.balance,
      realizedPnl: BigInt(row.realized_pnl),
      minusFundingFee: BigInt(row.minus_funding_fee),
      openedAt: row.opened_at,
    };
  });
}

/** Every posting and balance change of the plan, in one statement. */
export async function writeSweepLedger(
  tx: Queryable,
  input: { siteId: number; transferId: string },
  plan: LiquidationPlan,
): Promise<void> {
  const accounts = [...plan.deltas.keys()];
  const result = await tx.query<{ moved: number; posted: number }>(ledgerSql, [
    list(accounts),
    list(accounts.map((id) => plan.deltas.get(id) ?? 0n)),
    input.siteId,
    futuresAsset,
    list(plan.postings.map((posting) => posting.debit)),
    list(plan.postings.map((posting) => posting.credit)),
    list(plan.postings.map((posting) => posting.amount)),
    plan.postings.map((posting) => posting.dnwType),
    list(plan.postings.map((posting) => posting.positionId)),
    input.transferId,
  ]);
  const done = result.rows[0];
  // A balance changed without its posting, or the reverse, breaks the books: throwing rolls it back.
  ledgerAssert(
    done?.moved === accounts.length && done.posted === plan.postings.length,
    `Liquidation sweep: moved ${done?.moved} of ${accounts.length} accounts, posted ${done?.posted} of ${plan.postings.length}.`,
  );
}

/** Writes the closes and LIQUIDATION orders; answers each position's order id. */
export async function writeSweepRows(
  tx: Queryable,
  input: { siteId: number; nowMs: number },
  plan: LiquidationPlan,
): Promise<Map<number, number>> {
  const rows = plan.liquidated;
  const result = await tx.query<{ id: number; futures_position_id: number; closed: number }>(rowsSql, [
    list(rows.map((row) => row.position.id)),
    list(rows.map((row) => row.realizedPnl)),
    list(rows.map((row) => row.terms.tick.price)),
    rows.map((row) => new Date(row.terms.tick.atMs)),
    rows.map((row) => row.terms.tick.source),
    new Date(input.nowMs),
    input.siteId,
    list(rows.map((row) => row.position.memberId)),
    list(rows.map((row) => row.position.optionId)),
    rows.map((row) => row.position.side),
    list(rows.map((row) => row.position.qty)),
    list(rows.map((row) => row.position.leverage)),
    rows.map((row) => row.position.marginType),
    list(rows.map((row) => row.feePaid)),
  ]);
  ledgerAssert(
    result.rows.length === rows.length && result.rows.every((row) => row.closed === rows.length),
    `Liquidation sweep: ${rows.length} positions locked open, ${result.rows[0]?.closed ?? 0} closed.`,
  );
  return new Map(result.rows.map((row) => [row.futures_position_id, row.id]));
}
