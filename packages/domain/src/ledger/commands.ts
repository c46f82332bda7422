import type {
  LedgerAccount,
  LedgerCommand,
  LedgerHold,
  LedgerRejectionCode,
  LedgerResult,
  LedgerState,
  Posting,
  PostCommand,
  ReserveCommand,
  TransferCommand,
} from './types.ts';

// Every command checks in the same order, which the database ledger store must match so model-based
// tests can compare rejection codes: the command's own fields, then what it refers to (holds, then
// accounts), then account kinds and assets, and balances last. A rejection returns no state, so the
// caller keeps the state it had: nothing changes.

/** Applies one command to the ledger, returning the new state and its postings, or a rejection. */
export function applyLedgerCommand(state: LedgerState, command: LedgerCommand): LedgerResult {
  switch (command.kind) {
    case 'transfer':
      return transfer(state, command);
    case 'reserve':
      return reserve(state, command);
    case 'post':
      return post(state, command);
    case 'void':
      return settle(state, command.holdId, null, 0n);
  }
}

function reject(code: LedgerRejectionCode): LedgerResult {
  return { ok: false, code };
}

function isReservation(account: LedgerAccount): boolean {
  return account.reservationFor !== null;
}

function transfer(state: LedgerState, command: TransferCommand): LedgerResult {
  const { debitAccountId, creditAccountId, amountMinor } = command;
  if (amountMinor <= 0n) return reject('INVALID_AMOUNT');
  if (debitAccountId === creditAccountId) return reject('SAME_ACCOUNT');
  const debit = state.accounts.get(debitAccountId);
  const credit = state.accounts.get(creditAccountId);
  if (debit === undefined || credit === undefined) return reject('ACCOUNT_NOT_FOUND');
  // Reservation balances must always equal their open holds, so only holds may touch them.
  if (isReservation(debit) || isReservation(credit)) return reject('ACCOUNT_KIND_MISMATCH');
  if (debit.asset !== credit.asset) return reject('ASSET_MISMATCH');
  if (debit.member && debit.balanceMinor < amountMinor) return reject('INSUFFICIENT_BALANCE');
  const posting = { debitAccountId, creditAccountId, amountMinor, asset: debit.asset, holdId: null };
  return { ok: true, state: withPostings(state, [posting], state.holds), postings: [posting] };
}

function reserve(state: LedgerState, command: ReserveCommand): LedgerResult {
  const { holdId, reservationAccountId, amountMinor } = command;
  if (amountMinor <= 0n) return reject('INVALID_AMOUNT');
  if (state.holds.has(holdId)) return reject('HOLD_EXISTS');
  const reservation = state.accounts.get(reservationAccountId);
  if (reservation === undefined) return reject('ACCOUNT_NOT_FOUND');
  if (reservation.reservationFor === null) return reject('ACCOUNT_KIND_MISMATCH');
  const available = state.accounts.get(reservation.reservationFor);
  // Setup guarantees the available account exists; a state built by hand that breaks this is a bug.
  if (available === undefined) return reject('ACCOUNT_NOT_FOUND');
  if (available.balanceMinor < amountMinor) return reject('INSUFFICIENT_BALANCE');
  const hold: LedgerHold = {
    id: holdId,
    availableAccountId: available.id,
    reservationAccountId,
    amountMinor,
    status: 'open',
    postedMinor: 0n,
  };
  const posting: Posting = {
    debitAccountId: available.id,
    creditAccountId: reservationAccountId,
    amountMinor,
    asset: available.asset,
    holdId,
  };
  const holds = new Map(state.holds);
  holds.set(holdId, hold);
  return { ok: true, state: withPostings(state, [posting], holds), postings: [posting] };
}

function post(state: LedgerState, command: PostCommand): LedgerResult {
  const { holdId, destinationAccountId, amountMinor } = command;
  if (amountMinor <= 0n) return reject('INVALID_AMOUNT');
  const hold = state.holds.get(holdId);
  if (hold?.status !== 'open') return reject('HOLD_NOT_OPEN');
  if (amountMinor > hold.amountMinor) return reject('INVALID_AMOUNT');
  const destination = state.accounts.get(destinationAccountId);
  if (destination === undefined) return reject('ACCOUNT_NOT_FOUND');
  if (destinationAccountId === hold.reservationAccountId) return reject('SAME_ACCOUNT');
  if (isReservation(destination)) return reject('ACCOUNT_KIND_MISMATCH');
  const reservation = state.accounts.get(hold.reservationAccountId);
  if (reservation?.asset !== destination.asset) return reject('ASSET_MISMATCH');
  return settle(state, holdId, destinationAccountId, amountMinor);
}

/**
 * Closes an open hold: `postedMinor` to the destination (none for a void), the remainder back to the
 * available account. Posting and voiding share this so the two can never disagree on the remainder.
 */
function settle(
  state: LedgerState,
  holdId: string,
  destinationAccountId: string | null,
  postedMinor: bigint,
): LedgerResult {
  const hold = state.holds.get(holdId);
  if (hold?.status !== 'open') return reject('HOLD_NOT_OPEN');
  const reservation = state.accounts.get(hold.reservationAccountId);
  if (reservation === undefined) return reject('ACCOUNT_NOT_FOUND');
  const postings: Posting[] = [];
  const movement = (creditAccountId: string, amount: bigint): Posting => ({
    debitAccountId: hold.reservationAccountId,
    creditAccountId,
    amountMinor: amount,
    asset: reservation.asset,
    holdId,
  });
  if (destinationAccountId !== null && postedMinor > 0n) {
    postings.push(movement(destinationAccountId, postedMinor));
  }
  const remainderMinor = hold.amountMinor - postedMinor;
  if (remainderMinor > 0n) {
    postings.push(movement(hold.availableAccountId, remainderMinor));
  }
  const holds = new Map(state.holds);
  holds.set(holdId, { ...hold, status: destinationAccountId === null ? 'voided' : 'posted', postedMinor });
  return { ok: true, state: withPostings(state, postings, holds), postings };
}

/** A new state with the postings applied; the input state is never modified. */
function withPostings(
  state: LedgerState,
  postings: readonly Posting[],
  holds: ReadonlyMap<string, LedgerHold>,
): LedgerState {
  const accounts = new Map(state.accounts);
  const move = (accountId: string, deltaMinor: bigint) => {
    const account = accounts.get(accountId);
    if (account !== undefined) {
      accounts.set(accountId, { ...account, balanceMinor: account.balanceMinor + deltaMinor });
    }
  };
  for (const posting of postings) {
    move(posting.debitAccountId, -posting.amountMinor);
    move(posting.creditAccountId, posting.amountMinor);
  }
  return { accounts, holds };
}
