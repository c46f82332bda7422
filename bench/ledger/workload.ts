import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { ensureMemberWallet, systemAccount, transfer } from '../../apps/server/src/ledger/index.ts';
import { isRejection } from '../../apps/server/src/core/rejection.ts';

/** One client's pair of accounts: its own member wallet and its own house shard. */
export interface Lane {
  readonly memberAccountId: number;
  readonly houseAccountId: number;
}

export interface Workload {
  readonly schema: string;
  readonly siteId: number;
  readonly lanes: readonly Lane[];
}

/**
 * A fresh schema with the migrations, one site, and one member per client funded with far more than
 * the run can spend. Each client gets its own house shard (shard key = client index), as a real
 * server spreads members over shards, so the measurement is of the store, not of one hot row.
 */
export async function prepareWorkload(url: string, clientsMax: number): Promise<Workload> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = openPostgres({ connectionString: url, schema, poolSizeMax: 2 });
  try {
    await migrate(db);
    const site = await db.query<{ id: number }>(
      `INSERT INTO site_info (code, name, type) VALUES ('bench', 'bench', '111111') RETURNING id`,
    );
    const siteId = site.rows[0]?.id ?? 0;
    const lanes: Lane[] = [];
    for (let index = 0; index < clientsMax; index += 1) {
      lanes.push(await fundLane(db, siteId, index));
    }
    return { schema, siteId, lanes };
  } finally {
    await db.close();
  }
}

async function fundLane(db: Database, siteId: number, index: number): Promise<Lane> {
  const member = await db.query<{ id: number }>(
    `INSERT INTO member (site_id, username, password_hash, name) VALUES ($1, $2, 'x', $2) RETURNING id`,
    [siteId, `bench${index}`],
  );
  const memberId = member.rows[0]?.id ?? 0;
  return db.transaction(async (tx) => {
    const wallet = await ensureMemberWallet(tx, { siteId, memberId, walletType: 'BINARY', asset: 'KRW' });
    const houseAccountId = await systemAccount(tx, { siteId, asset: 'KRW', kind: 'HOUSE', shardKey: index });
    const clearing = await systemAccount(tx, {
      siteId,
      asset: 'KRW',
      kind: 'PROVIDER_CLEARING',
      shardKey: 0,
    });
    const funded = await transfer(tx, {
      siteId,
      asset: 'KRW',
      debitAccountId: clearing,
      creditAccountId: wallet.availableAccountId,
      amountMinor: 10n ** 15n,
      dnwType: 'D',
      ref: 'bench:funding',
    });
    if (isRejection(funded)) throw new Error('funding refused');
    return { memberAccountId: wallet.availableAccountId, houseAccountId };
  });
}

export async function dropWorkload(url: string, workload: Workload): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA ${workload.schema} CASCADE`);
  await admin.end();
}
