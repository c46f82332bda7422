import { registerEscrowShares, registerLedgerInvariants } from '../../ledger/index.ts';
import type { EscrowShare, LedgerInvariant } from '../../ledger/index.ts';

// What the futures module tells the ledger about its money (docs/ledger-flows.md "Coin futures"): the
// FUTURES_MARGIN account pools every open position's margin and cannot tell whose it is; the position
// rows can. A resting order's cost is an ordinary ORDER_MARGIN hold, already in RESERVED, but only the
// orders know whether a hold should still be open.

/** The margin of the member's open positions: part of the FUTURES wallet's `gameWaitPoint`. $1 site, $2 member. */
export const positionMarginShare: EscrowShare = {
  name: 'futures: margin of open positions',
  walletType: 'FUTURES',
  sql: `SELECT COALESCE(SUM(p.margin), 0) FROM futures_position p
    WHERE p.member_id = $2 AND p.site_id = $1 AND p.status = 'OPEN'`,
};

/** The FUTURES_MARGIN account holds exactly the margin of the open positions. */
export const positionMarginInvariant: LedgerInvariant = {
  name: 'each futures margin account holds the margin of the open positions',
  sql: `WITH escrow AS (
      SELECT site_id, asset, SUM(balance) AS held FROM ledger_account
      WHERE kind = 'FUTURES_MARGIN' AND ($1::int IS NULL OR site_id = $1) GROUP BY site_id, asset
    ), open AS (
      SELECT site_id, asset, SUM(margin) AS margin FROM futures_position
      WHERE status = 'OPEN' AND ($1::int IS NULL OR site_id = $1) GROUP BY site_id, asset)
    SELECT format('site %s %s: futures margin account holds %s but open positions have %s', site_id, asset,
      COALESCE(held, 0), COALESCE(margin, 0)) AS problem
    FROM escrow FULL JOIN open USING (site_id, asset)
    WHERE COALESCE(held, 0) <> COALESCE(margin, 0)`,
};

/** A resting order's hold is open exactly while the order is, and each open ORDER_MARGIN hold has its order. */
export const orderHoldInvariant: LedgerInvariant = {
  name: 'each open futures order has its open hold, and no other ORDER_MARGIN hold is open',
  sql: `SELECT format('order %s (%s): hold %s is %s', o.id, o.status, o.hold_id, COALESCE(h.status, 'missing'))
      AS problem
    FROM futures_order o LEFT JOIN ledger_hold h ON h.id = o.hold_id
    WHERE ($1::int IS NULL OR o.site_id = $1) AND o.hold_id IS NOT NULL
      AND (o.status = 'OPEN') <> (h.status IS NOT DISTINCT FROM 'OPEN')
    UNION ALL
    SELECT format('hold %s (ORDER_MARGIN, open) belongs to no open futures order', h.id)
    FROM ledger_hold h
    WHERE ($1::int IS NULL OR h.site_id = $1) AND h.purpose = 'ORDER_MARGIN' AND h.status = 'OPEN'
      AND NOT EXISTS (SELECT 1 FROM futures_order o WHERE o.hold_id = h.id AND o.status = 'OPEN')`,
};

/**
 * Registers the futures' escrow share and invariants with the ledger; idempotent. The app does it in
 * create-context.ts; a test or bench without the app calls it itself.
 */
export function registerFuturesLedgerHooks(): void {
  registerEscrowShares([positionMarginShare]);
  registerLedgerInvariants([positionMarginInvariant, orderHoldInvariant]);
}
