import { isRejection } from '../core/rejection.ts';
import { applyLedgerCommand, checkLedgerInvariants as checkModelInvariants } from '@baro/domain';
import type { LedgerState } from '@baro/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/support/test-database.ts';
import type { Database } from '../db/database.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { openWorld, plan, step } from './ledger-model-steps.ts';
import type { World } from './ledger-model-steps.ts';

// Random sequences of credits, debits, reserves, posts and voids run against the database store and
// against the pure reference model in @baro/domain. After every step both must agree on the outcome
// (accepted, or the same rejection) and on every balance, and both sets of invariants must hold.
// fast-check prints the seed and the shrunk sequence of a failure; pass them back as
// `{ seed, path }` in the options below to replay it.

async function expectSameBalances(db: Database, world: World, model: LedgerState): Promise<void> {
  const rows = await db.query<{ id: number; balance: string }>(
    'SELECT id, balance FROM ledger_account WHERE site_id = $1',
    [world.siteId],
  );
  const actual = new Map(rows.rows.map((row) => [row.id, BigInt(row.balance)]));
  for (const [id, account] of model.accounts) {
    expect(actual.get(world.accountIds.get(id) ?? -1), `balance of ${id}`).toBe(account.balanceMinor);
  }
}

describe(`ledger store against the reference model (${testDatabaseKind()})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('agrees with the model on every outcome and balance, and keeps every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }), async (steps) => {
        const opened = await openWorld(db);
        const { world } = opened;
        let model = opened.model;
        for (const [index, drawn] of steps.entries()) {
          const holdKey = `h${index}`;
          const planned = plan(world, model, drawn, holdKey);
          if (planned === null) continue;
          const expected = applyLedgerCommand(model, planned.command);
          const actual = await db.transaction((tx) => planned.run(tx));
          const label = `step ${index}: ${JSON.stringify(planned.command, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))}`;
          expect(isRejection(actual) ? actual.code : 'ok', label).toBe(expected.ok ? 'ok' : expected.code);
          if (expected.ok) model = expected.state;
          if (!isRejection(actual) && actual.holdId !== undefined) world.holdIds.set(holdKey, actual.holdId);
          await expectSameBalances(db, world, model);
          expect(await checkLedgerInvariants(db, { siteId: world.siteId }), label).toEqual([]);
          expect(checkModelInvariants(model), label).toEqual([]);
        }
      }),
      // A failure's shrinking replays many sequences; cap it so a red run still ends in CI's time.
      { numRuns: 25, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: true },
    );
  }, 180_000);
});
