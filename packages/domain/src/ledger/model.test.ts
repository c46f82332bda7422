import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { applyLedgerCommand } from './commands.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { createLedgerState } from './state.ts';
import type { LedgerCommand, LedgerState } from './types.ts';

// Random command sequences over a small ledger. The ids and amounts are drawn from small pools, so
// sequences often collide: the same hold settled twice, a member overspending, a KRW hold posted to a
// USDT account. That is what makes the rejections as well exercised as the happy path.
const initial = createLedgerState([
  { id: 'clearing', asset: 'KRW', member: false },
  { id: 'house', asset: 'KRW', member: false },
  { id: 'kim', asset: 'KRW', member: true },
  { id: 'kim:bets', asset: 'KRW', member: true, reservationFor: 'kim' },
  { id: 'kim:withdrawals', asset: 'KRW', member: true, reservationFor: 'kim' },
  { id: 'lee', asset: 'KRW', member: true },
  { id: 'lee:bets', asset: 'KRW', member: true, reservationFor: 'lee' },
  { id: 'house:usdt', asset: 'USDT', member: false },
  { id: 'kim:usdt', asset: 'USDT', member: true },
  { id: 'kim:usdt:margin', asset: 'USDT', member: true, reservationFor: 'kim:usdt' },
]);

const accountId = fc.constantFrom(...initial.accounts.keys(), 'nobody');
const reservationId = fc.constantFrom('kim:bets', 'kim:withdrawals', 'lee:bets', 'kim:usdt:margin');
const holdId = fc.constantFrom(...Array.from({ length: 12 }, (_, index) => `h${index}`));
const destinationId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('house', 'clearing', 'lee', 'house:usdt') },
  { weight: 1, arbitrary: accountId },
);
const amountMinor = fc.oneof(
  { weight: 8, arbitrary: fc.bigInt({ min: 1n, max: 1_000n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -3n, max: 0n }) },
);

// Funding from system accounts is weighted up, holds mostly name reservation accounts and posts mostly
// name plausible destinations, so reserves and posts succeed often as well as fail.
const funding = fc.record({
  kind: fc.constant('transfer' as const),
  debitAccountId: fc.constantFrom('clearing', 'house', 'house:usdt'),
  creditAccountId: fc.constantFrom('kim', 'lee', 'kim:usdt'),
  amountMinor: fc.bigInt({ min: 1n, max: 2_000n }),
});
const command: fc.Arbitrary<LedgerCommand> = fc.oneof(
  { weight: 3, arbitrary: funding },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      debitAccountId: accountId,
      creditAccountId: accountId,
      amountMinor,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('reserve' as const),
      holdId,
      reservationAccountId: fc.oneof(
        { weight: 4, arbitrary: reservationId },
        { weight: 1, arbitrary: accountId },
      ),
      amountMinor,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      holdId,
      destinationAccountId: destinationId,
      amountMinor,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('void' as const), holdId }) },
);

/**
 * Most posts and voids are aimed at a hold that is open at that point of the run, found through
 * `pick`; the rest keep their random id, which is usually settled or unknown.
 */
function aim(state: LedgerState, next: LedgerCommand, pick: number): LedgerCommand {
  if ((next.kind !== 'post' && next.kind !== 'void') || pick % 4 === 0) {
    return next;
  }
  const open = [...state.holds.values()].filter((hold) => hold.status === 'open');
  const target = open[pick % Math.max(open.length, 1)];
  return target === undefined ? next : { ...next, holdId: target.id };
}

/** A plain copy of everything in a state, to prove a command left its input untouched. */
function snapshot(state: LedgerState) {
  return { accounts: [...state.accounts.values()], holds: [...state.holds.values()] };
}

const seen = new Map<string, number>();
function count(outcome: string) {
  seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
}

describe('the ledger under random command sequences', () => {
  it('keeps every invariant, leaves its input untouched and explains each change by its postings', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(command, fc.nat()), { minLength: 20, maxLength: 80 }), (steps) => {
        let state = initial;
        for (const [drawn, pick] of steps) {
          const next = aim(state, drawn, pick);
          const before = snapshot(state);
          const result = applyLedgerCommand(state, next);
          expect(snapshot(state)).toEqual(before);
          if (!result.ok) {
            count(result.code);
            continue;
          }
          count(next.kind);
          const moved = new Map<string, bigint>();
          for (const posting of result.postings) {
            const debit = state.accounts.get(posting.debitAccountId);
            const credit = state.accounts.get(posting.creditAccountId);
            expect(posting.amountMinor).toBeGreaterThan(0n);
            expect(posting.debitAccountId).not.toBe(posting.creditAccountId);
            expect([debit?.asset, credit?.asset]).toEqual([posting.asset, posting.asset]);
            moved.set(
              posting.debitAccountId,
              (moved.get(posting.debitAccountId) ?? 0n) - posting.amountMinor,
            );
            moved.set(
              posting.creditAccountId,
              (moved.get(posting.creditAccountId) ?? 0n) + posting.amountMinor,
            );
          }
          for (const account of result.state.accounts.values()) {
            const previous = state.accounts.get(account.id)?.balanceMinor;
            expect(account.balanceMinor).toBe((previous ?? 0n) + (moved.get(account.id) ?? 0n));
          }
          state = result.state;
          expect(checkLedgerInvariants(state)).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  // A property that only ever saw rejections, or never saw one kind of rejection, would prove little.
  afterAll(() => {
    const outcomes = [
      'transfer',
      'reserve',
      'post',
      'void',
      'INSUFFICIENT_BALANCE',
      'HOLD_NOT_OPEN',
      'HOLD_EXISTS',
      'ASSET_MISMATCH',
      'INVALID_AMOUNT',
      'SAME_ACCOUNT',
      'ACCOUNT_NOT_FOUND',
      'ACCOUNT_KIND_MISMATCH',
    ];
    for (const outcome of outcomes) {
      expect(seen.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
    }
  });
});
