import { registerEscrowShares, registerLedgerInvariants } from '../../ledger/index.ts';
import type { EscrowShare, LedgerInvariant } from '../../ledger/index.ts';

// What the overseas module tells the ledger about its money (docs/ledger-flows.md "Overseas futures"):
// the OVERSEA_MARGIN account pools resting orders' holds and open positions' margin and cannot tell
// whose they are; the order and position rows can.

/** What the member's resting orders hold and open positions carry: part of the BINARY `gameWaitPoint`. $1 site, $2 member. */
export const overseaMarginShare: EscrowShare = {
  name: 'oversea: holds of resting orders and margin of open positions',
  walletType: 'BINARY',
  sql: `SELECT (SELECT COALESCE(SUM(o.held), 0) FROM oversea_order o
      WHERE o.member_id = $2 AND o.site_id = $1 AND o.status = 'OPEN')
    + (SELECT COALESCE(SUM(p.margin), 0) FROM oversea_position p
      WHERE p.member_id = $2 AND p.site_id = $1 AND p.status = 'OPEN')`,
};

/** Each site's OVERSEA_MARGIN shards hold exactly what its open orders hold and its open positions carry. */
export const overseaMarginInvariant: LedgerInvariant = {
  name: 'each overseas margin account holds the open orders and positions',
  sql: `WITH escrow AS (
      SELECT site_id, asset, SUM(balance) AS held FROM ledger_account
      WHERE kind = 'OVERSEA_MARGIN' AND ($1::int IS NULL OR site_id = $1) GROUP BY site_id, asset
    ), open AS (
      SELECT site_id, asset, SUM(amount) AS amount FROM (
        SELECT site_id, asset, held AS amount FROM oversea_order
        WHERE status = 'OPEN' AND ($1::int IS NULL OR site_id = $1)
        UNION ALL
        SELECT site_id, asset, margin FROM oversea_position
        WHERE status = 'OPEN' AND ($1::int IS NULL OR site_id = $1)
      ) rows GROUP BY site_id, asset)
    SELECT format('site %s %s: overseas margin account holds %s but open orders and positions have %s',
      site_id, asset, COALESCE(held, 0), COALESCE(amount, 0)) AS problem
    FROM escrow FULL JOIN open USING (site_id, asset)
    WHERE COALESCE(held, 0) <> COALESCE(amount, 0)`,
};

/** Registers the overseas escrow share and invariant with the ledger; idempotent (create-context.ts does it). */
export function registerOverseaLedgerHooks(): void {
  registerEscrowShares([overseaMarginShare]);
  registerLedgerInvariants([overseaMarginInvariant]);
}
