import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import { createLedgerState, ledgerBalance, openLedgerAccount } from './state.ts';

describe('createLedgerState', () => {
  it('opens every account at zero', () => {
    const state = createLedgerState([
      { id: 'house', asset: 'KRW', member: false },
      { id: 'kim', asset: 'KRW', member: true },
      { id: 'kim:held', asset: 'KRW', member: true, reservationFor: 'kim' },
    ]);
    expect([...state.accounts.values()].map((account) => account.balanceMinor)).toEqual([0n, 0n, 0n]);
    expect(state.accounts.get('kim:held')?.reservationFor).toBe('kim');
  });

  it.each([
    [
      'a duplicate id',
      [
        { id: 'kim', asset: 'KRW', member: true },
        { id: 'kim', asset: 'KRW', member: true },
      ],
    ],
    ['a missing available account', [{ id: 'kim:held', asset: 'KRW', member: true, reservationFor: 'kim' }]],
    ['a system reservation account', [{ id: 'h', asset: 'KRW', member: false, reservationFor: 'h' }]],
    [
      'a reservation for a system account',
      [
        { id: 'house', asset: 'KRW', member: false },
        { id: 'house:held', asset: 'KRW', member: true, reservationFor: 'house' },
      ],
    ],
    [
      'a reservation in another asset',
      [
        { id: 'kim', asset: 'KRW', member: true },
        { id: 'kim:held', asset: 'USDT', member: true, reservationFor: 'kim' },
      ],
    ],
  ])('treats %s as a programmer error', (_name, accounts) => {
    expect(() => createLedgerState(accounts)).toThrow(DomainAssertionError);
  });
});

describe('openLedgerAccount', () => {
  it('leaves the state it was given unchanged', () => {
    const before = createLedgerState([]);
    const after = openLedgerAccount(before, { id: 'kim', asset: 'KRW', member: true });
    expect(before.accounts.size).toBe(0);
    expect(ledgerBalance(after, 'kim')).toBe(0n);
  });
});

describe('ledgerBalance', () => {
  it('treats a missing account as a programmer error', () => {
    expect(() => ledgerBalance(createLedgerState([]), 'nobody')).toThrow(DomainAssertionError);
  });
});
