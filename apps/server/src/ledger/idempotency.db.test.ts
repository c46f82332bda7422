import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/support/test-database.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ensureMemberWallet, systemAccount } from './accounts.ts';
import { withIdempotency } from './idempotency.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { createTestMember, createTestSite } from './test-fixtures.ts';
import { transfer } from './transfer.ts';
import { walletViews } from './wallet-views.ts';
import { isRejection } from '../core/rejection.ts';

interface Member {
  siteId: number;
  memberId: number;
}

async function newMember(db: Database): Promise<Member> {
  const siteId = await createTestSite(db);
  return { siteId, memberId: await createTestMember(db, siteId) };
}

/** A deposit of `amount` as an action: one transfer, answered with the new balance. */
function depositAction(member: Member, runs: { count: number }) {
  return async (tx: Queryable) => {
    runs.count += 1;
    const { siteId, memberId } = member;
    const wallet = await ensureMemberWallet(tx, { siteId, memberId, walletType: 'BINARY', asset: 'KRW' });
    const clearing = await systemAccount(tx, {
      siteId,
      asset: 'KRW',
      kind: 'PROVIDER_CLEARING',
      shardKey: 0,
    });
    const moved = await transfer(tx, {
      siteId,
      asset: 'KRW',
      debitAccountId: clearing,
      creditAccountId: wallet.availableAccountId,
      amountMinor: 500n,
      dnwType: 'D',
      ref: 'deposit:test',
    });
    return { statusCode: 200, body: { ok: !isRejection(moved), run: runs.count } };
  };
}

async function point(db: Database, member: Member): Promise<bigint | undefined> {
  return (await walletViews(db, member))[0]?.point;
}

describe(`withIdempotency (${testDatabaseKind()})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers a retry with the first answer and does the work once', async () => {
    const member = await newMember(db);
    const runs = { count: 0 };
    const key = { ...member, requestId: 'req-1', body: { amount: '500', wallet: 'BINARY' } };
    const first = await db.transaction((tx) => withIdempotency(tx, key, depositAction(member, runs)));
    // The same body with its fields in another order is the same request.
    const retryBody = { wallet: 'BINARY', amount: '500' };
    const second = await db.transaction((tx) =>
      withIdempotency(tx, { ...key, body: retryBody }, depositAction(member, runs)),
    );
    expect(first).toEqual({ replayed: false, statusCode: 200, body: { ok: true, run: 1 } });
    expect(second).toEqual({ replayed: true, statusCode: 200, body: { ok: true, run: 1 } });
    expect(runs.count).toBe(1);
    expect(await point(db, member)).toBe(500n);
  });

  it('refuses the same request id with another body as a conflict, and changes nothing', async () => {
    const member = await newMember(db);
    const runs = { count: 0 };
    const key = { ...member, requestId: 'req-2', body: { amount: '500' } };
    await db.transaction((tx) => withIdempotency(tx, key, depositAction(member, runs)));
    const other = await db.transaction((tx) =>
      withIdempotency(tx, { ...key, body: { amount: '900' } }, depositAction(member, runs)),
    );
    expect(other).toEqual({ rejected: true, code: 'IDEMPOTENCY_CONFLICT' });
    expect(runs.count).toBe(1);
    expect(await point(db, member)).toBe(500n);
  });

  it('keeps request ids per member: another member may use the same id', async () => {
    const [kim, lee] = [await newMember(db), await newMember(db)];
    const runs = { count: 0 };
    for (const member of [kim, lee]) {
      const result = await db.transaction((tx) =>
        withIdempotency(tx, { ...member, requestId: 'same', body: {} }, depositAction(member, runs)),
      );
      expect(result).toMatchObject({ replayed: false });
    }
    expect(runs.count).toBe(2);
  });

  it('forgets a request whose transaction rolled back, so the retry does the work', async () => {
    const member = await newMember(db);
    const runs = { count: 0 };
    const key = { ...member, requestId: 'req-3', body: { amount: '500' } };
    await expect(
      db.transaction((tx) =>
        withIdempotency(tx, key, async (inner) => {
          await depositAction(member, runs)(inner);
          throw new Error('the action failed after its transfer');
        }),
      ),
    ).rejects.toThrow('the action failed');
    // Even the wallet the action created is gone with the rollback.
    expect(await point(db, member)).toBeUndefined();
    const retry = await db.transaction((tx) => withIdempotency(tx, key, depositAction(member, runs)));
    expect(retry).toMatchObject({ replayed: false });
    expect(await point(db, member)).toBe(500n);
  });

  it('runs 20 concurrent requests with one id exactly once; the other 19 replay its answer', async () => {
    const member = await newMember(db);
    const runs = { count: 0 };
    const key = { ...member, requestId: 'req-4', body: { amount: '500' } };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) => withIdempotency(tx, key, depositAction(member, runs))),
      ),
    );
    expect(runs.count).toBe(1);
    expect(results.filter((result) => !isRejection(result) && !result.replayed)).toHaveLength(1);
    expect(results.filter((result) => !isRejection(result) && result.replayed)).toHaveLength(19);
    for (const result of results)
      expect(result).toMatchObject({ statusCode: 200, body: { ok: true, run: 1 } });
    expect(await point(db, member)).toBe(500n);
    expect(await checkLedgerInvariants(db, { siteId: member.siteId })).toEqual([]);
  });
});
