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
   * Held in bets, orders, margin and pending withdrawals: the RESERVED account, plus what products
   * keep for the member in escrow (registered `EscrowShare`s: for the BINARY wallet, the stakes of
   * the member's bets in rounds not settled yet).
   */
  readonly gameWaitPoint: bigint;
  /** point + gameWaitPoint. */
  readonly realPoint: bigint;
}

/**
 * A product's part of a wallet's `gameWaitPoint` that is not in the member's RESERVED account: money
 * it keeps in a pooled escrow account (the rounds' bet escrow) and attributes to members by its own
 * rows. `sql` is a scalar subquery answering the amount of member $2 of site $1 (0 when none); the
 * product registers it, so the ledger reads its view without knowing the product's tables.
 */
export interface EscrowShare {
  readonly name: string;
  readonly walletType: WalletType;
  readonly sql: string;
}

const escrowShares = new Map<string, EscrowShare>();

/** Adds a product's escrow share to every wallet view from now on (same name: replaced). */
export function registerEscrowShares(shares: readonly EscrowShare[]): void {
  for (const share of shares) escrowShares.set(share.name, share);
}

/** The registered shares as one SQL term per wallet row; each wallet type is a parameter from $3. */
function escrowTerm(): { sql: string; walletTypes: string[] } {
  const shares = [...escrowShares.values()];
  if (shares.length === 0) return { sql: '0', walletTypes: [] };
  const terms = shares.map(
    (share, index) => `CASE WHEN wallet_type = $${index + 3} THEN (${share.sql}) ELSE 0 END`,
  );
  return { sql: terms.join(' + '), walletTypes: shares.map((share) => share.walletType) };
}

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
  const escrow = escrowTerm();
  const result = await db.query<WalletRow>(
    `SELECT wallet_type, asset,
       COALESCE(SUM(balance) FILTER (WHERE kind = 'AVAILABLE'), 0)::text AS point,
       (COALESCE(SUM(balance) FILTER (WHERE kind = 'RESERVED'), 0) + ${escrow.sql})::text AS game_wait_point
     FROM ledger_account
     WHERE site_id = $1 AND member_id = $2
     GROUP BY wallet_type, asset
     ORDER BY CASE wallet_type WHEN 'BINARY' THEN 0 WHEN 'FUTURES' THEN 1 ELSE 2 END, wallet_type`,
    [input.siteId, input.memberId, ...escrow.walletTypes],
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

/**
 * One wallet type's view for many members at once (a decision that moved many members' money pushes
 * each their balance): the same figures as `walletViews`, in one statement. Each registered share's
 * `$1` / `$2` (site, member) are bound to the row's own site and member.
 */
export async function walletViewsOfMembers(
  db: Queryable,
  input: { siteId: number; memberIds: readonly number[]; walletType: WalletType },
): Promise<Map<number, WalletView>> {
  const shares = [...escrowShares.values()].filter((share) => share.walletType === input.walletType);
  const perRow = (sql: string) => sql.replace(/\$1\b/g, 'w.site_id').replace(/\$2\b/g, 'w.member_id');
  const escrow = shares.length === 0 ? '0' : shares.map((share) => `(${perRow(share.sql)})`).join(' + ');
  const result = await db.query<WalletRow & { member_id: number }>(
    `SELECT w.member_id, w.wallet_type, w.asset, w.point::text AS point, (w.reserved + ${escrow})::text AS game_wait_point
     FROM (
       SELECT site_id, member_id, wallet_type, asset,
         COALESCE(SUM(balance) FILTER (WHERE kind = 'AVAILABLE'), 0) AS point,
         COALESCE(SUM(balance) FILTER (WHERE kind = 'RESERVED'), 0) AS reserved
       FROM ledger_account
       WHERE site_id = $1 AND member_id = ANY($2::int[]) AND wallet_type = $3
       GROUP BY site_id, member_id, wallet_type, asset
     ) w`,
    [input.siteId, input.memberIds, input.walletType],
  );
  const views = new Map<number, WalletView>();
  for (const row of result.rows) {
    const point = parseAmount(row.point);
    const gameWaitPoint = parseAmount(row.game_wait_point);
    views.set(row.member_id, {
      type: row.wallet_type,
      currency: row.asset,
      point,
      gameWaitPoint,
      realPoint: point + gameWaitPoint,
    });
  }
  return views;
}
