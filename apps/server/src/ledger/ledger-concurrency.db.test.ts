import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/support/test-database.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ensureMemberWallet, systemAccount } from './accounts.ts';
import { postHold, reserve, voidHold } from './holds.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { createTestMember, createTestSite } from './test-fixtures.ts';
import { transfer } from './transfer.ts';
import { walletViews } from './wallet-views.ts';
import { isRejection } from '../core/rejection.ts';
import type { Rejection } from '../core/rejection.ts';

// Many transactions at once against the same rows. On PostgreSQL they truly overlap (a pool of 40
// connections); on PGlite they queue, and the outcome must be the same. Every transaction body counts
// its attempts: a deadlock would show up as a retry even though the Database wrapper hides it.

interface Funded {
  siteId: number;
  memberId: number;
  availableAccountId: number;
  reservedAccountId: number;
}

async function fundedMember(db: Database, siteId: number, amountMinor: bigint): Promise<Funded> {
  const memberId = await createTestMember(db, siteId);
  return db.transaction(async (tx) => {
    const wallet = await ensureMemberWallet(tx, { siteId, memberId, walletType: 'BINARY', asset: 'KRW' });
    const clearing = await systemAccount(tx, {
      siteId,
      asset: 'KRW',
      kind: 'PROVIDER_CLEARING',
      shardKey: 0,
    });
    const deposit = await transfer(tx, {
      siteId,
      asset: 'KRW',
      debitAccountId: clearing,
      creditAccountId: wallet.availableAccountId,
      amountMinor,
      dnwType: 'D',
      ref: 'deposit:test',
    });
    expect(isRejection(deposit)).toBe(false);
    return { siteId, memberId, ...wallet };
  });
}

/** How many results were accepted (`ok`) and how many were refused with each code. */
function tally(results: readonly (object | Rejection)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) {
    const key = isRejection(result) ? result.code : 'ok';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function counted<T>(attempts: { count: number }, work: (tx: Queryable) => Promise<T>) {
  return (tx: Queryable) => {
    attempts.count += 1;
    return work(tx);
  };
}

describe(`ledger under concurrency (${testDatabaseKind()})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('accepts exactly 10 of 200 concurrent debits of 10 from a balance of 100 and leaves 0', async () => {
    const siteId = await createTestSite(db);
    const member = await fundedMember(db, siteId, 100n);
    const attempts = { count: 0 };
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        db.transaction(
          counted(attempts, async (tx) => {
            // Different house shards, created on first use by whichever transaction comes first.
            const house = await systemAccount(tx, { siteId, asset: 'KRW', kind: 'HOUSE', shardKey: index });
            return transfer(tx, {
              siteId,
              asset: 'KRW',
              debitAccountId: member.availableAccountId,
              creditAccountId: house,
              amountMinor: 10n,
              ref: `bet:${index}`,
            });
          }),
        ),
      ),
    );
    expect(tally(results)).toEqual({ ok: 10, INSUFFICIENT_BALANCE: 190 });
    expect(attempts.count).toBe(200);
    const [wallet] = await walletViews(db, { siteId, memberId: member.memberId });
    expect(wallet).toMatchObject({ point: 0n, gameWaitPoint: 0n, realPoint: 0n });
    const postings = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_posting WHERE debit_account_id = $1',
      [member.availableAccountId],
    );
    expect(postings.rows[0]?.n).toBe(10);
    expect(await checkLedgerInvariants(db, { siteId })).toEqual([]);
  });

  it('queues opposite transfers between the same two members instead of deadlocking', async () => {
    const siteId = await createTestSite(db);
    const [kim, lee] = [await fundedMember(db, siteId, 50n), await fundedMember(db, siteId, 50n)];
    const attempts = { count: 0 };
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const [from, to] = index % 2 === 0 ? [kim, lee] : [lee, kim];
        return db.transaction(
          counted(attempts, (tx) =>
            transfer(tx, {
              siteId,
              asset: 'KRW',
              debitAccountId: from.availableAccountId,
              creditAccountId: to.availableAccountId,
              amountMinor: 3n,
              ref: `gift:${index}`,
            }),
          ),
        );
      }),
    );
    expect(attempts.count).toBe(100);
    expect(
      Object.keys(tally(results)).filter((code) => code !== 'ok' && code !== 'INSUFFICIENT_BALANCE'),
    ).toEqual([]);
    const points = await Promise.all(
      [kim, lee].map(
        async (member) => (await walletViews(db, { siteId, memberId: member.memberId }))[0]?.point,
      ),
    );
    expect((points[0] ?? 0n) + (points[1] ?? 0n)).toBe(100n);
    expect(await checkLedgerInvariants(db, { siteId })).toEqual([]);
  });

  it('settles a hold once when 20 settlements race for it', async () => {
    const siteId = await createTestSite(db);
    const member = await fundedMember(db, siteId, 1_000n);
    const held = await db.transaction((tx) =>
      reserve(tx, {
        ...member,
        walletType: 'BINARY',
        asset: 'KRW',
        amountMinor: 600n,
        purpose: 'BET',
        ref: 'bet:1',
      }),
    );
    if (isRejection(held)) throw new Error('the reservation was refused');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction(async (tx) => {
          if (index % 2 === 1) return voidHold(tx, { holdId: held.holdId, dnwType: 'E', ref: 'round:void' });
          const house = await systemAccount(tx, { siteId, asset: 'KRW', kind: 'HOUSE', shardKey: index });
          return postHold(tx, {
            holdId: held.holdId,
            creditAccountId: house,
            amountMinor: 600n,
            dnwType: 'C',
            ref: 'round:1',
          });
        }),
      ),
    );
    expect(tally(results)).toEqual({ ok: 1, HOLD_NOT_OPEN: 19 });
    const [wallet] = await walletViews(db, { siteId, memberId: member.memberId });
    expect(wallet?.gameWaitPoint).toBe(0n);
    expect([400n, 1_000n]).toContain(wallet?.point);
    expect(await checkLedgerInvariants(db, { siteId })).toEqual([]);
  });

  it('accepts exactly 5 of 50 concurrent reservations of 20 from a balance of 100', async () => {
    const siteId = await createTestSite(db);
    const member = await fundedMember(db, siteId, 100n);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        db.transaction((tx) =>
          reserve(tx, {
            ...member,
            walletType: 'BINARY',
            asset: 'KRW',
            amountMinor: 20n,
            purpose: 'BET',
            ref: `bet:${index}`,
          }),
        ),
      ),
    );
    expect(tally(results)).toEqual({ ok: 5, INSUFFICIENT_BALANCE: 45 });
    const [wallet] = await walletViews(db, { siteId, memberId: member.memberId });
    expect(wallet).toMatchObject({ point: 0n, gameWaitPoint: 100n, realPoint: 100n });
    expect(await checkLedgerInvariants(db, { siteId })).toEqual([]);
  });
});
