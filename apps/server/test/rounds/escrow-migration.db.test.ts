import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { loadMigrations, migrate } from '../../src/db/migrate.ts';
import {
  checkLedgerInvariants,
  ensureMemberWallet,
  postHold,
  reserve,
  systemAccount,
  transfer,
  walletViews,
} from '../../src/ledger/index.ts';
import { syncInstrumentCatalogue } from '../../src/market/instrument-catalogue.ts';
import { registerRoundsLedgerHooks } from '../../src/modules/rounds/ledger-hooks.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { isRejection } from '../../src/core/rejection.ts';

// Migration 0009 moves bets from ledger holds to the bet escrow. A database that has bets when it
// runs must come out with the same money: a running bet's stake in the escrow (still gameWaitPoint),
// a settled bet's result unchanged, and every ledger invariant holding.

const L = 30_000;
const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);
let db: Database;

beforeAll(async () => {
  // The wallets and invariants read here include the rounds' escrow (no app is built).
  registerRoundsLedgerHooks();
  db = await openTestDatabase(loadMigrations().filter((migration) => migration.version <= 8));
});
afterAll(async () => {
  await db.close();
});

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const rows = await db.query<T & object>(sql, params);
  const row = rows.rows[0];
  if (row === undefined) throw new Error(`no row from ${sql}`);
  return row;
}

/** A round of the option, decided (status 1, buy won) or running. */
async function round(optionId: number, openAt: number, settled: boolean): Promise<number> {
  const at = (ms: number) => new Date(ms);
  const decided = settled
    ? [
        650_000,
        at(openAt + L),
        'seed',
        650_100,
        at(openAt + 2 * L),
        'seed',
        'SETTLED',
        1,
        'B',
        at(openAt + 2 * L),
      ]
    : [null, null, null, null, null, null, 'OPEN', 0, null, null];
  const row = await one<{ id: number }>(
    `INSERT INTO trade_round (site_id, trade_option_id, open_at, lock_at, close_at, payout, lock_price,
       lock_tick_at, lock_source, close_price, close_tick_at, close_source, phase, status, result, settled_at)
     SELECT site_id, id, $2, $3, $4, 1.95, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14 FROM trade_option WHERE id = $1
     RETURNING id`,
    [optionId, at(openAt), at(openAt + L), at(openAt + 2 * L), ...decided],
  );
  return row.id;
}

/** A bet as the code before 0009 made it: the bet row, a BET hold and its placement row. */
async function holdBet(
  siteId: number,
  memberId: number,
  roundId: number,
  stake: bigint,
  won: boolean | null,
) {
  await db.transaction(async (tx) => {
    const bet = await tx.query<{ id: number }>(
      `INSERT INTO trade_bet (site_id, member_id, trade_option_id, trade_round_id, side, asset, stake, status,
         result_point, created_at, updated_at, settled_at)
       SELECT $1, $2, trade_option_id, id, 'B', 'KRW', $4, $5, $6, now(), now(), $7 FROM trade_round WHERE id = $3
       RETURNING id`,
      [
        siteId,
        memberId,
        roundId,
        stake.toString(),
        won === null ? 0 : won ? 1 : 2,
        won === null ? null : won ? ((stake * 195n) / 100n).toString() : '0',
        won === null ? null : new Date(),
      ],
    );
    const betId = bet.rows[0]!.id;
    const held = await reserve(tx, {
      siteId,
      memberId,
      walletType: 'BINARY',
      asset: 'KRW',
      amountMinor: stake,
      purpose: 'BET',
      ref: `bet:${betId}`,
    });
    if (isRejection(held)) throw new Error(held.code);
    await tx.query(
      'INSERT INTO trade_bet_stake (hold_id, trade_bet_id, amount, created_at) VALUES ($1, $2, $3, now())',
      [held.holdId, betId, stake.toString()],
    );
    if (won === false) {
      const house = await systemAccount(tx, { siteId, asset: 'KRW', kind: 'HOUSE', shardKey: memberId });
      const posted = await postHold(tx, {
        holdId: held.holdId,
        creditAccountId: house,
        amountMinor: stake,
        ref: `bet:${betId}`,
      });
      if (isRejection(posted)) throw new Error(posted.code);
    }
  });
}

describe('migration 0009 on a database with bets', () => {
  it('moves running stakes to the escrow and keeps every balance, result and invariant', async () => {
    await syncInstrumentCatalogue(db);
    const site = await one<{ id: number }>(
      `INSERT INTO site_info (code, name, type, binary_currency) VALUES ('m9', 'm9', '000001', 'KRW') RETURNING id`,
    );
    const option = await one<{ id: number }>(
      `INSERT INTO trade_option (site_id, stock, type, round_length_ms, payout, min_point, max_point)
       VALUES ($1, 'BTCUSDT', 'R.5', $2, 1.95, 1000, 1000000) RETURNING id`,
      [site.id, L],
    );
    const member = await one<{ id: number }>(
      `INSERT INTO member (site_id, username, password_hash, name) VALUES ($1, 'kimmig9', 'x', 'kim') RETURNING id`,
      [site.id],
    );
    await db.transaction(async (tx) => {
      const wallet = await ensureMemberWallet(tx, {
        siteId: site.id,
        memberId: member.id,
        walletType: 'BINARY',
        asset: 'KRW',
      });
      const clearing = await systemAccount(tx, {
        siteId: site.id,
        asset: 'KRW',
        kind: 'PROVIDER_CLEARING',
        shardKey: 0,
      });
      await transfer(tx, {
        siteId: site.id,
        asset: 'KRW',
        debitAccountId: clearing,
        creditAccountId: wallet.availableAccountId,
        amountMinor: 100_000n,
        ref: 'seed',
      });
    });
    const lost = await round(option.id, T0, true);
    const running = await round(option.id, T0 + 2 * L, false);
    // The settled round's bet lost (a sell in the real round would have; here the row says so).
    await holdBet(site.id, member.id, lost, 10_000n, false);
    await db.query(`UPDATE trade_bet SET side = 'S' WHERE trade_round_id = $1`, [lost]);
    await holdBet(site.id, member.id, running, 7_000n, null);
    // (The ledger code here is already the new one, so its checks and views are read after 0009.)
    const reserved = await one<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_account WHERE member_id = $1 AND kind = 'RESERVED'`,
      [member.id],
    );
    expect(reserved.balance).toBe('7000');

    expect(await migrate(db)).toContain(9);

    expect(await checkLedgerInvariants(db)).toEqual([]);
    const [binary] = await walletViews(db, { siteId: site.id, memberId: member.id });
    expect(binary).toMatchObject({ point: 83_000n, gameWaitPoint: 7_000n, realPoint: 90_000n });
    const escrow = await one<{ held: string }>(
      `SELECT SUM(balance)::text AS held FROM ledger_account WHERE kind = 'BET_ESCROW'`,
    );
    expect(escrow.held).toBe('7000');
    const bets = await db.query<{ trade_round_id: number; status: number; result_point: string | null }>(
      `SELECT trade_round_id, status, result_point::text AS result_point FROM trade_bet_outcome ORDER BY id`,
    );
    expect(bets.rows).toEqual([
      { trade_round_id: lost, status: 2, result_point: '0' },
      { trade_round_id: running, status: 0, result_point: null },
    ]);
  });
});
