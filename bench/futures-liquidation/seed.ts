import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { systemShardCount } from '../../apps/server/src/ledger/index.ts';
import { seedFuturesSite, seedMembers } from '../ledger/seed-members.ts';

/** The entry of every seeded position: 50,000.0 USDT (BTCUSDT prices are in units of 0.1). */
export const entryPrice = 500_000;
/** The shock: the mark falls to 44,000.0, which liquidates exactly the 20 % seeded to fall. */
export const shockPrice = 440_000;

export interface SeededBook {
  readonly siteId: number;
  readonly optionId: number;
  readonly positions: number;
}

/**
 * `positions` open LONG/SHORT positions of 10,000 USDT on one BTCUSDT option, one member each, by member
 * id mod 10 (all opened at 50,000 with the 4 USDT taker fee paid):
 * - 0: ISOLATED 10×, 1,000 margin, 500 in the wallet: liquidated at 44,000, insurance pays 200;
 * - 5: CROSS 10×, 1,000 margin, 100 in the wallet (liquidation at 44,678.7): liquidated at 44,000,
 *   the wallet emptied, insurance pays 100;
 * - 1–4: ISOLATED 5×, 2,000 margin, LONG (liquidation at 40,160.6) or SHORT (at 59,839.3): survive;
 * - 6–9: CROSS 10×, 1,000 margin, 5,000 in the wallet (liquidation near 20,080): survive.
 * Written set-based in SQL with every posting a deposit and an opening fill make (clearing → wallet,
 * wallet → FUTURES_MARGIN, wallet → FEE), so the ledger invariants hold before the shock. Seeding is
 * not what is measured; it commits asynchronously, the cluster stays durable for the runs.
 */
export async function seedBook(url: string, positions: number): Promise<SeededBook> {
  const seedUrl = new URL(url);
  seedUrl.searchParams.set('options', '-c synchronous_commit=off');
  const db = openPostgres({ connectionString: seedUrl.toString(), poolSizeMax: 2 });
  try {
    const { siteId, optionId } = await seedFuturesSite(db);
    await seedMembers(db, { siteId, count: positions, prefix: 'liq', asset: 'USDT', walletType: 'FUTURES' });
    await db.transaction(async (tx) => {
      await tx.query(`CREATE TEMP TABLE seed_plan ON COMMIT DROP AS
        SELECT m.id AS member_id, a.id AS available_id, m.id % ${systemShardCount} AS shard,
          CASE WHEN m.id % 10 IN (0, 1, 2, 3, 4) THEN 'ISOLATED' ELSE 'CROSS' END AS margin_type,
          CASE WHEN m.id % 10 IN (1, 2, 3, 4) THEN 5 ELSE 10 END AS leverage,
          CASE WHEN m.id % 10 IN (2, 4) THEN 'SHORT' ELSE 'LONG' END AS side,
          (CASE WHEN m.id % 10 IN (1, 2, 3, 4) THEN 2000 ELSE 1000 END)::numeric * 100000000 AS margin,
          (CASE m.id % 10 WHEN 5 THEN 100 WHEN 0 THEN 500 WHEN 1 THEN 500 WHEN 2 THEN 500 WHEN 3 THEN 500
            WHEN 4 THEN 500 ELSE 5000 END)::numeric * 100000000 AS wallet,
          400000000::numeric AS fee
        FROM member m JOIN ledger_account a ON a.member_id = m.id AND a.kind = 'AVAILABLE' WHERE m.site_id = ${siteId}`);
      await tx.query('ANALYZE seed_plan');
      const shard = (kind: string) =>
        `(SELECT id FROM ledger_account s WHERE s.site_id = ${siteId} AND s.member_id IS NULL AND s.kind = '${kind}' AND s.shard = p.shard)`;
      await tx.query(`INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, transfer_id, dnw_type, ref)
        SELECT ${siteId}, 'USDT', ${shard('PROVIDER_CLEARING')}, p.available_id, p.wallet + p.margin + p.fee, gen_random_uuid(), 'D', 'bench:funding' FROM seed_plan p
        UNION ALL
        SELECT ${siteId}, 'USDT', p.available_id, ${shard('FUTURES_MARGIN')}, p.margin, gen_random_uuid(), NULL, 'bench:open' FROM seed_plan p
        UNION ALL
        SELECT ${siteId}, 'USDT', p.available_id, ${shard('FEE')}, p.fee, gen_random_uuid(), NULL, 'bench:open' FROM seed_plan p`);
      await tx.query(
        `UPDATE ledger_account a SET balance = p.wallet FROM seed_plan p WHERE a.id = p.available_id`,
      );
      await tx.query(`UPDATE ledger_account a SET balance = a.balance + t.delta FROM (
          SELECT s.id, CASE s.kind WHEN 'PROVIDER_CLEARING' THEN -SUM(p.wallet + p.margin + p.fee)
            WHEN 'FUTURES_MARGIN' THEN SUM(p.margin) ELSE SUM(p.fee) END AS delta
          FROM seed_plan p JOIN ledger_account s ON s.site_id = ${siteId} AND s.member_id IS NULL AND s.shard = p.shard
            AND s.kind IN ('PROVIDER_CLEARING', 'FUTURES_MARGIN', 'FEE')
          GROUP BY s.id, s.kind) t WHERE a.id = t.id`);
      await tx.query(
        `INSERT INTO futures_position (site_id, member_id, futures_option_id, trade_type, margin_type, leverage, qty,
           entry_price, margin, opened_at, updated_at)
         SELECT $1, p.member_id, $2, p.side, p.margin_type, p.leverage, 1000000000000, $3, p.margin, $4, $4
         FROM seed_plan p ORDER BY p.member_id`,
        [siteId, optionId, entryPrice, new Date(Date.UTC(2026, 10, 25, 0, 0, 0))],
      );
    });
    // Statistics as autovacuum keeps them on a running server: fresh tables have none.
    await db.query('ANALYZE');
    return { siteId, optionId, positions };
  } finally {
    await db.close();
  }
}
