import type { Queryable } from '../../db/database.ts';
import { ledgerAssert } from '../../ledger/index.ts';
import { futuresAsset } from './futures-ledger.ts';
import type { LiquidationPlan, SweptPosition } from './liquidation-plan.ts';
import type { DecidingTick } from './position-writes.ts';

// The statements of one liquidation batch (liquidation-batch.ts): each one statement whatever the
// number of positions, its rows passed as arrays (`list`) and joined by key (the batch's transaction plans them
// as index lookups, liquidation-batch.ts says why). The futures module's own SQL over the ledger's
// tables, keeping the futures lock order (order-lock.ts): the TP/SL orders, the members' wallets by id,
// the positions by id, and last, in the ledger statement, the site's shards by id, as placement takes
// them (market-fill-sql.ts).

/**
 * The batch's locks and reads in one round trip, in the futures lock order (order-lock.ts): the open
 * TP/SL orders of the candidates (the batch cancels them) by id; then the FUTURES wallets of the
 * candidates still open, by id, with their balances; then the candidates still open, by id. Each
 * step's WHERE reads the step before it, so the locks come in that order whatever the plan. The site's
 * shards are not locked here but in the batch's last statement (`ledgerSql`), as placement locks them
 * in its write: every batch of a sweep and every member's action meet on them, so a batch holds them
 * only for its ledger statement and commit, and the next batch locks its wallets and positions and
 * writes its rows meanwhile (liquidation-sweep.ts). Taking them after the positions closes no cycle:
 * whatever holds shards and then waits for a position holds that member's wallet already
 * (order-lock.ts), and the batch holds the wallet of every position it holds. Last, unlocked as the
 * cross push always read them, every open position of the candidates' members (the candidates too),
 * for the `/user/queue/cross` figures after the batch. Rows come back as JSON arrays, numerics as
 * text: one row to parse instead of thousands. $1 position ids, $2 site.
 */
const lockSql = `WITH tpsl AS MATERIALIZED (
    SELECT o.id FROM futures_order o
    WHERE o.futures_position_id = ANY(string_to_array($1, ',')::int[]) AND o.status = 'OPEN'
      AND o.market_type IN ('TAKEPROFIT', 'STOPLOSS')
    ORDER BY o.id FOR UPDATE),
  accounts AS MATERIALIZED (
    SELECT a.id, a.site_id, a.asset, a.member_id, a.balance
    FROM ledger_account a
    WHERE (SELECT count(*) FROM tpsl) >= 0 AND a.wallet_type = 'FUTURES' AND a.kind = 'AVAILABLE'
      AND a.member_id IN (
        SELECT p.member_id FROM futures_position p
        WHERE p.id = ANY(string_to_array($1, ',')::int[]) AND p.site_id = $2 AND p.status = 'OPEN')
    ORDER BY a.id FOR NO KEY UPDATE),
  positions AS MATERIALIZED (
    SELECT p.id, p.member_id, p.futures_option_id, p.trade_type, p.qty, p.entry_price, p.margin, p.leverage,
      p.margin_type, p.realized_pnl, p.minus_funding_fee, p.opened_at
    FROM futures_position p
    WHERE p.id = ANY(string_to_array($1, ',')::int[]) AND p.site_id = $2 AND p.status = 'OPEN'
      AND (SELECT count(*) FROM accounts) >= 0
    ORDER BY p.id FOR UPDATE)
SELECT
  (SELECT json_agg(json_build_array(a.id, a.site_id, a.asset, a.member_id, a.balance::text)) FROM accounts a)
    AS accounts,
  (SELECT json_agg(json_build_array(p.id, p.member_id, p.futures_option_id, p.trade_type, p.qty::text,
      p.entry_price, p.margin::text, p.leverage, p.margin_type, p.realized_pnl::text, p.minus_funding_fee::text,
      p.opened_at) ORDER BY p.id) FROM positions p) AS positions,
  (SELECT json_agg(json_build_array(o.id, o.member_id, f.stock, o.trade_type, o.qty::text, o.entry_price,
      o.minus_funding_fee::text))
    FROM futures_position o JOIN futures_option f ON f.id = o.futures_option_id
    WHERE o.member_id IN (SELECT member_id FROM positions) AND o.status = 'OPEN') AS open`;

/**
 * Every posting and balance change of the batch in one statement, its last. First the site's shards
 * the plan moves (`$1`'s accounts of no member, checked to be the site's USDT), locked by id: the
 * members' wallets are locked since `lockSql`, and `m` waits for the shards, the UPDATE for `m`, so no
 * shard is locked out of order. Then the balances are set from the plan's net changes, one UPDATE per
 * account that changes whatever the number of postings on it (the site's shards are a few hot rows);
 * a member's never goes below zero (the plan pays at most what backs a position, and the CHECK on
 * ledger_account backs that). The batch is one action, so its postings share one transfer id, as a
 * round's settlement's do; a member-side posting's ref is its position, the shards' totals carry the
 * batch's ref. $1 accounts, $2 their changes, $3 site, $4 asset, $5 debits, $6 credits, $7 amounts,
 * $8 dnw types, $9 position ids (empty for a shard's total), $10 the transfer id, $11 the batch's ref.
 */
const ledgerSql = `WITH shards AS MATERIALIZED (
  SELECT id FROM ledger_account
  WHERE id = ANY(string_to_array($1, ',')::bigint[]) AND member_id IS NULL AND site_id = $3 AND asset = $4
  ORDER BY id FOR NO KEY UPDATE
), m AS (
  SELECT * FROM unnest(string_to_array($1, ',')::bigint[], string_to_array($2, ',')::numeric[]) AS m(id, delta)
  WHERE (SELECT count(*) FROM shards) >= 0
), moved AS (
  UPDATE ledger_account a SET balance = a.balance + m.delta
  FROM m WHERE a.id = m.id
  RETURNING 1
), posted AS (
  INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, dnw_type, ref)
  SELECT $3::int, $4::text, m.debit, m.credit, m.amount, $10::uuid, m.dnw,
    COALESCE('futures-position:' || m.position_id, $11::text)
  FROM unnest(string_to_array($5, ',')::bigint[], string_to_array($6, ',')::bigint[],
    string_to_array($7, ',')::numeric[], string_to_array($8, ',', ''), string_to_array($9, ',', '')::int[])
    AS m(debit, credit, amount, dnw, position_id)
  RETURNING 1
)
SELECT (SELECT count(*) FROM shards)::int AS shards, (SELECT count(*) FROM moved)::int AS moved,
  (SELECT count(*) FROM posted)::int AS posted`;

/**
 * The rows of the batch in one statement: each position closed with its deciding tick, its open TP/SL
 * cancelled, and a FILLED LIQUIDATION order recording the tick, its fee and pnl. The deciding ticks
 * come once each (a sweep has one per option) and each position names its own by index. Answers one
 * row: the positions closed, and each order's position and id as `position:order,…`. $1 position
 * ids, $2 pnls, $3 tick indexes (1-based), $4 tick prices, $5 tick times, $6 tick sources, $7 now,
 * $8 site, $9 members, $10 options, $11 sides, $12 qtys, $13 leverages, $14 margin types, $15 fees.
 */
const rowsSql = `WITH c AS (
  SELECT c.id, c.pnl, ($4::bigint[])[c.tick] AS price, ($5::timestamptz[])[c.tick] AS tick_at,
    ($6::text[])[c.tick] AS source, c.member_id, c.option_id, c.side, c.qty, c.leverage, c.margin_type, c.fee
  FROM unnest(string_to_array($1, ',')::int[], string_to_array($2, ',')::numeric[],
    string_to_array($3, ',')::int[], string_to_array($9, ',')::int[], string_to_array($10, ',')::int[],
    string_to_array($11, ','), string_to_array($12, ',')::numeric[], string_to_array($13, ',')::int[],
    string_to_array($14, ','), string_to_array($15, ',')::numeric[])
    AS c(id, pnl, tick, member_id, option_id, side, qty, leverage, margin_type, fee)
), closed AS (
  UPDATE futures_position p SET changed_at = now(), status = 'CLOSED', margin = 0, realized_pnl = p.realized_pnl + c.pnl,
    close_type = 'LIQUIDATION', close_price = c.price, close_tick_at = c.tick_at, close_source = c.source,
    closed_at = $7, updated_at = $7
  FROM c WHERE p.id = c.id AND p.status = 'OPEN'
  RETURNING p.id
), cancelled AS (
  UPDATE futures_order SET status = 'CANCELLED', updated_at = $7
  WHERE futures_position_id = ANY(string_to_array($1, ',')::int[]) AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
  RETURNING id
), inserted AS (
  INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
    status, qty, is_mark, leverage, margin_type, fee, realized_pnl, fill_price, fill_tick_at, fill_source,
    created_at, updated_at)
  SELECT $8::int, c.member_id, c.option_id, c.id, CASE c.side WHEN 'LONG' THEN 'SHORT' ELSE 'LONG' END,
    'LIQUIDATION', 'FILLED', c.qty, true, c.leverage, c.margin_type, c.fee, c.pnl, c.price, c.tick_at, c.source,
    $7, $7
  FROM c ORDER BY c.id
  RETURNING id, futures_position_id
)
SELECT (SELECT count(*) FROM closed)::int AS closed, count(*)::int AS inserted,
  string_agg(i.futures_position_id || ':' || i.id, ',') AS orders
FROM inserted i`;

/**
 * Integers (ids, minor units, prices) as one comma-separated text, split by `string_to_array` in the
 * statement: the driver otherwise quotes and escapes every element of a 60,000-element array one by
 * one, a third of a batch's time in JavaScript (CPU profile of the bench).
 */
function list(values: readonly (number | bigint)[]): string {
  return values.join(',');
}

/** A locked FUTURES wallet and its balance under the lock. */
export interface LockedAccount {
  readonly id: number;
  readonly memberId: number | null;
  readonly balance: bigint;
}

/** An open position of a candidate's member as the batch read it, for the cross figures. */
export interface MemberPosition {
  readonly id: number;
  readonly memberId: number;
  readonly stock: string;
  readonly side: 'LONG' | 'SHORT';
  readonly qty: bigint;
  readonly entryPrice: number;
  readonly minusFundingFee: bigint;
}

export interface SweepLocks {
  /** The members' wallets, by member. */
  readonly wallets: ReadonlyMap<number, LockedAccount>;
  /** The candidates still open, locked, by id. */
  readonly positions: readonly SweptPosition[];
  /** Every open position of the candidates' members, the candidates included. */
  readonly open: readonly MemberPosition[];
}

type AccountJson = [number, number, string, number, string];
type PositionJson = [
  number,
  number,
  number,
  'LONG' | 'SHORT',
  string,
  number,
  string,
  number,
  'ISOLATED' | 'CROSS',
  string,
  string,
  string,
];
type OpenJson = [number, number, string, 'LONG' | 'SHORT', string, number, string];

/**
 * Locks the candidates' TP/SL orders, their members' wallets (checking each is the site's USDT) and the
 * candidates still open, and reads their members' open positions (lockSql).
 */
export async function lockSweep(
  tx: Queryable,
  input: { siteId: number; positionIds: readonly number[] },
): Promise<SweepLocks> {
  const result = await tx.query<{
    accounts: AccountJson[] | null;
    positions: PositionJson[] | null;
    open: OpenJson[] | null;
  }>(lockSql, [list(input.positionIds), input.siteId]);
  const row = result.rows[0];
  const wallets = new Map<number, LockedAccount>();
  for (const [id, siteId, asset, memberId, balance] of row?.accounts ?? []) {
    ledgerAssert(
      siteId === input.siteId && asset === futuresAsset,
      `Account ${id} holds ${asset} of site ${siteId}, not ${futuresAsset} of site ${input.siteId}.`,
    );
    wallets.set(memberId, { id, memberId, balance: BigInt(balance) });
  }
  const positions = (row?.positions ?? []).map((p): SweptPosition => {
    const [id, memberId, optionId, side, qty, entryPrice, margin, leverage, marginType] = p;
    const wallet = wallets.get(memberId);
    // The wallet was locked from the same open positions a step earlier, and a position never
    // changes member: missing, it is a bug, thrown inside the transaction.
    ledgerAssert(wallet !== undefined, `Liquidation sweep: the wallet of position ${id} was not locked.`);
    return {
      id,
      memberId,
      optionId,
      side,
      qty: BigInt(qty),
      entryPrice,
      margin: BigInt(margin),
      leverage,
      marginType,
      availableAccountId: wallet.id,
      available: wallet.balance,
      realizedPnl: BigInt(p[9]),
      minusFundingFee: BigInt(p[10]),
      openedAt: new Date(p[11]),
    };
  });
  const open = (row?.open ?? []).map(
    ([id, memberId, stock, side, qty, entryPrice, funding]): MemberPosition => ({
      id,
      memberId,
      stock,
      side,
      qty: BigInt(qty),
      entryPrice,
      minusFundingFee: BigInt(funding),
    }),
  );
  return { wallets, positions, open };
}

/**
 * Locks the site's shards the plan moves (by id, after everything else the batch locks: `ledgerSql`)
 * and writes every posting and balance change of the plan, in one statement; the shards' totals are
 * referred to as `futures-liquidation:<transfer id>`. `wallets` are the accounts `lockSweep` locked.
 */
export async function writeSweepLedger(
  tx: Queryable,
  input: { siteId: number; transferId: string; wallets: ReadonlyMap<number, LockedAccount> },
  plan: LiquidationPlan,
): Promise<void> {
  const accounts = [...plan.deltas.keys()];
  const walletIds = new Set([...input.wallets.values()].map((wallet) => wallet.id));
  const shards = accounts.filter((id) => !walletIds.has(id)).length;
  const result = await tx.query<{ shards: number; moved: number; posted: number }>(ledgerSql, [
    list(accounts),
    list(accounts.map((id) => plan.deltas.get(id) ?? 0n)),
    input.siteId,
    futuresAsset,
    list(plan.postings.map((posting) => posting.debit)),
    list(plan.postings.map((posting) => posting.credit)),
    list(plan.postings.map((posting) => posting.amount)),
    plan.postings.map((posting) => posting.dnwType ?? '').join(','),
    plan.postings.map((posting) => posting.positionId ?? '').join(','),
    input.transferId,
    `futures-liquidation:${input.transferId}`,
  ]);
  const done = result.rows[0];
  // A balance changed without its posting, or the reverse, breaks the books, and so does a shard of
  // another site or asset (or one not locked first): throwing rolls it back.
  ledgerAssert(
    done?.shards === shards && done.moved === accounts.length && done.posted === plan.postings.length,
    `Liquidation sweep: locked ${done?.shards} of ${shards} shards, moved ${done?.moved} of ${accounts.length} accounts, posted ${done?.posted} of ${plan.postings.length}.`,
  );
}

/** Writes the closes and LIQUIDATION orders; answers each position's order id. */
export async function writeSweepRows(
  tx: Queryable,
  input: { siteId: number; nowMs: number },
  plan: LiquidationPlan,
): Promise<Map<number, number>> {
  const rows = plan.liquidated;
  // The distinct deciding ticks (one per option a sweep crossed) and each row's, 1-based.
  const ticks = new Map<DecidingTick, number>();
  for (const row of rows) if (!ticks.has(row.terms.tick)) ticks.set(row.terms.tick, ticks.size + 1);
  const distinct = [...ticks.keys()];
  const result = await tx.query<{ closed: number; inserted: number; orders: string | null }>(rowsSql, [
    list(rows.map((row) => row.position.id)),
    list(rows.map((row) => row.realizedPnl)),
    rows.map((row) => ticks.get(row.terms.tick)).join(','),
    distinct.map((tick) => tick.price),
    distinct.map((tick) => new Date(tick.atMs)),
    distinct.map((tick) => tick.source),
    new Date(input.nowMs),
    input.siteId,
    list(rows.map((row) => row.position.memberId)),
    list(rows.map((row) => row.position.optionId)),
    rows.map((row) => row.position.side).join(','),
    list(rows.map((row) => row.position.qty)),
    list(rows.map((row) => row.position.leverage)),
    rows.map((row) => row.position.marginType).join(','),
    list(rows.map((row) => row.feePaid)),
  ]);
  const done = result.rows[0];
  ledgerAssert(
    done?.closed === rows.length && done.inserted === rows.length,
    `Liquidation sweep: ${rows.length} positions locked open, ${done?.closed ?? 0} closed, ${done?.inserted ?? 0} orders.`,
  );
  const orders = new Map<number, number>();
  for (const pair of (done.orders ?? '').split(',')) {
    const [positionId, orderId] = pair.split(':');
    orders.set(Number(positionId), Number(orderId));
  }
  return orders;
}
