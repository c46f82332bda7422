import { findOverseaFuture, OVERSEA_KRW_RATE_DEFAULTS, parseUnits } from '@baro/domain';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { systemShardCount } from '../../apps/server/src/ledger/index.ts';
import { syncInstrumentCatalogue } from '../../apps/server/src/market/instrument-catalogue.ts';
import { seedMembers, seedSystemAccounts } from '../ledger/seed-members.ts';

/** The six instruments of the benchmark, in the order members are spread over them. */
export const stocks = ['NQ', 'ES', 'CL', 'GC', '6E', 'HSI'] as const;

/** Each instrument's entry price (its catalogue reference price) in price units. */
export function entryOf(stock: string): number {
  const spec = findOverseaFuture(stock);
  if (spec === undefined) throw new Error(`${stock} is not in the catalogue`);
  const units = parseUnits(spec.referencePrice, spec.precision, 'exact');
  if (units === null) throw new Error(`${stock}: bad reference price`);
  return units;
}

export interface SeededSite {
  readonly siteId: number;
  readonly members: number;
  readonly positions: number;
}

/** The point of a fragile member (every fifth): near enough the line that NQ's shock cuts its NQ holders. */
export const fragilePointWon = 500_000n;
export const robustPointWon = 10_000_000n;

/**
 * `members` members of one site, each LONG 1 lot of one of the six instruments (by member id mod 6) at
 * its reference price, every tenth also LONG 1 lot of NQ beside it (a multi-instrument holder, checked
 * directly on NQ's ticks). Every fifth member is fragile (500,000 won left), the rest robust
 * (10,000,000). Written set-based in SQL with every posting a deposit and an opening fill make
 * (clearing → BINARY, BINARY → OVERSEA_MARGIN, BINARY → FEE), each position with the FILLED MARKET
 * order that opened it, so the ledger invariants hold before the shock. Seeding is not measured; it
 * commits asynchronously, the cluster stays durable for the runs.
 */
export async function seedSite(url: string, members: number): Promise<SeededSite> {
  const seedUrl = new URL(url);
  seedUrl.searchParams.set('options', '-c synchronous_commit=off');
  const db = openPostgres({ connectionString: seedUrl.toString(), poolSizeMax: 2 });
  try {
    await migrate(db);
    await syncInstrumentCatalogue(db);
    const site = await db.query<{ id: number }>(
      `INSERT INTO site_info (code, name, type, binary_currency) VALUES ('bench', 'bench', '000001', 'KRW') RETURNING id`,
    );
    const siteId = site.rows[0]?.id;
    if (siteId === undefined) throw new Error('the bench site was not written');
    for (const [index, stock] of stocks.entries()) {
      const spec = findOverseaFuture(stock);
      if (spec === undefined) throw new Error(`${stock} is not in the catalogue`);
      await db.query(
        `INSERT INTO oversea_option (site_id, stock, krw_rate, margin_per_lot, fee_per_lot, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          siteId,
          stock,
          OVERSEA_KRW_RATE_DEFAULTS[spec.currency],
          spec.marginPerLotMinor.toString(),
          spec.feePerLotMinor.toString(),
          index,
        ],
      );
    }
    await seedSystemAccounts(db, siteId, 'KRW', 'OVERSEA_MARGIN');
    await seedMembers(db, { siteId, count: members, prefix: 'lcut', asset: 'KRW', walletType: 'BINARY' });
    const openedAt = new Date(Date.UTC(2026, 10, 25, 2, 0, 0));
    await db.transaction(async (tx) => {
      // One row per position: the member's instrument, and NQ beside it for every tenth member.
      await tx.query(
        `CREATE TEMP TABLE seed_position ON COMMIT DROP AS
         SELECT m.id AS member_id, o.id AS option_id, o.stock, i.entry, o.margin_per_lot AS margin, o.fee_per_lot AS fee,
           nextval(pg_get_serial_sequence('oversea_order', 'id'))::int AS id, row_number() OVER (PARTITION BY m.id ORDER BY o.id) AS n
         FROM member m
         JOIN LATERAL (VALUES ((SELECT stock FROM unnest($2::text[]) WITH ORDINALITY s(stock, k) WHERE k = m.id % 6 + 1)),
           (CASE WHEN m.id % 10 = 0 AND m.id % 6 <> 0 THEN 'NQ' END)) held(stock) ON held.stock IS NOT NULL
         JOIN oversea_option o ON o.site_id = $1 AND o.stock = held.stock
         JOIN unnest($2::text[], $3::bigint[]) AS i(stock, entry) ON i.stock = o.stock
         WHERE m.site_id = $1`,
        [siteId, [...stocks], stocks.map(entryOf)],
      );
      await tx.query(`CREATE TEMP TABLE seed_member ON COMMIT DROP AS
        SELECT m.id AS member_id, a.id AS available_id, m.id % ${systemShardCount} AS shard,
          (CASE WHEN m.id % 5 = 0 THEN ${fragilePointWon} ELSE ${robustPointWon} END)::numeric AS point,
          SUM(p.margin) AS margin, SUM(p.fee) AS fee
        FROM member m JOIN ledger_account a ON a.member_id = m.id AND a.kind = 'AVAILABLE'
        JOIN seed_position p ON p.member_id = m.id
        WHERE m.site_id = ${siteId} GROUP BY m.id, a.id`);
      await tx.query('ANALYZE seed_member');
      const shard = (kind: string) =>
        `(SELECT id FROM ledger_account s WHERE s.site_id = ${siteId} AND s.member_id IS NULL AND s.kind = '${kind}' AND s.shard = p.shard)`;
      await tx.query(`INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, dnw_type, ref)
        SELECT ${siteId}, 'KRW', ${shard('PROVIDER_CLEARING')}, p.available_id, p.point + p.margin + p.fee, gen_random_uuid(), 'D', 'bench:funding' FROM seed_member p
        UNION ALL
        SELECT ${siteId}, 'KRW', p.available_id, ${shard('OVERSEA_MARGIN')}, p.margin, gen_random_uuid(), NULL, 'bench:open' FROM seed_member p
        UNION ALL
        SELECT ${siteId}, 'KRW', p.available_id, ${shard('FEE')}, p.fee, gen_random_uuid(), NULL, 'bench:open' FROM seed_member p`);
      await tx.query(
        `UPDATE ledger_account a SET balance = p.point FROM seed_member p WHERE a.id = p.available_id`,
      );
      await tx.query(`UPDATE ledger_account a SET balance = a.balance + t.delta FROM (
          SELECT s.id, CASE s.kind WHEN 'PROVIDER_CLEARING' THEN -SUM(p.point + p.margin + p.fee)
            WHEN 'OVERSEA_MARGIN' THEN SUM(p.margin) ELSE SUM(p.fee) END AS delta
          FROM seed_member p JOIN ledger_account s ON s.site_id = ${siteId} AND s.member_id IS NULL AND s.shard = p.shard
            AND s.kind IN ('PROVIDER_CLEARING', 'OVERSEA_MARGIN', 'FEE')
          GROUP BY s.id, s.kind) t WHERE a.id = t.id`);
      await tx.query(
        `INSERT INTO oversea_order (id, site_id, member_id, oversea_option_id, oversea_position_id, stock, asset,
           trade_type, market_type, member_placed, status, qty, seq, fee, opened_lots, fill_price, fill_tick_at,
           fill_source, created_at, updated_at)
         SELECT p.id, $1::int, p.member_id, p.option_id, p.id, p.stock, 'KRW', 'LONG', 'MARKET', true, 'FILLED', 1, p.n,
           p.fee, 1, p.entry, $2::timestamptz, 'bench', $2::timestamptz, $2::timestamptz
         FROM seed_position p ORDER BY p.id`,
        [siteId, openedAt],
      );
      await tx.query(
        `INSERT INTO oversea_position (id, site_id, member_id, oversea_option_id, stock, asset, trade_type, qty,
           entry_price, margin, seq, opened_at, updated_at)
         SELECT p.id, $1::int, p.member_id, p.option_id, p.stock, 'KRW', 'LONG', 1, p.entry, p.margin, p.n, $2::timestamptz, $2::timestamptz
         FROM seed_position p ORDER BY p.id`,
        [siteId, openedAt],
      );
    });
    await db.query('ANALYZE');
    const counted = await db.query<{ positions: string }>(
      'SELECT count(*)::text AS positions FROM oversea_position WHERE site_id = $1',
      [siteId],
    );
    return { siteId, members, positions: Number(counted.rows[0]?.positions ?? 0) };
  } finally {
    await db.close();
  }
}
