import { openPostgres } from '../../apps/server/src/db/postgres.ts';
import { seedFuturesSite, seedMembers } from '../ledger/seed-members.ts';

/** 50,000.0 USDT: BTCUSDT's price in units of 0.1 USDT, the trader's fill price. */
export const fillPrice = 500_000;
const usdt = 100_000_000n;
/** The trader's fill: 10,000 USDT notional at 10×, so 1,000 USDT of margin and a 4 USDT fee. */
export const traderQty = 10_000n * usdt;
export const traderMargin = 1_000n * usdt;
const traderFee = 4n * usdt;
/** What each follower has: 10,000 USDT, except every tenth, whose 0.05 USDT pays no copy (a skip). */
const funds = 10_000n * usdt;
const poorFunds = 5_000_000n;

export interface SeededFanout {
  readonly siteId: number;
  readonly optionId: number;
  readonly traderMemberId: number;
  readonly signalId: number;
  readonly followers: number;
}

/**
 * One site with a BTCUSDT option, a trader and `followers` members each following them on BTCUSDT at
 * 50 % with a 100 USDT one-copy cap (so every copy is 100 USDT of margin, 1,000 notional at 10×), all
 * funded by deposits (clearing → FUTURES), and the trader's opening fill as placement writes it (its
 * position, its FILLED order, margin and fee postings): the order's insert fires the signal trigger,
 * so the signal waiting for the fan-out is the one a real fill leaves. Seeding commits asynchronously;
 * the cluster stays durable for the runs.
 */
export async function seedFanout(url: string, followers: number): Promise<SeededFanout> {
  const seedUrl = new URL(url);
  seedUrl.searchParams.set('options', '-c synchronous_commit=off');
  const db = openPostgres({ connectionString: seedUrl.toString(), poolSizeMax: 2 });
  try {
    const { siteId, optionId } = await seedFuturesSite(db);
    await seedMembers(db, {
      siteId,
      count: followers + 1,
      prefix: 'copy',
      asset: 'USDT',
      walletType: 'FUTURES',
    });
    const seeded = await db.transaction(async (tx) => {
      const trader = await tx.query<{ id: number }>(`SELECT min(id) AS id FROM member WHERE site_id = $1`, [
        siteId,
      ]);
      const traderMemberId = trader.rows[0]?.id;
      if (traderMemberId === undefined) throw new Error('no trader member');
      // Deposits: clearing (shard 0) → every member's FUTURES wallet.
      await tx.query(
        `WITH funded AS (
           SELECT a.id, CASE WHEN a.member_id <> $2 AND a.member_id % 10 = 0 THEN $4::numeric ELSE $3::numeric END AS amount
           FROM ledger_account a WHERE a.site_id = $1 AND a.kind = 'AVAILABLE' AND a.wallet_type = 'FUTURES'),
         clearing AS (
           SELECT id FROM ledger_account WHERE site_id = $1 AND member_id IS NULL AND kind = 'PROVIDER_CLEARING'
             AND asset = 'USDT' AND shard = 0),
         posted AS (
           INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, dnw_type, ref)
           SELECT $1, 'USDT', clearing.id, funded.id, funded.amount, 'D', 'bench:funding' FROM funded, clearing
           RETURNING amount)
         UPDATE ledger_account a SET balance = a.balance + CASE WHEN a.id IN (SELECT id FROM clearing)
             THEN -(SELECT sum(amount) FROM posted) ELSE f.amount END
         FROM (SELECT id, amount FROM funded UNION ALL SELECT id, 0 FROM clearing) f WHERE a.id = f.id`,
        [siteId, traderMemberId, funds.toString(), poorFunds.toString()],
      );
      const approved = await tx.query<{ id: number }>(
        `INSERT INTO copytrade_trader (site_id, member_id, approved_at) VALUES ($1, $2, now()) RETURNING id`,
        [siteId, traderMemberId],
      );
      await tx.query(
        `INSERT INTO copytrade_follow (site_id, trader_id, member_id, follow_stock, multiply_per, max_bet, one_max_bet,
           created_at)
         SELECT $1, $2, id, ARRAY['BTCUSDT'], 50, 1000 * $3::numeric, 100 * $3::numeric, now()
         FROM member WHERE site_id = $1 AND id <> $4`,
        [siteId, approved.rows[0]?.id, usdt.toString(), traderMemberId],
      );
      // The trader's opening fill, as placement writes it.
      const position = await tx.query<{ id: number }>(
        `INSERT INTO futures_position (site_id, member_id, futures_option_id, trade_type, margin_type, leverage, qty,
           entry_price, margin, opened_at, updated_at)
         VALUES ($1, $2, $3, 'LONG', 'ISOLATED', 10, $4, $5, $6, now(), now()) RETURNING id`,
        [siteId, traderMemberId, optionId, traderQty.toString(), fillPrice, traderMargin.toString()],
      );
      const order = await tx.query<{ id: number }>(
        `INSERT INTO futures_order (site_id, member_id, futures_option_id, futures_position_id, trade_type, market_type,
           status, qty, leverage, margin_type, margin, fee, realized_pnl, fill_price, fill_tick_at, fill_source,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'LONG', 'MARKET', 'FILLED', $5, 10, 'ISOLATED', $6, $7, 0, $8, now(), 'bench', now(),
           now()) RETURNING id`,
        [
          siteId,
          traderMemberId,
          optionId,
          position.rows[0]?.id,
          traderQty.toString(),
          traderMargin.toString(),
          traderFee.toString(),
          fillPrice,
        ],
      );
      await tx.query(
        `WITH legs AS (
           SELECT w.id AS debit, s.id AS credit, CASE s.kind WHEN 'FUTURES_MARGIN' THEN $3::numeric ELSE $4::numeric END
             AS amount
           FROM ledger_account w, ledger_account s
           WHERE w.member_id = $2 AND w.kind = 'AVAILABLE' AND w.wallet_type = 'FUTURES'
             AND s.site_id = $1 AND s.member_id IS NULL AND s.asset = 'USDT' AND s.shard = $2 % 8
             AND s.kind IN ('FUTURES_MARGIN', 'FEE')),
         posted AS (
           INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, ref)
           SELECT $1, 'USDT', debit, credit, amount, 'futures-order:' || $5 FROM legs RETURNING 1)
         UPDATE ledger_account a SET balance = a.balance + d.delta
         FROM (SELECT credit AS id, amount AS delta FROM legs
               UNION ALL SELECT debit, -sum(amount) FROM legs GROUP BY debit) d
         WHERE a.id = d.id AND (SELECT count(*) FROM posted) = 2`,
        [siteId, traderMemberId, traderMargin.toString(), traderFee.toString(), order.rows[0]?.id],
      );
      const signal = await tx.query<{ id: string }>(
        `SELECT id::text AS id FROM copytrade_signal WHERE futures_order_id = $1`,
        [order.rows[0]?.id],
      );
      const signalId = Number(signal.rows[0]?.id);
      if (!Number.isInteger(signalId) || signalId <= 0) throw new Error('the fill left no signal');
      return { traderMemberId, signalId };
    });
    await db.query('ANALYZE');
    return { siteId, optionId, followers, ...seeded };
  } finally {
    await db.close();
  }
}
