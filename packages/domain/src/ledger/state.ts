import { assert } from '../assert.ts';
import type { LedgerAccount, LedgerAccountSpec, LedgerHold, LedgerState } from './types.ts';

/**
 * A ledger with the given accounts, all at zero. List an available account before the reservation
 * accounts that keep its holds. A malformed setup is a programmer error and throws.
 */
export function createLedgerState(accounts: readonly LedgerAccountSpec[]): LedgerState {
  let state: LedgerState = { accounts: new Map(), holds: new Map() };
  for (const spec of accounts) {
    state = openLedgerAccount(state, spec);
  }
  return state;
}

/** The state with one more account, at zero. */
export function openLedgerAccount(state: LedgerState, spec: LedgerAccountSpec): LedgerState {
  assert(!state.accounts.has(spec.id), `Ledger account ${spec.id} already exists.`);
  const reservationFor = spec.reservationFor ?? null;
  if (reservationFor !== null) {
    const available = state.accounts.get(reservationFor);
    assert(spec.member, `Reservation account ${spec.id} must be a member account.`);
    assert(available !== undefined, `Reservation account ${spec.id} keeps holds for a missing account.`);
    assert(
      available.member && available.reservationFor === null,
      `Reservation account ${spec.id} must keep holds for a member's available account.`,
    );
    assert(available.asset === spec.asset, `Reservation account ${spec.id} must share its asset.`);
  }
  const account: LedgerAccount = {
    id: spec.id,
    asset: spec.asset,
    member: spec.member,
    reservationFor,
    balanceMinor: 0n,
  };
  const accounts = new Map(state.accounts);
  accounts.set(account.id, account);
  return { accounts, holds: state.holds };
}

/** The balance of an account; asking for a missing one is a programmer error. */
export function ledgerBalance(state: LedgerState, accountId: string): bigint {
  const account = state.accounts.get(accountId);
  assert(account !== undefined, `Ledger account ${accountId} does not exist.`);
  return account.balanceMinor;
}

/** The open holds kept by a reservation account, in the order they were reserved. */
export function openHolds(state: LedgerState, reservationAccountId: string): LedgerHold[] {
  return [...state.holds.values()].filter(
    (hold) => hold.status === 'open' && hold.reservationAccountId === reservationAccountId,
  );
}
