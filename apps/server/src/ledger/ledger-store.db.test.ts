import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/support/test-database.ts';
import type { Database } from '../db/database.ts';
import { ensureMemberWallet, systemAccount, systemAccounts, systemShardCount } from './accounts.ts';
import { postHold, reserve, voidHold } from './holds.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { createFundedMember, createTestSite } from './test-fixtures.ts';
import { transfer } from './transfer.ts';
import { LedgerAssertionError } from './types.ts';
import { walletViews } from './wallet-views.ts';
import { isRejection } from '../core/rejection.ts';

describe(`ledger store (${testDatabaseKind()})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('treats a malformed transfer as a bug: it throws and writes nothing', async () => {
    const s = await createFundedMember(db);
    const otherSite = await createFundedMember(db);
    const base = { siteId: s.siteId, asset: 'KRW', ref: 'bad', debitAccountId: s.wallet.availableAccountId };
    const attempts = [
      { ...base, creditAccountId: s.house, amountMinor: 0n },
      { ...base, creditAccountId: s.wallet.availableAccountId, amountMinor: 1n },
      { ...base, creditAccountId: s.house, amountMinor: 1n, asset: 'USDT' },
      { ...base, creditAccountId: otherSite.house, amountMinor: 1n },
    ];
    for (const input of attempts) {
      await expect(db.transaction((tx) => transfer(tx, input))).rejects.toThrow(LedgerAssertionError);
    }
    expect(await walletViews(db, s)).toMatchObject([{ point: 1_000n }]);
    expect(await checkLedgerInvariants(db, { siteId: s.siteId })).toEqual([]);
  });

  it('refuses an overdraft as a value and writes nothing', async () => {
    const s = await createFundedMember(db, 100n);
    const result = await db.transaction((tx) =>
      transfer(tx, {
        siteId: s.siteId,
        asset: 'KRW',
        debitAccountId: s.wallet.availableAccountId,
        creditAccountId: s.house,
        amountMinor: 101n,
        ref: 'bet:1',
      }),
    );
    expect(result).toEqual({ rejected: true, code: 'INSUFFICIENT_BALANCE' });
    const postings = await db.query('SELECT id FROM ledger_posting WHERE site_id = $1', [s.siteId]);
    expect(postings.rows).toHaveLength(1);
  });

  it('creates a wallet once and keeps it to its site and asset', async () => {
    const s = await createFundedMember(db);
    const input = { siteId: s.siteId, memberId: s.memberId, walletType: 'BINARY', asset: 'KRW' };
    expect(await db.transaction((tx) => ensureMemberWallet(tx, input))).toEqual(s.wallet);
    const otherSite = await createTestSite(db);
    await expect(
      db.transaction((tx) => ensureMemberWallet(tx, { ...input, siteId: otherSite })),
    ).rejects.toThrow(LedgerAssertionError);
    await expect(db.transaction((tx) => ensureMemberWallet(tx, { ...input, asset: 'USDT' }))).rejects.toThrow(
      LedgerAssertionError,
    );
  });

  it('spreads a system account over 8 shards by shard key', async () => {
    const siteId = await createTestSite(db);
    const ids = await db.transaction(async (tx) => {
      const found: number[] = [];
      for (let key = 0; key < 2 * systemShardCount; key += 1) {
        found.push(await systemAccount(tx, { siteId, asset: 'KRW', kind: 'HOUSE', shardKey: key }));
      }
      return found;
    });
    expect(new Set(ids).size).toBe(systemShardCount);
    expect(ids.slice(systemShardCount)).toEqual(ids.slice(0, systemShardCount));
  });

  it('finds several system accounts of one shard at once, the same ones one at a time would', async () => {
    const { siteId } = await createFundedMember(db, 1n);
    const [together, oneByOne] = await db.transaction(async (tx) => {
      // FEE is new to this site's shard 3 here; HOUSE and INSURANCE are created one at a time first.
      const house = await systemAccount(tx, { siteId, asset: 'USDT', kind: 'HOUSE', shardKey: 11 });
      const insurance = await systemAccount(tx, { siteId, asset: 'USDT', kind: 'INSURANCE', shardKey: 3 });
      const all = await systemAccounts(tx, {
        siteId,
        asset: 'USDT',
        kinds: ['HOUSE', 'FEE', 'INSURANCE'],
        shardKey: 3,
      });
      const fee = await systemAccount(tx, { siteId, asset: 'USDT', kind: 'FEE', shardKey: 3 });
      return [all, { HOUSE: house, FEE: fee, INSURANCE: insurance }];
    });
    expect(together).toEqual(oneByOne);
    expect(new Set(Object.values(together)).size).toBe(3);
  });

  it('shows point, gameWaitPoint and realPoint per wallet, BINARY before FUTURES', async () => {
    const s = await createFundedMember(db, 1_000n);
    await db.transaction(async (tx) => {
      await ensureMemberWallet(tx, { ...s, walletType: 'FUTURES', asset: 'USDT' });
      const held = await reserve(tx, {
        ...s,
        walletType: 'BINARY',
        asset: 'KRW',
        amountMinor: 300n,
        purpose: 'BET',
        ref: 'bet:1',
      });
      expect(isRejection(held)).toBe(false);
    });
    expect(await walletViews(db, s)).toEqual([
      { type: 'BINARY', currency: 'KRW', point: 700n, gameWaitPoint: 300n, realPoint: 1_000n },
      { type: 'FUTURES', currency: 'USDT', point: 0n, gameWaitPoint: 0n, realPoint: 0n },
    ]);
  });

  it('posts part of a hold, gives the rest back, and settles each hold only once', async () => {
    const s = await createFundedMember(db, 1_000n);
    const held = await db.transaction((tx) =>
      reserve(tx, {
        ...s,
        walletType: 'BINARY',
        asset: 'KRW',
        amountMinor: 400n,
        purpose: 'ORDER_MARGIN',
        ref: 'order:1',
      }),
    );
    if (isRejection(held)) throw new Error('the reservation was refused');
    const { holdId } = held;
    // Posting more than is held is a bug; the throw rolls back and the hold stays open.
    await expect(
      db.transaction((tx) =>
        postHold(tx, { holdId, creditAccountId: s.house, amountMinor: 401n, ref: 'fill:1' }),
      ),
    ).rejects.toThrow(LedgerAssertionError);
    const posted = await db.transaction((tx) =>
      postHold(tx, { holdId, creditAccountId: s.house, amountMinor: 150n, dnwType: 'C', ref: 'fill:1' }),
    );
    expect(posted).toMatchObject({ postedMinor: 150n, releasedMinor: 250n });
    expect(await walletViews(db, s)).toMatchObject([{ point: 850n, gameWaitPoint: 0n }]);
    const again = await db.transaction((tx) =>
      postHold(tx, { holdId, creditAccountId: s.house, amountMinor: 150n, ref: 'fill:1' }),
    );
    expect(again).toEqual({ rejected: true, code: 'HOLD_NOT_OPEN' });
    expect(await db.transaction((tx) => voidHold(tx, { holdId, ref: 'cancel:1' }))).toEqual({
      rejected: true,
      code: 'HOLD_NOT_OPEN',
    });
    const row = await db.query<{ status: string; posted_amount: string }>(
      'SELECT status, posted_amount FROM ledger_hold WHERE id = $1',
      [holdId],
    );
    expect(row.rows[0]).toEqual({ status: 'POSTED', posted_amount: '150' });
    await expect(db.transaction((tx) => voidHold(tx, { holdId: 999_999_999, ref: 'x' }))).rejects.toThrow(
      LedgerAssertionError,
    );
    expect(await checkLedgerInvariants(db, { siteId: s.siteId })).toEqual([]);
  });

  it('labels postings with their dnw type and groups an action under one transfer id', async () => {
    const s = await createFundedMember(db, 1_000n);
    const held = await db.transaction((tx) =>
      reserve(tx, {
        ...s,
        walletType: 'BINARY',
        asset: 'KRW',
        amountMinor: 400n,
        purpose: 'WITHDRAWAL',
        ref: 'w:1',
        dnwType: 'W',
      }),
    );
    if (isRejection(held)) throw new Error('the reservation was refused');
    const settled = await db.transaction((tx) =>
      voidHold(tx, { holdId: held.holdId, dnwType: 'E', ref: 'w:1' }),
    );
    if (isRejection(settled)) throw new Error('the void was refused');
    const rows = await db.query<{ dnw_type: string; hold_id: number | null }>(
      'SELECT dnw_type, hold_id FROM ledger_posting WHERE site_id = $1 ORDER BY id',
      [s.siteId],
    );
    expect(rows.rows).toEqual([
      { dnw_type: 'D', hold_id: null },
      { dnw_type: 'W', hold_id: held.holdId },
      { dnw_type: 'E', hold_id: held.holdId },
    ]);
    const grouped = await db.transaction(async (tx) => {
      const first = await transfer(tx, {
        ...s,
        asset: 'KRW',
        debitAccountId: s.wallet.availableAccountId,
        creditAccountId: s.house,
        amountMinor: 10n,
        ref: 'a',
      });
      if (isRejection(first)) throw new Error('refused');
      const second = await transfer(tx, {
        ...s,
        asset: 'KRW',
        debitAccountId: s.house,
        creditAccountId: s.wallet.availableAccountId,
        amountMinor: 3n,
        transferId: first.transferId,
        ref: 'a',
      });
      return [first, second];
    });
    expect(grouped[1]).toMatchObject({ transferId: isRejection(grouped[0]) ? '' : grouped[0]?.transferId });
  });
});
