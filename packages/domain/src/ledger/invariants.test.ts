import { describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from './invariants.ts';
import { createLedgerState } from './state.ts';
import type { LedgerAccount, LedgerHold, LedgerState } from './types.ts';

const sound = createLedgerState([
  { id: 'house', asset: 'KRW', member: false },
  { id: 'kim', asset: 'KRW', member: true },
  { id: 'kim:held', asset: 'KRW', member: true, reservationFor: 'kim' },
]);

// These states cannot be reached through commands, so they are written by hand to prove the checker
// notices each kind of damage.
function withBalances(state: LedgerState, balances: Record<string, bigint>): LedgerState {
  const accounts = new Map<string, LedgerAccount>();
  for (const account of state.accounts.values()) {
    accounts.set(account.id, { ...account, balanceMinor: balances[account.id] ?? account.balanceMinor });
  }
  return { accounts, holds: state.holds };
}

const hold: LedgerHold = {
  id: 'bet-1',
  availableAccountId: 'kim',
  reservationAccountId: 'kim:held',
  amountMinor: 300n,
  status: 'open',
  postedMinor: 0n,
};

describe('checkLedgerInvariants', () => {
  it('finds nothing wrong with a fresh ledger', () => {
    expect(checkLedgerInvariants(sound)).toEqual([]);
  });

  it('reports an asset whose balances do not sum to zero', () => {
    expect(checkLedgerInvariants(withBalances(sound, { house: 5n }))).toEqual([
      'Balances of KRW sum to 5, not zero.',
    ]);
  });

  it('reports a member account below zero', () => {
    expect(checkLedgerInvariants(withBalances(sound, { house: 5n, kim: -5n }))).toEqual([
      'Member account kim is below zero at -5.',
    ]);
  });

  it('lets a system account go below zero', () => {
    expect(checkLedgerInvariants(withBalances(sound, { house: -5n, kim: 5n }))).toEqual([]);
  });

  it('reports a reservation account whose balance differs from its open holds', () => {
    const state = withBalances(sound, { house: -200n, 'kim:held': 200n });
    expect(checkLedgerInvariants({ ...state, holds: new Map([['bet-1', hold]]) })).toEqual([
      'Reservation account kim:held has 200 but its open holds sum to 300.',
    ]);
  });

  it('ignores settled holds when summing what a reservation account keeps', () => {
    const state = withBalances(sound, { house: -300n, kim: 300n });
    const settled: LedgerHold = { ...hold, status: 'voided' };
    expect(checkLedgerInvariants({ ...state, holds: new Map([['bet-1', settled]]) })).toEqual([]);
  });

  it('reports a hold kept outside a reservation account of its available account', () => {
    const state = withBalances(sound, { house: -300n, 'kim:held': 300n });
    const stray: LedgerHold = { ...hold, availableAccountId: 'house' };
    expect(checkLedgerInvariants({ ...state, holds: new Map([['bet-1', stray]]) })).toEqual([
      'Hold bet-1 does not sit in a reservation account of its available account.',
    ]);
  });
});
