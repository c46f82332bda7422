import type { Queryable } from '../db/database.ts';

/**
 * One invariant: a query returning a row per violation with a `problem` text. `$1` is the site, or
 * NULL for all sites. Sums are cast to text so that no driver turns them into floats.
 */
export interface LedgerInvariant {
  readonly name: string;
  readonly sql: string;
}

/** The ledger's own invariants: they hold whatever products run on it. */
const ledgerChecks: readonly LedgerInvariant[] = [
  {
    name: 'balances sum to zero per site and asset',
    sql: `SELECT format('site %s %s: balances sum to %s, not 0', site_id, asset, SUM(balance)) AS problem
      FROM ledger_account WHERE $1::int IS NULL OR site_id = $1
      GROUP BY site_id, asset HAVING SUM(balance) <> 0`,
  },
  {
    name: 'each balance is its credits minus its debits',
    sql: `WITH moved AS (
        SELECT credit_account_id AS id, amount FROM ledger_posting WHERE $1::int IS NULL OR site_id = $1
        UNION ALL
        SELECT debit_account_id, -amount FROM ledger_posting WHERE $1::int IS NULL OR site_id = $1
      ), net AS (SELECT id, SUM(amount) AS total FROM moved GROUP BY id)
      SELECT format('account %s: balance %s but postings net %s', a.id, a.balance, COALESCE(n.total, 0))
        AS problem
      FROM ledger_account a LEFT JOIN net n ON n.id = a.id
      WHERE ($1::int IS NULL OR a.site_id = $1) AND a.balance <> COALESCE(n.total, 0)`,
  },
  {
    name: 'no member balance below zero',
    sql: `SELECT format('account %s of member %s: balance %s below zero', id, member_id, balance) AS problem
      FROM ledger_account
      WHERE ($1::int IS NULL OR site_id = $1) AND member_id IS NOT NULL AND balance < 0`,
  },
  {
    name: 'each RESERVED balance is the sum of its open holds',
    sql: `SELECT format('account %s: reserved %s but open holds sum to %s', a.id, a.balance,
        COALESCE(SUM(h.amount), 0)) AS problem
      FROM ledger_account a LEFT JOIN ledger_hold h ON h.reserved_account_id = a.id AND h.status = 'OPEN'
      WHERE ($1::int IS NULL OR a.site_id = $1) AND a.kind = 'RESERVED'
      GROUP BY a.id, a.balance HAVING a.balance <> COALESCE(SUM(h.amount), 0)`,
  },
  {
    name: "each hold's accounts are its member's wallet",
    sql: `SELECT format('hold %s: accounts %s/%s are not the AVAILABLE/RESERVED pair of member %s',
        h.id, h.available_account_id, h.reserved_account_id, h.member_id) AS problem
      FROM ledger_hold h
      JOIN ledger_account av ON av.id = h.available_account_id
      JOIN ledger_account rs ON rs.id = h.reserved_account_id
      WHERE ($1::int IS NULL OR h.site_id = $1)
        AND NOT (av.kind = 'AVAILABLE' AND rs.kind = 'RESERVED' AND av.member_id = h.member_id
          AND rs.member_id = h.member_id AND av.wallet_type = rs.wallet_type)`,
  },
  {
    name: "each hold's postings match its status",
    // In: what entered RESERVED under the hold. Out: what left it. Posted: what left the wallet.
    sql: `WITH flows AS (
        SELECT h.id, h.amount, h.status, COALESCE(h.posted_amount, 0) AS posted_amount,
          COALESCE(SUM(p.amount) FILTER (WHERE p.credit_account_id = h.reserved_account_id), 0) AS moved_in,
          COALESCE(SUM(p.amount) FILTER (WHERE p.debit_account_id = h.reserved_account_id), 0) AS moved_out,
          COALESCE(SUM(p.amount) FILTER (WHERE p.debit_account_id = h.reserved_account_id
            AND p.credit_account_id <> h.available_account_id), 0) AS moved_away
        FROM ledger_hold h LEFT JOIN ledger_posting p ON p.hold_id = h.id
        WHERE $1::int IS NULL OR h.site_id = $1
        GROUP BY h.id)
      SELECT format('hold %s (%s, %s): postings moved in %s, out %s, away %s', id, status, amount,
        moved_in, moved_out, moved_away) AS problem
      FROM flows
      WHERE moved_in <> amount OR moved_out <> CASE WHEN status = 'OPEN' THEN 0 ELSE amount END
        OR moved_away <> posted_amount`,
  },
];

/**
 * A product's invariants over its own rows and the ledger's (the rounds module: its bet escrow holds
 * exactly the stakes of its running bets), by name, so registering twice changes nothing. The ledger
 * cannot know them: a product keeps money in escrow or holds against rows only it understands.
 */
const productChecks = new Map<string, LedgerInvariant>();

/** Adds a product's invariants to every `checkLedgerInvariants` from now on (same name: replaced). */
export function registerLedgerInvariants(checks: readonly LedgerInvariant[]): void {
  for (const check of checks) productChecks.set(check.name, check);
}

/**
 * The ledger's invariants (ARCHITECTURE.md §4) and the registered products', checked in the database:
 * an empty list means they hold. Use it after every step of a simulation and at the end of any test
 * that moves money. It only reads; on a busy database run it inside one transaction (REPEATABLE READ)
 * for a consistent view.
 */
export async function checkLedgerInvariants(
  db: Queryable,
  options: { siteId?: number } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (const check of [...ledgerChecks, ...productChecks.values()]) {
    const result = await db.query<{ problem: string }>(check.sql, [options.siteId ?? null]);
    for (const row of result.rows) problems.push(`${check.name}: ${row.problem}`);
  }
  return problems;
}
