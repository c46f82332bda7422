import { describe, expect, it } from 'vitest';
import { applyLedgerCommand } from './commands.ts';
import { checkLedgerInvariants } from './invariants.ts';
import { createLedgerState, ledgerBalance, openHolds } from './state.ts';
import type { LedgerCommand, LedgerState } from './types.ts';

const empty = createLedgerState([
  { id: 'clearing', asset: 'KRW', member: false },
  { id: 'house', asset: 'KRW', member: false },
  { id: 'kim', asset: 'KRW', member: true },
  { id: 'kim:held', asset: 'KRW', member: true, reservationFor: 'kim' },
  { id: 'lee', asset: 'KRW', member: true },
  { id: 'lee:held', asset: 'KRW', member: true, reservationFor: 'lee' },
  { id: 'house:usdt', asset: 'USDT', member: false },
]);

function run(state: LedgerState, ...commands: LedgerCommand[]): LedgerState {
  let current = state;
  for (const command of commands) {
    const result = applyLedgerCommand(current, command);
    if (!result.ok) {
      throw new Error(`${command.kind} was refused with ${result.code}`);
    }
    current = result.state;
  }
  return current;
}

function balances(state: LedgerState): Record<string, bigint> {
  return Object.fromEntries(
    [...state.accounts.values()].map((account) => [account.id, account.balanceMinor]),
  );
}

const deposit = (accountId: string, amountMinor: bigint): LedgerCommand => ({
  kind: 'transfer',
  debitAccountId: 'clearing',
  creditAccountId: accountId,
  amountMinor,
});

// Kim has 10,000 KRW, 3,000 of it held for a bet.
const funded = run(empty, deposit('kim', 10_000n), {
  kind: 'reserve',
  holdId: 'bet-1',
  reservationAccountId: 'kim:held',
  amountMinor: 3_000n,
});

describe('transfer', () => {
  it('lowers the debit account and raises the credit account by the same amount', () => {
    const state = run(empty, deposit('kim', 10_000n));
    expect(ledgerBalance(state, 'clearing')).toBe(-10_000n);
    expect(ledgerBalance(state, 'kim')).toBe(10_000n);
  });

  it('lets a member spend exactly their whole balance but not one won more', () => {
    const state = run(empty, deposit('kim', 500n));
    const spend = (amountMinor: bigint) =>
      applyLedgerCommand(state, {
        kind: 'transfer',
        debitAccountId: 'kim',
        creditAccountId: 'lee',
        amountMinor,
      });
    expect(spend(501n)).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
    expect(spend(500n).ok).toBe(true);
  });

  it.each([
    ['INVALID_AMOUNT', { debitAccountId: 'clearing', creditAccountId: 'kim', amountMinor: 0n }],
    ['INVALID_AMOUNT', { debitAccountId: 'clearing', creditAccountId: 'kim', amountMinor: -5n }],
    ['SAME_ACCOUNT', { debitAccountId: 'kim', creditAccountId: 'kim', amountMinor: 5n }],
    ['ACCOUNT_NOT_FOUND', { debitAccountId: 'clearing', creditAccountId: 'nobody', amountMinor: 5n }],
    ['ACCOUNT_KIND_MISMATCH', { debitAccountId: 'clearing', creditAccountId: 'kim:held', amountMinor: 5n }],
    ['ASSET_MISMATCH', { debitAccountId: 'house:usdt', creditAccountId: 'kim', amountMinor: 5n }],
  ] as const)('refuses with %s', (code, fields) => {
    expect(applyLedgerCommand(empty, { kind: 'transfer', ...fields })).toEqual({ ok: false, code });
  });
});

describe('reserve', () => {
  it('moves the amount from available to the reservation account and opens a hold', () => {
    expect(ledgerBalance(funded, 'kim')).toBe(7_000n);
    expect(ledgerBalance(funded, 'kim:held')).toBe(3_000n);
    expect(openHolds(funded, 'kim:held').map((hold) => [hold.id, hold.amountMinor])).toEqual([
      ['bet-1', 3_000n],
    ]);
  });

  it.each([
    ['INVALID_AMOUNT', { holdId: 'bet-2', reservationAccountId: 'kim:held', amountMinor: 0n }],
    ['HOLD_EXISTS', { holdId: 'bet-1', reservationAccountId: 'kim:held', amountMinor: 1n }],
    ['ACCOUNT_NOT_FOUND', { holdId: 'bet-2', reservationAccountId: 'nobody:held', amountMinor: 1n }],
    ['ACCOUNT_KIND_MISMATCH', { holdId: 'bet-2', reservationAccountId: 'kim', amountMinor: 1n }],
    ['INSUFFICIENT_BALANCE', { holdId: 'bet-2', reservationAccountId: 'kim:held', amountMinor: 7_001n }],
  ] as const)('refuses with %s', (code, fields) => {
    expect(applyLedgerCommand(funded, { kind: 'reserve', ...fields })).toEqual({ ok: false, code });
  });
});

describe('post', () => {
  it('sends the posted part to the destination and voids the rest back to available', () => {
    const result = applyLedgerCommand(funded, {
      kind: 'post',
      holdId: 'bet-1',
      destinationAccountId: 'house',
      amountMinor: 1_000n,
    });
    expect(result.ok && result.postings).toEqual([
      {
        debitAccountId: 'kim:held',
        creditAccountId: 'house',
        amountMinor: 1_000n,
        asset: 'KRW',
        holdId: 'bet-1',
      },
      {
        debitAccountId: 'kim:held',
        creditAccountId: 'kim',
        amountMinor: 2_000n,
        asset: 'KRW',
        holdId: 'bet-1',
      },
    ]);
    const state = result.ok ? result.state : funded;
    expect(balances(state)).toMatchObject({ kim: 9_000n, 'kim:held': 0n, house: 1_000n });
    expect(state.holds.get('bet-1')).toMatchObject({ status: 'posted', postedMinor: 1_000n });
  });

  it('posts the whole hold with a single posting', () => {
    const result = applyLedgerCommand(funded, {
      kind: 'post',
      holdId: 'bet-1',
      destinationAccountId: 'house',
      amountMinor: 3_000n,
    });
    expect(result.ok && result.postings.length).toBe(1);
  });

  it.each([
    ['INVALID_AMOUNT', { holdId: 'bet-1', destinationAccountId: 'house', amountMinor: 0n }],
    ['INVALID_AMOUNT', { holdId: 'bet-1', destinationAccountId: 'house', amountMinor: 3_001n }],
    ['HOLD_NOT_OPEN', { holdId: 'bet-9', destinationAccountId: 'house', amountMinor: 1n }],
    ['ACCOUNT_NOT_FOUND', { holdId: 'bet-1', destinationAccountId: 'nobody', amountMinor: 1n }],
    ['SAME_ACCOUNT', { holdId: 'bet-1', destinationAccountId: 'kim:held', amountMinor: 1n }],
    ['ACCOUNT_KIND_MISMATCH', { holdId: 'bet-1', destinationAccountId: 'lee:held', amountMinor: 1n }],
    ['ASSET_MISMATCH', { holdId: 'bet-1', destinationAccountId: 'house:usdt', amountMinor: 1n }],
  ] as const)('refuses with %s', (code, fields) => {
    expect(applyLedgerCommand(funded, { kind: 'post', ...fields })).toEqual({ ok: false, code });
  });
});

describe('void', () => {
  it('moves the whole hold back to available', () => {
    const state = run(funded, { kind: 'void', holdId: 'bet-1' });
    expect(balances(state)).toMatchObject({ kim: 10_000n, 'kim:held': 0n });
    expect(state.holds.get('bet-1')).toMatchObject({ status: 'voided', postedMinor: 0n });
  });

  it('refuses a hold that was never reserved', () => {
    expect(applyLedgerCommand(funded, { kind: 'void', holdId: 'bet-9' })).toEqual({
      ok: false,
      code: 'HOLD_NOT_OPEN',
    });
  });
});

describe('settling a hold', () => {
  it('happens once: a settled hold can be neither posted nor voided again', () => {
    const settled = [
      run(funded, { kind: 'void', holdId: 'bet-1' }),
      run(funded, { kind: 'post', holdId: 'bet-1', destinationAccountId: 'house', amountMinor: 3_000n }),
    ];
    for (const state of settled) {
      expect(applyLedgerCommand(state, { kind: 'void', holdId: 'bet-1' })).toEqual({
        ok: false,
        code: 'HOLD_NOT_OPEN',
      });
      expect(
        applyLedgerCommand(state, {
          kind: 'post',
          holdId: 'bet-1',
          destinationAccountId: 'house',
          amountMinor: 1n,
        }),
      ).toEqual({ ok: false, code: 'HOLD_NOT_OPEN' });
    }
  });

  it('keeps the hold id taken, so it cannot be reserved again', () => {
    const state = run(funded, { kind: 'void', holdId: 'bet-1' });
    expect(
      applyLedgerCommand(state, {
        kind: 'reserve',
        holdId: 'bet-1',
        reservationAccountId: 'kim:held',
        amountMinor: 1n,
      }),
    ).toEqual({ ok: false, code: 'HOLD_EXISTS' });
  });

  it('leaves every invariant intact through a bet lifecycle', () => {
    const state = run(
      funded,
      deposit('lee', 5_000n),
      { kind: 'reserve', holdId: 'bet-2', reservationAccountId: 'lee:held', amountMinor: 5_000n },
      { kind: 'post', holdId: 'bet-1', destinationAccountId: 'house', amountMinor: 3_000n },
      { kind: 'void', holdId: 'bet-2' },
      { kind: 'transfer', debitAccountId: 'house', creditAccountId: 'lee', amountMinor: 4_750n },
    );
    expect(checkLedgerInvariants(state)).toEqual([]);
    expect(balances(state)).toMatchObject({ kim: 7_000n, lee: 9_750n, house: -1_750n, clearing: -15_000n });
  });
});
