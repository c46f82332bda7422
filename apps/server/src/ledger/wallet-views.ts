import type { Queryable } from '../db/database.ts';
import { parseAmount } from './types.ts';
import type { WalletType } from './types.ts';

/**
 * A wallet as the spec's responses show it (DOMAIN.md §1), in minor units of `currency`. The codec in
 * @baro/contracts turns these into decimal strings on the wire; `pnl` and `losscut` come from the
 * futures and oversea modules, not from the ledger.
 */
export interface WalletView {
  readonly type: WalletType;
  readonly currency: string;
  /** Available to spend: the AVAILABLE account. */
  readonly point: bigint;
  /**
   * Held in bets, orders, margin and pending withdrawals: the RESERVED account, plus, for the BINARY
   * wallet, the stakes of the member's bets in rounds not settled yet (held in the bet escrow).
   */
  readonly gameWaitPoint: bigint;
  /** point + gameWaitPoint. */
  readonly realPoint: bigint;
}

/**
 * What member $2 of site $1 has staked in rounds not settled yet. Found from the site's unfinished
 * rounds (a handful, by a partial index) and the member's one bet in each.
 */
const runningStakesSql = `SELECT COALESCE(SUM(b.stake), 0) FROM trade_round r
  JOIN trade_bet b ON b.trade_round_id = r.id AND b.member_id = $2
  WHERE r.site_id = $1 AND r.phase <> 'SETTLED'`;

interface WalletRow {
  wallet_type: string;
  asset: string;
  point: string;
  game_wait_point: string;
}

/** The member's wallets, BINARY and FUTURES first, then coins by code. Read-only. */
export async function walletViews(
  db: Queryable,
  input: { siteId: number; memberId: number },
): Promise<WalletView[]> {
  const result = await db.query<WalletRow>(
    `SELECT wallet_type, asset,
       COALESCE(SUM(balance) FILTER (WHERE kind = 'AVAILABLE'), 0)::text AS point,
       (COALESCE(SUM(balance) FILTER (WHERE kind = 'RESERVED'), 0)
         + CASE WHEN wallet_type = 'BINARY' THEN (${runningStakesSql}) ELSE 0 END)::text AS game_wait_point
     FROM ledger_account
     WHERE site_id = $1 AND member_id = $2
     GROUP BY wallet_type, asset
     ORDER BY CASE wallet_type WHEN 'BINARY' THEN 0 WHEN 'FUTURES' THEN 1 ELSE 2 END, wallet_type`,
    [input.siteId, input.memberId],
  );
  return result.rows.map((row) => {
    const point = parseAmount(row.point);
    const gameWaitPoint = parseAmount(row.game_wait_point);
    return {
      type: row.wallet_type,
      currency: row.asset,
      point,
      gameWaitPoint,
      realPoint: point + gameWaitPoint,
    };
  });
}
