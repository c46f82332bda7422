import type { Queryable } from '../../db/database.ts';
import { ledgerAssert, lockAccounts, systemAccount, systemShardCount } from '../../ledger/index.ts';
import type { EventSink } from '../../realtime/bus.ts';
import type { MarkSource } from './feed-prices.ts';
import { futuresAsset } from './futures-ledger.ts';
import { queueLiquidationEvents } from './liquidation-events.ts';
import { planLiquidations } from './liquidation-plan.ts';
import type {
  LiquidatedPosition,
  LiquidationPlan,
  ShardAccounts,
  SweepTerms,
  SweptPosition,
} from './liquidation-plan.ts';

// The set-based liquidation sweep's transaction (docs/futures-engine.md "The liquidation sweep"): the
// positions a tick crossed are re-judged on what the database holds and settled in a few statements
// whatever their number, as a round's settlement is (modules/rounds/round-settlement.ts), instead of a
// transaction per position. The futures module's own SQL over the ledger's tables, keeping the
// ledger's lock order: the members' wallets by id, then the site's shards, then the positions.

/** The wallets of the candidates still open, unlocked: what to lock. $1 position ids, $2 site. */
const walletsSql = `SELECT DISTINCT a.id FROM futures_position p
  JOIN ledger_account a ON a.member_id = p.member_id AND a.wallet_type = 'FUTURES' AND a.kind = 'AVAILABLE'
  WHERE p.id = ANY($1::int[]) AND p.site_id = $2 AND p.status = 'OPEN'`;

/** The candidates still open, locked, with their wallets' balances (already locked). $1 ids, $2 site. */
const lockPositionsSql = `SELECT p.id, p.member_id, p.futures_option_id, p.trade_type, p.qty::text AS qty,
    p.entry_price::text AS entry_price, p.margin::text AS margin, p.leverage, p.margin_type,
    a.id AS available_id, a.balance::text AS available
  FROM futures_position p
    JOIN ledger_account a ON a.member_id = p.member_id AND a.wallet_type = 'FUTURES' AND a.kind = 'AVAILABLE'
  WHERE p.id = ANY($1::int[]) AND p.site_id = $2 AND p.status = 'OPEN'
  ORDER BY p.id FOR UPDATE OF p`;

/**
 * Every posting and balance change of the sweep in one statement. The accounts are locked already,
 * so the balances are set from the plan's net changes; the member's never goes below zero (the plan
 * pays at most what backs a position, and the CHECK on ledger_account backs that). $1 accounts, $2
 * their changes, $3 site, $4 asset, $5 debits, $6 credits, $7 amounts, $8 dnw types, $9 refs.
 */
const ledgerSql = `WITH moved AS (
  UPDATE ledger_account a SET balance = a.balance + m.delta
  FROM unnest($1::bigint[], $2::numeric[]) AS m(id, delta)
  WHERE a.id = m.id
  RETURNING 1
), posted AS (
  INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, dnw_type, ref)
  SELECT $3::int, $4::text, m.debit, m.credit, m.amount, gen_random_uuid(), m.dnw, m.ref
  FROM unnest($5::bigint[], $6::bigint[], $7::numeric[], $8::text[], $9::text[]) AS m(debit, credit, amount, dnw, ref)
  RETURNING 1
)
SELECT (SELECT count(*) FROM moved)::int AS moved, (SELECT count(*) FROM posted)::int AS posted`;

/**
 * The rows of the sweep in one statement: each position closed with its deciding tick, its open TP/SL
 * cancelled, and a FILLED LIQUIDATION order recording the tick, its fee and pnl. $1 position ids, $2
 * pnls, $3 prices, $4 tick times, $5 sources, $6 now, $7 site, $8 members, $9 options, $10 sides,
 * $11 qtys, $12 leverages, $13 margin types, $14 fees.
 */
const rowsSql = `WITH c AS (
  SELECT * FROM unnest($1::int[], $2::numeric[], $3::bigint[], $4::timestamptz[], $5::text[], $8::int[],
    $9::int[], $10::text[], $11::numeric[], $12::int[], $13::text[], $14::numeric[])
    AS c(id, pnl, price, tick_at, source, member_id, option_id, side, qty, leverage, margin_type, fee)
), closed AS (
  UPDATE futures_position p SET status = 'CLOSED', margin = 0, realized_pnl = p.realized_pnl + c.pnl,
    close_type = 'LIQUIDATION', close_price = c.price, close_tick_at = c.tick_at, close_source = c.source,
    closed_at = $6, updated_at = $6
  FROM c WHERE p.id = c.id AND p.status = 'OPEN'
  RETURNING p.id
), cancelled AS (
  UPDATE futures_order SET status = 'CANCELLED', updated_at = $6
  WHERE futures_position_id = ANY($1::int[]) AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
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

export interface BatchInput {
  readonly siteId: number;
  readonly positionIds: readonly number[];
  /** The option and deciding tick a candidate was crossed at (the sweep's option, or each its own). */
  readonly termsOf: (optionId: number) => SweepTerms | undefined;
  readonly nowMs: number;
  readonly marks: MarkSource;
}

export interface BatchOutcome {
  readonly liquidated: readonly LiquidatedPosition[];
  /** Still open after the check (saved by added margin or a topped-up wallet): to index again. */
  readonly survived: readonly number[];
}

/** The site's FUTURES_MARGIN, HOUSE, FEE and INSURANCE shards by shard number: one query, any missing made. */
async function siteShards(tx: Queryable, siteId: number): Promise<ShardAccounts[]> {
  const kinds = ['FUTURES_MARGIN', 'HOUSE', 'FEE', 'INSURANCE'] as const;
  const found = await tx.query<{ id: number; kind: (typeof kinds)[number]; shard: number }>(
    `SELECT id, kind, shard FROM ledger_account
     WHERE site_id = $1 AND asset = $2 AND kind = ANY($3::text[]) AND member_id IS NULL`,
    [siteId, futuresAsset, kinds],
  );
  const ids = new Map(found.rows.map((row) => [`${row.kind}:${row.shard}`, row.id]));
  const shards: ShardAccounts[] = [];
  for (let shard = 0; shard < systemShardCount; shard += 1) {
    const id = async (kind: (typeof kinds)[number]) =>
      ids.get(`${kind}:${shard}`) ??
      (await systemAccount(tx, { siteId, asset: futuresAsset, kind, shardKey: shard }));
    shards.push({
      margin: await id('FUTURES_MARGIN'),
      house: await id('HOUSE'),
      fee: await id('FEE'),
      insurance: await id('INSURANCE'),
    });
  }
  return shards;
}

async function lockedPositions(tx: Queryable, input: BatchInput): Promise<SweptPosition[]> {
  const rows = await tx.query<{
    id: number;
    member_id: number;
    futures_option_id: number;
    trade_type: 'LONG' | 'SHORT';
    qty: string;
    entry_price: string;
    margin: string;
    leverage: number;
    margin_type: 'ISOLATED' | 'CROSS';
    available_id: number;
    available: string;
  }>(lockPositionsSql, [input.positionIds, input.siteId]);
  return rows.rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    optionId: row.futures_option_id,
    side: row.trade_type,
    qty: BigInt(row.qty),
    entryPrice: Number(row.entry_price),
    margin: BigInt(row.margin),
    leverage: row.leverage,
    marginType: row.margin_type,
    availableAccountId: row.available_id,
    available: BigInt(row.available),
  }));
}

async function writeLedger(tx: Queryable, siteId: number, plan: LiquidationPlan): Promise<void> {
  const accounts = [...plan.deltas.keys()];
  const result = await tx.query<{ moved: number; posted: number }>(ledgerSql, [
    accounts,
    accounts.map((id) => (plan.deltas.get(id) ?? 0n).toString()),
    siteId,
    futuresAsset,
    plan.postings.map((posting) => posting.debit),
    plan.postings.map((posting) => posting.credit),
    plan.postings.map((posting) => posting.amount.toString()),
    plan.postings.map((posting) => posting.dnwType),
    plan.postings.map((posting) => posting.ref),
  ]);
  const done = result.rows[0];
  // A balance changed without its posting, or the reverse, breaks the books: throwing rolls it back.
  ledgerAssert(
    done?.moved === accounts.length && done.posted === plan.postings.length,
    `Liquidation sweep: moved ${done?.moved} of ${accounts.length} accounts, posted ${done?.posted} of ${plan.postings.length}.`,
  );
}

/** Writes the closes and LIQUIDATION orders; answers each position's order id. */
async function writeRows(tx: Queryable, siteId: number, plan: LiquidationPlan, nowMs: number) {
  const rows = plan.liquidated;
  const result = await tx.query<{ id: number; futures_position_id: number; closed: number }>(rowsSql, [
    rows.map((row) => row.position.id),
    rows.map((row) => row.realizedPnl.toString()),
    rows.map((row) => row.terms.tick.price),
    rows.map((row) => new Date(row.terms.tick.atMs)),
    rows.map((row) => row.terms.tick.source),
    new Date(nowMs),
    siteId,
    rows.map((row) => row.position.memberId),
    rows.map((row) => row.position.optionId),
    rows.map((row) => row.position.side),
    rows.map((row) => row.position.qty.toString()),
    rows.map((row) => row.position.leverage),
    rows.map((row) => row.position.marginType),
    rows.map((row) => row.feePaid.toString()),
  ]);
  ledgerAssert(
    result.rows.length === rows.length && result.rows.every((row) => row.closed === rows.length),
    `Liquidation sweep: ${rows.length} positions locked open, ${result.rows[0]?.closed ?? 0} closed.`,
  );
  return new Map(result.rows.map((row) => [row.futures_position_id, row.id]));
}

/**
 * Liquidates, inside the caller's transaction, those of `positionIds` that still breach at their
 * deciding mark on what the database holds now: one read to find the wallets, one lock of the wallets
 * and the site's shards (the ledger's lock order), one locking read of the positions, the decision in
 * memory (`planLiquidations`), one statement for every posting and balance, one for the rows, then the
 * pushes (POSITION_LIQUID, ORDER_FILLED, the cross figures) queued with a few set-based reads.
 */
export async function liquidateBatch(
  tx: Queryable,
  events: EventSink,
  input: BatchInput,
): Promise<BatchOutcome> {
  if (input.positionIds.length === 0) return { liquidated: [], survived: [] };
  // These statements plan as costly over a big position table, enough to be compiled with JIT, which
  // costs more than they run (as the rounds' settlement found): no JIT for the rest of this batch.
  await tx.exec('SET LOCAL jit = off');
  const wallets = await tx.query<{ id: number }>(walletsSql, [input.positionIds, input.siteId]);
  if (wallets.rows.length === 0) return { liquidated: [], survived: [] };
  const shards = await siteShards(tx, input.siteId);
  await lockAccounts(
    tx,
    [
      ...wallets.rows.map((row) => row.id),
      ...shards.flatMap((shard) => [shard.margin, shard.house, shard.fee, shard.insurance]),
    ],
    { siteId: input.siteId, asset: futuresAsset },
  );
  const positions = await lockedPositions(tx, input);
  const plan = planLiquidations(
    positions,
    (position) => {
      const terms = input.termsOf(position.optionId);
      ledgerAssert(terms !== undefined, `Liquidation sweep: no terms for option ${position.optionId}.`);
      return terms;
    },
    (memberId) => {
      const shard = shards[memberId % systemShardCount];
      ledgerAssert(shard !== undefined, `Liquidation sweep: no shard for member ${memberId}.`);
      return shard;
    },
  );
  if (plan.liquidated.length === 0) return { liquidated: [], survived: plan.survived };
  await writeLedger(tx, input.siteId, plan);
  const orderIds = await writeRows(tx, input.siteId, plan, input.nowMs);
  await queueLiquidationEvents(tx, events, { liquidated: plan.liquidated, orderIds, marks: input.marks });
  return { liquidated: plan.liquidated, survived: plan.survived };
}
