import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.ts';
import type { Database } from '../db/database.ts';
import { isRejection } from '../core/rejection.ts';
import { ensureMemberWallet, systemAccount } from './accounts.ts';
import { checkLedgerInvariants, registerLedgerInvariants } from './invariants.ts';
import { createFundedMember } from './test-fixtures.ts';
import { transfer } from './transfer.ts';
import { registerEscrowShares, walletViews } from './wallet-views.ts';

// The ledger knows no product: a product tells it, through these hooks, what it keeps in escrow for
// whom and what must hold of its own rows. (Each test file has its own module state, so what is
// registered here stays here.)

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('ledger hooks', () => {
  it("runs a product's registered invariant after its own, and reports what it finds", async () => {
    const s = await createFundedMember(db, 1_000n);
    registerLedgerInvariants([
      {
        name: 'test product: no posting is refused by name',
        sql: `SELECT format('posting %s names a refused ref', id) AS problem FROM ledger_posting
          WHERE ref = 'refused:1' AND ($1::int IS NULL OR site_id = $1)`,
      },
    ]);
    expect(await checkLedgerInvariants(db, { siteId: s.siteId })).toEqual([]);
    const moved = await db.transaction((tx) =>
      transfer(tx, {
        siteId: s.siteId,
        asset: 'KRW',
        debitAccountId: s.wallet.availableAccountId,
        creditAccountId: s.house,
        amountMinor: 10n,
        ref: 'refused:1',
      }),
    );
    expect(isRejection(moved)).toBe(false);
    const problems = await checkLedgerInvariants(db, { siteId: s.siteId });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^test product: no posting is refused by name: posting \d+ names a refused ref$/,
    );
  });

  it("adds a product's escrow share to the gameWaitPoint of its wallet type only", async () => {
    const s = await createFundedMember(db, 1_000n);
    const usdt = await db.transaction(async (tx) => {
      await ensureMemberWallet(tx, {
        siteId: s.siteId,
        memberId: s.memberId,
        walletType: 'USDT',
        asset: 'USDT',
      });
      return systemAccount(tx, { siteId: s.siteId, asset: 'USDT', kind: 'BET_ESCROW', shardKey: s.memberId });
    });
    expect(usdt).toBeGreaterThan(0);
    registerEscrowShares([
      {
        name: 'test product: 7 per member',
        walletType: 'USDT',
        sql: `SELECT count(*) * 7 FROM member WHERE site_id = $1 AND id = $2`,
      },
    ]);
    expect(await walletViews(db, { siteId: s.siteId, memberId: s.memberId })).toEqual([
      { type: 'BINARY', currency: 'KRW', point: 1_000n, gameWaitPoint: 0n, realPoint: 1_000n },
      { type: 'USDT', currency: 'USDT', point: 0n, gameWaitPoint: 7n, realPoint: 7n },
    ]);
  });

  it("keeps the ledger's own code free of any product's tables", () => {
    const dir = import.meta.dirname;
    const sources = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
    const naming = sources.filter((name) =>
      /\btrade_(bet|round|option)\b/.test(readFileSync(join(dir, name), 'utf8')),
    );
    expect(naming).toEqual([]);
  });
});
