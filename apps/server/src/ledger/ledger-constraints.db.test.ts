import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/support/test-database.ts';
import { sqlState } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { systemAccount } from './accounts.ts';
import { reserve } from './holds.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { createFundedMember } from './test-fixtures.ts';
import { isRejection } from '../core/rejection.ts';

// What holds even when someone goes around the store: the database's own constraints, and the
// invariant checker noticing what they cannot express.

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the statement to fail'),
    (error: unknown) => error,
  );
}

describe(`ledger constraints (${testDatabaseKind()})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('refuses a negative member balance in the database even when the guard is bypassed', async () => {
    const s = await createFundedMember(db);
    const error = await failure(
      db.query('UPDATE ledger_account SET balance = balance - 1001 WHERE id = $1', [
        s.wallet.availableAccountId,
      ]),
    );
    expect(sqlState(error)).toBe('23514');
    // System accounts may go below zero: provider clearing is minus what members deposited.
    const clearing = await db.query<{ balance: string }>('SELECT balance FROM ledger_account WHERE id = $1', [
      s.clearing,
    ]);
    expect(clearing.rows[0]?.balance).toBe('-1000');
  });

  it('refuses postings across assets, to the same account, or of no amount, whoever writes them', async () => {
    const s = await createFundedMember(db);
    const usdtHouse = await db.transaction((tx) =>
      systemAccount(tx, { siteId: s.siteId, asset: 'USDT', kind: 'HOUSE', shardKey: 0 }),
    );
    const insert = (debit: number, credit: number, amount: string) =>
      db.query(
        `INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, ref)
         VALUES ($1, 'KRW', $2, $3, $4::numeric, 'raw')`,
        [s.siteId, debit, credit, amount],
      );
    expect(sqlState(await failure(insert(s.house, usdtHouse, '1')))).toBe('23503');
    expect(sqlState(await failure(insert(s.house, s.house, '1')))).toBe('23514');
    expect(sqlState(await failure(insert(s.house, s.clearing, '0')))).toBe('23514');
  });

  it('checks the accounts and hold of every posting of a big statement too, and keeps accounts and holds', async () => {
    const s = await createFundedMember(db);
    const usdtHouse = await db.transaction((tx) =>
      systemAccount(tx, { siteId: s.siteId, asset: 'USDT', kind: 'HOUSE', shardKey: 0 }),
    );
    // 2,000 good postings and one whose credit account is of another asset (or whose hold does not
    // exist), in one statement: the check covers every posting of it (migration 0009).
    const many = (credit: number, holdId: number | null) =>
      db.query(
        `INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, hold_id, ref)
         SELECT $1, 'KRW', $2, CASE WHEN n = 1500 THEN $3::bigint ELSE $4::bigint END, 1,
           CASE WHEN n = 1500 THEN $5::bigint END, 'raw'
         FROM generate_series(1, 2001) n`,
        [s.siteId, s.house, credit, s.clearing, holdId],
      );
    expect(sqlState(await failure(many(usdtHouse, null)))).toBe('23503');
    expect(sqlState(await failure(many(s.clearing, 987_654_321)))).toBe('23503');
    const oneWithHold = db.query(
      `INSERT INTO ledger_posting (site_id, asset, debit_account_id, credit_account_id, amount, hold_id, ref)
       VALUES ($1, 'KRW', $2, $3, 1, 987654321, 'raw')`,
      [s.siteId, s.house, s.clearing],
    );
    expect(sqlState(await failure(oneWithHold))).toBe('23503');
    const postings = await db.query('SELECT 1 FROM ledger_posting WHERE ref = $1', ['raw']);
    expect(postings.rowCount).toBe(0);
    expect(sqlState(await failure(db.query('DELETE FROM ledger_account WHERE id = $1', [usdtHouse])))).toBe(
      '23503',
    );
    expect(
      sqlState(await failure(db.query(`UPDATE ledger_account SET asset = 'USDT' WHERE id = $1`, [s.house]))),
    ).toBe('23503');
    expect(
      sqlState(await failure(db.query(`UPDATE ledger_account SET kind = 'FEE' WHERE id = $1`, [s.house]))),
    ).toBe('23503');
  });

  it('refuses an account of no valid shape when it is made', async () => {
    const s = await createFundedMember(db);
    const account = (asset: string, kind: string, memberId: number | null, walletType: string | null) =>
      db.query(
        `INSERT INTO ledger_account (site_id, asset, kind, member_id, wallet_type) VALUES ($1, $2, $3, $4, $5)`,
        [s.siteId, asset, kind, memberId, walletType],
      );
    expect(sqlState(await failure(account('krw', 'HOUSE', null, null)))).toBe('23514');
    expect(sqlState(await failure(account('KRW', 'JACKPOT', null, null)))).toBe('23514');
    expect(sqlState(await failure(account('KRW', 'AVAILABLE', null, null)))).toBe('23514');
    expect(sqlState(await failure(account('KRW', 'HOUSE', s.memberId, 'BINARY')))).toBe('23514');
    expect(sqlState(await failure(account('KRW', 'AVAILABLE', s.memberId, 'binary')))).toBe('23514');
  });

  it('finds what is wrong when someone bypasses the store', async () => {
    const s = await createFundedMember(db, 1_000n);
    const held = await db.transaction((tx) =>
      reserve(tx, {
        ...s,
        walletType: 'BINARY',
        asset: 'KRW',
        amountMinor: 100n,
        purpose: 'BET',
        ref: 'bet:1',
      }),
    );
    if (isRejection(held)) throw new Error('the reservation was refused');
    expect(await checkLedgerInvariants(db, { siteId: s.siteId })).toEqual([]);
    await db.query('UPDATE ledger_account SET balance = balance + 5 WHERE id = $1', [s.house]);
    await db.query(
      `UPDATE ledger_hold SET status = 'VOIDED', posted_amount = 0, settled_at = now() WHERE id = $1`,
      [held.holdId],
    );
    const problems = await checkLedgerInvariants(db, { siteId: s.siteId });
    expect(problems.join('\n')).toMatch(/balances sum to 5, not 0/);
    expect(problems.join('\n')).toMatch(/balance 5 but postings net 0/);
    expect(problems.join('\n')).toMatch(/reserved 100 but open holds sum to 0/);
    expect(problems.join('\n')).toMatch(/postings moved in 100, out 0/);
  });
});
