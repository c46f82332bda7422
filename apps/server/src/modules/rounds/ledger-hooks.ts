import { registerEscrowShares, registerLedgerInvariants } from '../../ledger/index.ts';
import type { EscrowShare, LedgerInvariant } from '../../ledger/index.ts';

// What the rounds module tells the ledger about its money: the ledger pools every member's stakes in
// the bet escrow and cannot tell whose they are, or whether they should still be there; the bets can
// (docs/adr/0005-bet-escrow-instead-of-holds.md).

/**
 * What a member has staked in rounds not settled yet: part of the BINARY wallet's `gameWaitPoint`.
 * Found from the site's unfinished rounds (a handful, by a partial index) and the member's one bet in
 * each. $1 site, $2 member.
 */
export const runningStakesShare: EscrowShare = {
  name: 'rounds: stakes of running bets',
  walletType: 'BINARY',
  sql: `SELECT COALESCE(SUM(b.stake), 0) FROM trade_round r
    JOIN trade_bet b ON b.trade_round_id = r.id AND b.member_id = $2
    WHERE r.site_id = $1 AND r.phase <> 'SETTLED'`,
};

/** The bet escrow holds exactly the stakes of the bets whose rounds are not settled. */
export const betEscrowInvariant: LedgerInvariant = {
  name: 'each bet escrow holds the stakes of the bets whose rounds are not settled',
  sql: `WITH escrow AS (
      SELECT site_id, asset, SUM(balance) AS held FROM ledger_account
      WHERE kind = 'BET_ESCROW' AND ($1::int IS NULL OR site_id = $1) GROUP BY site_id, asset
    ), running AS (
      SELECT b.site_id, b.asset, SUM(b.stake) AS staked
      FROM trade_bet b JOIN trade_round r ON r.id = b.trade_round_id
      WHERE r.phase <> 'SETTLED' AND ($1::int IS NULL OR b.site_id = $1) GROUP BY b.site_id, b.asset)
    SELECT format('site %s %s: escrow holds %s but running bets stake %s', site_id, asset,
      COALESCE(held, 0), COALESCE(staked, 0)) AS problem
    FROM escrow FULL JOIN running USING (site_id, asset)
    WHERE COALESCE(held, 0) <> COALESCE(staked, 0)`,
};

/**
 * Registers the rounds' escrow share and invariant with the ledger; idempotent. The app does it when it
 * builds its context (create-context.ts); a test or a bench that reads wallets or checks invariants on
 * a database with rounds, without the app, calls it itself.
 */
export function registerRoundsLedgerHooks(): void {
  registerEscrowShares([runningStakesShare]);
  registerLedgerInvariants([betEscrowInvariant]);
}
