import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/support/test-database.ts';
import { isRejection } from '../../core/rejection.ts';
import type { Database } from '../../db/database.ts';
import { betEscrowAccount, checkLedgerInvariants, transfer } from '../../ledger/index.ts';
import { createFundedMember } from '../../ledger/test-fixtures.ts';
import { registerRoundsLedgerHooks } from './ledger-hooks.ts';

// The bet escrow is the rounds' money: only the rounds module knows which stakes should be in it, so
// the check that it holds exactly those is the rounds', registered with the ledger.

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('the rounds ledger hooks', () => {
  it('make the ledger check that the bet escrow holds only the stakes of running bets', async () => {
    const s = await createFundedMember(db, 1_000n);
    // Money in the escrow with no bet behind it: what a stake taken outside placeBet would leave.
    const moved = await db.transaction(async (tx) =>
      transfer(tx, {
        siteId: s.siteId,
        asset: 'KRW',
        debitAccountId: s.wallet.availableAccountId,
        creditAccountId: await betEscrowAccount(tx, { siteId: s.siteId, asset: 'KRW', memberId: s.memberId }),
        amountMinor: 300n,
        ref: 'bet:none',
      }),
    );
    expect(isRejection(moved)).toBe(false);
    expect(await checkLedgerInvariants(db, { siteId: s.siteId })).toEqual([]);
    registerRoundsLedgerHooks();
    registerRoundsLedgerHooks();
    expect(await checkLedgerInvariants(db, { siteId: s.siteId })).toEqual([
      `each bet escrow holds the stakes of the bets whose rounds are not settled: site ${s.siteId} KRW: escrow holds 300 but running bets stake 0`,
    ]);
  });
});
