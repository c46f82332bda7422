import type { Queryable } from '../../db/database.ts';
import { systemShardCount } from '../../ledger/index.ts';
import { futuresAccountsOf, futuresAsset, lockAllSql } from './futures-ledger.ts';
import type { FuturesAccounts, LockedAccount } from './futures-ledger.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { openPositionOf } from './position-writes.ts';
import type { OpenPosition, OpenPositionRow } from './position-writes.ts';

type MarginType = 'ISOLATED' | 'CROSS';

interface LockedForOrder {
  readonly accounts: FuturesAccounts;
  readonly setting: { readonly leverage: number; readonly marginType: MarginType };
  readonly position: OpenPosition | undefined;
}

/**
 * What an order that fills at once decides on, in one round trip and in the lock order of every
 * futures action (fill-order.ts): the member's FUTURES wallet and the site's shards (`lockAllSql`),
 * then the member's remembered leverage and margin type, then the open position on the option,
 * locked. The sub-selects of the target list run in order, so the wallet is locked before the
 * position, as `lockFuturesAccounts` then `lockOpenPosition` would. $1 member, $2 site, $3 asset,
 * $4 shard, $5 option.
 */
const lockForOrderSql = `SELECT
  (SELECT json_agg(json_build_object('id', a.id, 'kind', a.kind, 'site_id', a.site_id, 'asset', a.asset))
     FROM (${lockAllSql}) a) AS accounts,
  (SELECT json_build_object('leverage', l.leverage, 'margin_type', l.margin_type)
     FROM futures_leverage l WHERE l.member_id = $1 AND l.futures_option_id = $5) AS setting,
  (SELECT json_build_object('id', p.id, 'trade_type', p.trade_type, 'qty', p.qty::text,
       'entry_price', p.entry_price::text, 'margin', p.margin::text, 'leverage', p.leverage,
       'margin_type', p.margin_type)
     FROM (SELECT * FROM futures_position WHERE member_id = $1 AND futures_option_id = $5 AND status = 'OPEN'
       FOR UPDATE) p) AS position`;

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
