import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-database.ts';
import { isRejection } from '../../core/rejection.ts';
import type { Database } from '../../db/database.ts';
import {
  checkLedgerInvariants,
  ensureMemberWallet,
  reserve,
  systemAccount,
  transfer,
  walletViews,
} from '../../ledger/index.ts';
import { createTestMember, createTestSite } from '../../ledger/test-fixtures.ts';
import { syncInstrumentCatalogue } from '../../market/instrument-catalogue.ts';
import { registerFuturesLedgerHooks } from './ledger-hooks.ts';

// The FUTURES_MARGIN account and the ORDER_MARGIN holds are the futures' money: only the futures module
// knows which positions and orders they belong to, so the checks are the futures', registered with the
// ledger.

let db: Database;
let siteId: number;
let memberId: number;

beforeAll(async () => {
  db = await openTestDatabase();
  await syncInstrumentCatalogue(db);
  siteId = await createTestSite(db);
  memberId = await createTestMember(db, siteId);
  await db.transaction(async (tx) => {
    const wallet = await ensureMemberWallet(tx, { siteId, memberId, walletType: 'FUTURES', asset: 'USDT' });
    const clearing = await systemAccount(tx, {
      siteId,
      asset: 'USDT',
      kind: 'PROVIDER_CLEARING',
      shardKey: 0,
    });
    const moved = await transfer(tx, {
      siteId,
      asset: 'USDT',
      debitAccountId: clearing,
      creditAccountId: wallet.availableAccountId,
      amountMinor: 1_000n,
      ref: 'deposit:1',
    });
    if (isRejection(moved)) throw new Error(moved.code);
  });
});
afterAll(async () => {
  await db.close();
});

describe('the futures ledger hooks', () => {
  it('make the ledger check that the margin account holds only the margin of open positions', async () => {
    await db.transaction(async (tx) => {
      const wallet = await ensureMemberWallet(tx, { siteId, memberId, walletType: 'FUTURES', asset: 'USDT' });
      const margin = await systemAccount(tx, {
        siteId,
        asset: 'USDT',
        kind: 'FUTURES_MARGIN',
        shardKey: memberId,
      });
      const moved = await transfer(tx, {
        siteId,
        asset: 'USDT',
        debitAccountId: wallet.availableAccountId,
        creditAccountId: margin,
        amountMinor: 300n,
        ref: 'futures-position:none',
      });
      if (isRejection(moved)) throw new Error(moved.code);
    });
    expect(await checkLedgerInvariants(db, { siteId })).toEqual([]);
    registerFuturesLedgerHooks();
    registerFuturesLedgerHooks();
    expect(await checkLedgerInvariants(db, { siteId })).toEqual([
      `each futures margin account holds the margin of the open positions: site ${siteId} USDT: futures margin account holds 300 but open positions have 0`,
    ]);
  });

  it('count an open position in the FUTURES wallet and accept the margin once a position owns it', async () => {
    const option = await db.query<{ id: number }>(
      `INSERT INTO futures_option (site_id, stock, max_leverage) VALUES ($1, 'BTCUSDT', 125) RETURNING id`,
      [siteId],
    );
    await db.query(
      `INSERT INTO futures_position (site_id, member_id, futures_option_id, trade_type, margin_type, leverage, qty,
         entry_price, margin, opened_at, updated_at)
       VALUES ($1, $2, $3, 'LONG', 'ISOLATED', 10, 3000, 500000, 300, now(), now())`,
      [siteId, memberId, option.rows[0]!.id],
    );
    expect(await checkLedgerInvariants(db, { siteId })).toEqual([]);
    const futures = (await walletViews(db, { siteId, memberId })).find((view) => view.type === 'FUTURES');
    expect(futures).toMatchObject({ point: 700n, gameWaitPoint: 300n, realPoint: 1_000n });
  });

  it('make the ledger check that an open ORDER_MARGIN hold belongs to an open order', async () => {
    const held = await db.transaction((tx) =>
      reserve(tx, {
        siteId,
        memberId,
        walletType: 'FUTURES',
        asset: 'USDT',
        amountMinor: 50n,
        purpose: 'ORDER_MARGIN',
        ref: 'futures-order:none',
      }),
    );
    if (isRejection(held)) throw new Error(held.code);
    expect(await checkLedgerInvariants(db, { siteId })).toEqual([
      `each open futures order has its open hold, and no other ORDER_MARGIN hold is open: hold ${held.holdId} (ORDER_MARGIN, open) belongs to no open futures order`,
    ]);
  });
});
