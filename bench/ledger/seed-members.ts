import type { Database } from '../../apps/server/src/db/database.ts';
import { systemAccount, systemShardCount } from '../../apps/server/src/ledger/index.ts';

// What the position benchmarks' seeds share: a site's sharded system accounts, and many members
// with one wallet's two accounts, written set-based.

/** Every shard of the system accounts a product's positions post to (its margin kind among them). */
export async function seedSystemAccounts(
  db: Database,
  siteId: number,
  asset: string,
  marginKind: 'FUTURES_MARGIN' | 'OVERSEA_MARGIN',
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let shard = 0; shard < systemShardCount; shard += 1)
      for (const kind of [marginKind, 'HOUSE', 'FEE', 'INSURANCE', 'PROVIDER_CLEARING'] as const)
        await systemAccount(tx, { siteId, asset, kind, shardKey: shard });
  });
}

/**
 * `count` members of the site named `<prefix><n>`, each with the AVAILABLE and RESERVED accounts of
 * one wallet, then the statistics: without them the foreign-key checks of each later posting plan a
 * sequential scan of the accounts (as a running server's autovacuum would have them).
 */
export async function seedMembers(
  db: Database,
  input: { siteId: number; count: number; prefix: string; asset: string; walletType: 'BINARY' | 'FUTURES' },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO member (site_id, username, password_hash, name)
       SELECT $1, $3 || g, 'x', $3 || g FROM generate_series(1, $2::int) g`,
      [input.siteId, input.count, input.prefix],
    );
    await tx.query(
      `INSERT INTO ledger_account (site_id, asset, kind, member_id, wallet_type)
       SELECT $1, $2, k.kind, m.id, $3 FROM member m CROSS JOIN (VALUES ('AVAILABLE'), ('RESERVED')) k(kind)
       WHERE m.site_id = $1 ORDER BY m.id, k.kind`,
      [input.siteId, input.asset, input.walletType],
    );
  });
  await db.query('ANALYZE member');
  await db.query('ANALYZE ledger_account');
}
