import type { Queryable } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { systemShardCount } from '../../ledger/index.ts';
import { isTraderSql } from '../copytrade/trader-orders.ts';
import { crossPositionsSql } from './cross-loss.ts';
import type { CrossPositionRow } from './cross-loss.ts';
import { futuresAccountsOf, futuresAsset } from './futures-ledger.ts';
import type { FuturesAccounts, LockedAccount } from './futures-ledger.ts';
import { optionVersionSql } from './futures-option.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { orderReturning } from './order-records.ts';
import type { OrderRow } from './order-records.ts';
import { restingQtySql } from './used-notional.ts';
import type { UsedNotional } from './used-notional.ts';
import { openPositionOf } from './position-writes.ts';
import type { OpenPosition, OpenPositionRow } from './position-writes.ts';

// The lock order of every futures action, so that two actions meeting on the same rows queue instead
// of deadlocking: (1) the orders acted on and the member's open TP/SL orders on the option (any fill
// may close the position and cancel them), in one statement ordered by id; (2) a resting order's
// hold, then the member's FUTURES wallet and the site's shards, in the ledger's order (members' by id,
// then the site's by id); (3) the member's leverage setting on the option (FOR SHARE by placement, FOR
// UPDATE by a leverage or margin-type change, which takes the wallet before it too);
// (4) the position(s), by id. Placement (`lockForOrder`), the trigger loop's
// fills (fill-order.ts `fillOrder`), TP/SL (position-actions.ts), cancels (cancel-order.ts) and
// liquidations (liquidation-writes.ts, liquidate.ts) all take them so, except that placement and the
// liquidation sweep take the site's shards last, in their write (lockForOrder below says why that
// closes no cycle).

type MarginType = 'ISOLATED' | 'CROSS';

/** An order the member placed earlier under the same requestId, as its insert returned it, and its hash. */
export type EarlierOrderRow = Omit<OrderRow, 'stock' | 'price_precision'> & {
  readonly request_hash: string | null;
};

export interface LockedForOrder {
  readonly accounts: FuturesAccounts;
  /** The FUTURES wallet's available balance under the lock (what a fill may spend, a CROSS loss's backing). */
  readonly available: bigint;
  readonly setting: { readonly leverage: number; readonly marginType: MarginType };
  readonly position: OpenPosition | undefined;
  /** What the member uses against the tier cap (used-notional.ts), read under the same locks. */
  readonly used: UsedNotional;
  /** `optionVersionSql` of the option now: a placement holding another version decides on stale terms. */
  readonly optionVersion: string | null;
  readonly earlier: EarlierOrderRow | undefined;
  /** Whether the member is a copy-trading trader, whose orders the trader restrictions limit. */
  readonly isTrader: boolean;
  /** The member's open CROSS positions on other options, whose losses the wallet backs (cross-loss.ts). */
  readonly crossElsewhere: readonly CrossPositionRow[];
}

/**
 * Everything an order decides on, in one round trip and in the lock order of every futures action
 * (above): the member's open TP/SL orders on the option (a fill that closes the position cancels
 * them) by id; the member's FUTURES wallet with its balance; the member's leverage setting on the
 * option FOR SHARE (a change waits for the order, or the order sees the change:
 * `changeLeverageSetting` locks that row FOR UPDATE); the open position. The site's shards are found
 * here but not locked: every member's actions meet on them, so placement locks them only in its
 * write (market-fill.ts, by id), for that statement and the commit, never across a round trip; a
 * placement that takes the general path locks them with `lockShards` first. Taking them after the
 * position cannot close a cycle: every action that holds shards and then waits for a position or a
 * setting holds that member's wallet already (funding, TP/SL, cancels, fills, liquidations), and
 * this placement holds its member's wallet.
 * Each step's WHERE reads the step before it (a sub-select the executor must run before it can pass
 * the step's first row to its lock), so the order does not rest on how the target list is evaluated.
 * Read beside them, unlocked: the resting orders' sums for the tier cap, the option's version,
 * the order already placed under `requestId`, if any, whether the member is a trader, and the member's
 * CROSS positions on other options (their losses stay backed, cross-loss.ts).
 *
 * READ COMMITTED gives a statement one snapshot: a row it waited on is read again as committed
 * (the locked rows), but the unlocked reads stay as they were when it began. Every write that
 * changes what they read (a resting order's hold, a fill, a cancel) moves money in the member's
 * wallet under the same lock, so `wallet_seen` (the wallet as the snapshot saw it) differs from the
 * locked wallet's `xmin` exactly when such a writer committed while this statement waited: then the
 * statement runs once more, under locks it already holds, on a snapshot that sees that commit.
 * $1 member, $2 site, $3 asset, $4 shard, $5 option, $6 request id.
 */
const lockForOrderSql = preparedStatement(`WITH tpsl AS MATERIALIZED (
    SELECT id FROM futures_order
    WHERE member_id = $1 AND futures_option_id = $5 AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
    ORDER BY id FOR UPDATE),
  wallet AS MATERIALIZED (
    SELECT id, kind, site_id, asset, balance::text AS balance, xmin::text AS version FROM ledger_account
    WHERE member_id = $1 AND wallet_type = 'FUTURES' AND kind = 'AVAILABLE' AND (SELECT count(*) FROM tpsl) >= 0
    FOR NO KEY UPDATE),
  accounts AS MATERIALIZED (
    SELECT * FROM wallet
    UNION ALL
    SELECT id, kind, site_id, asset, balance::text, xmin::text FROM ledger_account
    WHERE site_id = $2 AND asset = $3 AND member_id IS NULL AND shard = $4
      AND kind IN ('FUTURES_MARGIN', 'HOUSE', 'FEE', 'INSURANCE')),
  setting AS MATERIALIZED (
    SELECT leverage, margin_type FROM futures_leverage
    WHERE member_id = $1 AND futures_option_id = $5 AND (SELECT count(*) FROM wallet) >= 0
    FOR SHARE),
  position AS MATERIALIZED (
    SELECT id, trade_type, qty::text AS qty, entry_price::text AS entry_price, margin::text AS margin, leverage,
      margin_type
    FROM futures_position
    WHERE member_id = $1 AND futures_option_id = $5 AND status = 'OPEN' AND (SELECT count(*) FROM setting) >= 0
    ORDER BY id FOR UPDATE)
SELECT
  (SELECT json_agg(json_build_object('id', a.id, 'kind', a.kind, 'site_id', a.site_id, 'asset', a.asset,
     'balance', a.balance, 'version', a.version)) FROM accounts a) AS accounts,
  (SELECT xmin::text FROM ledger_account WHERE id = (SELECT id FROM wallet)) AS wallet_seen,
  (SELECT row_to_json(s) FROM setting s) AS setting,
  (SELECT row_to_json(p) FROM position p) AS position,
  ${restingQtySql('LONG', '$1', '$5')} AS resting_long,
  ${restingQtySql('SHORT', '$1', '$5')} AS resting_short,
  (SELECT ${optionVersionSql} FROM futures_option o JOIN market_instrument i ON i.stock = o.stock
    WHERE o.id = $5) AS option_version,
  (SELECT row_to_json(e) FROM (SELECT ${orderReturning}, request_hash FROM futures_order
    WHERE member_id = $1 AND site_id = $2 AND request_id = $6) e) AS earlier,
  ${isTraderSql('$1')} AS is_trader,
  ${crossPositionsSql('$1', '$5')} AS cross_elsewhere`);

interface LockedAccountRow extends LockedAccount {
  readonly balance: string;
  readonly version: string;
}

interface LockRow {
  accounts: LockedAccountRow[] | null;
  wallet_seen: string | null;
  setting: { leverage: number; margin_type: MarginType } | null;
  position: OpenPositionRow | null;
  resting_long: string;
  resting_short: string;
  option_version: string | null;
  is_trader: boolean;
  cross_elsewhere: CrossPositionRow[] | null;
  earlier:
    | (Omit<EarlierOrderRow, 'created_at' | 'updated_at' | 'fill_tick_at'> & {
        created_at: string;
        updated_at: string;
        fill_tick_at: string | null;
      })
    | null;
}

function walletOf(row: LockRow): LockedAccountRow | undefined {
  return row.accounts?.find((account) => account.kind === 'AVAILABLE');
}

async function lockRead(tx: Queryable, params: unknown[]): Promise<LockRow> {
  const found = await tx.query<LockRow>(lockForOrderSql, params);
  const row = found.rows[0];
  if (row === undefined) throw new Error('The order lock answered no row.');
  return row;
}

/** A member's rows as a locking read answers them (this one, or the batch's in market-batch-sql.ts). */
export interface LockedFigureRows {
  readonly setting: { readonly leverage: number; readonly margin_type: 'ISOLATED' | 'CROSS' } | null;
  readonly position: OpenPositionRow | null;
  readonly resting_long: string;
  readonly resting_short: string;
  readonly cross_elsewhere: readonly CrossPositionRow[] | null;
}

/**
 * What a fill decides on from a member's locked rows: the leverage setting (never set: the option's
 * defaults, `futuresTerms`: 20× ISOLATED capped by the option, as `leverageSetting` answers), the open
 * position, the room the position and resting orders use on each side (the tier cap's), and the
 * CROSS positions on other options.
 */
export function lockedFigures(
  row: LockedFigureRows,
  option: Pick<FuturesOptionTerms, 'terms'>,
): Pick<LockedForOrder, 'setting' | 'position' | 'used' | 'crossElsewhere'> {
  const position = row.position === null ? undefined : openPositionOf(row.position);
  return {
    setting: {
      leverage: row.setting?.leverage ?? option.terms.defaultLeverage,
      marginType: row.setting?.margin_type ?? option.terms.defaultMarginType,
    },
    position,
    used: {
      position: position === undefined ? undefined : { side: position.side, qty: position.qty },
      resting: { LONG: BigInt(row.resting_long), SHORT: BigInt(row.resting_short) },
    },
    crossElsewhere: row.cross_elsewhere ?? [],
  };
}

export async function lockForOrder(
  tx: Queryable,
  siteId: number,
  memberId: number,
  option: Pick<FuturesOptionTerms, 'id' | 'terms'>,
  requestId: string | null = null,
): Promise<LockedForOrder> {
  const params = [memberId, siteId, futuresAsset, memberId % systemShardCount, option.id, requestId];
  let row = await lockRead(tx, params);
  let wallet = walletOf(row);
  // A writer committed while the lock waited: read again, now on a snapshot that sees it (above).
  if (wallet !== undefined && wallet.version !== row.wallet_seen) {
    row = await lockRead(tx, params);
    wallet = walletOf(row);
  }
  // Accounts still to be made mean a member's first futures action: no position exists to be locked
  // before them (a position's margin sits in those accounts), so the lock order still holds. They are
  // made and all locked then (`futuresAccountsOf`); locking the shards again later is a no-op.
  const accounts = await futuresAccountsOf(tx, siteId, memberId, row.accounts ?? []);
  const earlier = row.earlier;
  return {
    accounts,
    available: BigInt(wallet?.balance ?? '0'),
    ...lockedFigures(row, option),
    optionVersion: row.option_version,
    isTrader: row.is_trader,
    earlier: earlier === null ? undefined : withOrderDates(earlier),
  };
}

/** An order row read as JSON (`row_to_json`, times as ISO strings) with its times as dates again. */
export function withOrderDates<
  T extends {
    readonly created_at: string;
    readonly updated_at: string;
    readonly fill_tick_at: string | null;
  },
>(
  row: T,
): Omit<T, 'created_at' | 'updated_at' | 'fill_tick_at'> & {
  created_at: Date;
  updated_at: Date;
  fill_tick_at: Date | null;
} {
  return {
    ...row,
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    fill_tick_at: row.fill_tick_at === null ? null : new Date(row.fill_tick_at),
  };
}
