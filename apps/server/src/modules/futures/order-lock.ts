import type { Queryable } from '../../db/database.ts';
import { systemShardCount } from '../../ledger/index.ts';
import {
  accountsLockOrder,
  futuresAccountsOf,
  futuresAccountsWhere,
  futuresAsset,
} from './futures-ledger.ts';
import type { FuturesAccounts, LockedAccount } from './futures-ledger.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { openPositionOf } from './position-writes.ts';
import type { OpenPosition, OpenPositionRow } from './position-writes.ts';

// The lock order of every futures action, so that two actions meeting on the same rows queue instead
// of deadlocking: (1) the orders acted on and the member's open TP/SL orders on the option (any fill
// may close the position and cancel them), in one statement ordered by id; (2) a resting order's
// hold, then the member's FUTURES wallet and the site's shards, in the ledger's order (members' by id,
// then the site's by id); (3) the position(s), by id. Placement (`lockForOrder`), the trigger loop's
// fills (fill-order.ts `fillOrder`), TP/SL (position-actions.ts), cancels (cancel-order.ts) and
// liquidations (liquidation-writes.ts, liquidate.ts) all take them so.

type MarginType = 'ISOLATED' | 'CROSS';

interface LockedForOrder {
  readonly accounts: FuturesAccounts;
  readonly setting: { readonly leverage: number; readonly marginType: MarginType };
  readonly position: OpenPosition | undefined;
}

/**
 * What an order that fills at once decides on, in one round trip and in the lock order of every
 * futures action (above): the member's open TP/SL orders on the option (a fill that
 * closes the position cancels them) by id, then the member's FUTURES wallet and the site's shards
 * in the ledger's order, then the open position. Each step's rows are ordered explicitly, and each
 * step's WHERE reads the step before it (a sub-select the executor must run before it can pass the
 * step's first row to its lock), so the order does not rest on how the target list is evaluated.
 * The member's remembered leverage and margin type are read unlocked. $1 member, $2 site, $3 asset,
 * $4 shard, $5 option.
 */
const lockForOrderSql = `WITH tpsl AS MATERIALIZED (
    SELECT id FROM futures_order
    WHERE member_id = $1 AND futures_option_id = $5 AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS')
    ORDER BY id FOR UPDATE),
  accounts AS MATERIALIZED (
    SELECT id, kind, site_id, asset FROM ledger_account
    WHERE ${futuresAccountsWhere} AND (SELECT count(*) FROM tpsl) >= 0
    ${accountsLockOrder}),
  position AS MATERIALIZED (
    SELECT id, trade_type, qty::text AS qty, entry_price::text AS entry_price, margin::text AS margin, leverage,
      margin_type
    FROM futures_position
    WHERE member_id = $1 AND futures_option_id = $5 AND status = 'OPEN' AND (SELECT count(*) FROM accounts) >= 0
    ORDER BY id FOR UPDATE)
SELECT
  (SELECT json_agg(json_build_object('id', a.id, 'kind', a.kind, 'site_id', a.site_id, 'asset', a.asset))
     FROM accounts a) AS accounts,
  (SELECT json_build_object('leverage', l.leverage, 'margin_type', l.margin_type)
     FROM futures_leverage l WHERE l.member_id = $1 AND l.futures_option_id = $5) AS setting,
  (SELECT row_to_json(p) FROM position p) AS position`;

export async function lockForOrder(
  tx: Queryable,
  siteId: number,
  memberId: number,
  option: Pick<FuturesOptionTerms, 'id' | 'terms'>,
): Promise<LockedForOrder> {
  const found = await tx.query<{
    accounts: LockedAccount[] | null;
    setting: { leverage: number; margin_type: MarginType } | null;
    position: OpenPositionRow | null;
  }>(lockForOrderSql, [memberId, siteId, futuresAsset, memberId % systemShardCount, option.id]);
  const row = found.rows[0];
  if (row === undefined) throw new Error('The order lock answered no row.');
  // Accounts still to be made mean a member's first futures action: no position exists to be locked
  // before them (a position's margin sits in those accounts), so the lock order still holds.
  const accounts = await futuresAccountsOf(tx, siteId, memberId, row.accounts ?? []);
  return {
    accounts,
    // Never set: the option's defaults (`futuresTerms`: 20× ISOLATED, capped by the option), as
    // `leverageSetting` answers.
    setting: {
      leverage: row.setting?.leverage ?? option.terms.defaultLeverage,
      marginType: row.setting?.margin_type ?? option.terms.defaultMarginType,
    },
    position: row.position === null ? undefined : openPositionOf(row.position),
  };
}
