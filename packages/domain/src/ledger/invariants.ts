import type { LedgerState } from './types.ts';

/**
 * Everything that must hold of any ledger state, as sentences naming what is wrong; empty when the
 * state is sound. Simulations call this after every step and print the seed when it is not empty.
 */
export function checkLedgerInvariants(state: LedgerState): string[] {
  const problems: string[] = [];
  const sumsByAsset = new Map<string, bigint>();
  const heldByReservation = new Map<string, bigint>();
  for (const account of state.accounts.values()) {
    sumsByAsset.set(account.asset, (sumsByAsset.get(account.asset) ?? 0n) + account.balanceMinor);
    if (account.member && account.balanceMinor < 0n) {
      problems.push(`Member account ${account.id} is below zero at ${account.balanceMinor}.`);
    }
    if (account.reservationFor !== null) {
      heldByReservation.set(account.id, 0n);
    }
  }
  for (const [asset, sum] of sumsByAsset) {
    if (sum !== 0n) {
      problems.push(`Balances of ${asset} sum to ${sum}, not zero.`);
    }
  }
  for (const hold of state.holds.values()) {
    const reservation = state.accounts.get(hold.reservationAccountId);
    if (reservation?.reservationFor !== hold.availableAccountId) {
      problems.push(`Hold ${hold.id} does not sit in a reservation account of its available account.`);
    }
    if (hold.amountMinor <= 0n || hold.postedMinor < 0n || hold.postedMinor > hold.amountMinor) {
      problems.push(`Hold ${hold.id} has amounts out of range.`);
    }
    if (hold.status === 'open') {
      const held = heldByReservation.get(hold.reservationAccountId) ?? 0n;
      heldByReservation.set(hold.reservationAccountId, held + hold.amountMinor);
    }
  }
  for (const [accountId, heldMinor] of heldByReservation) {
    const balanceMinor = state.accounts.get(accountId)?.balanceMinor ?? 0n;
    if (balanceMinor !== heldMinor) {
      problems.push(
        `Reservation account ${accountId} has ${balanceMinor} but its open holds sum to ${heldMinor}.`,
      );
    }
  }
  return problems;
}
