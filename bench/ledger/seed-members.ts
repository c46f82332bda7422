import type { Database } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { syncInstrumentCatalogue } from '../../apps/server/src/market/instrument-catalogue.ts';
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

/**
 * A migrated database's bench site with a BTCUSDT futures option and every futures shard account:
 * what the futures benchmarks' seeds start from.
 */
export async function seedFuturesSite(db: Database): Promise<{ siteId: number; optionId: number }> {
  await migrate(db);
  await syncInstrumentCatalogue(db);
  const site = await db.query<{ id: number }>(
    `INSERT INTO site_info (code, name, type, binary_currency) VALUES ('bench', 'bench', '000001', 'KRW') RETURNING id`,
  );
  const siteId = site.rows[0]?.id;
  if (siteId === undefined) throw new Error('the bench site was not written');
  const option = await db.query<{ id: number }>(
    `INSERT INTO futures_option (site_id, stock, max_leverage) VALUES ($1, 'BTCUSDT', 125) RETURNING id`,
    [siteId],
  );
  const optionId = option.rows[0]?.id;
  if (optionId === undefined) throw new Error('the bench option was not written');
  await seedSystemAccounts(db, siteId, 'USDT', 'FUTURES_MARGIN');
  return { siteId, optionId };
}
