// The reference ledger model (DOMAIN.md §1, ARCHITECTURE.md §4). Amounts are minor units of the
// account's asset. Debiting an account lowers its balance and crediting raises it, so every posting
// leaves the sum of balances per asset unchanged, and that sum starts, and stays, at zero.

/** How an account is declared when the ledger is set up. */
export interface LedgerAccountSpec {
  readonly id: string;
  readonly asset: string;
  /** Member accounts may never go below zero; system accounts (house, fees, clearing) may. */
  readonly member: boolean;
  /**
   * Set on a reservation account: the member's available account whose holds it keeps. Only holds
   * move money in and out of a reservation account, so its balance is always what is held.
   */
  readonly reservationFor?: string;
}

export interface LedgerAccount {
  readonly id: string;
  readonly asset: string;
  readonly member: boolean;
  readonly reservationFor: string | null;
  readonly balanceMinor: bigint;
}

export type HoldStatus = 'open' | 'posted' | 'voided';

/** A two-phase reservation: reserved once, then posted or voided once. */
export interface LedgerHold {
  readonly id: string;
  readonly availableAccountId: string;
  readonly reservationAccountId: string;
  readonly amountMinor: bigint;
  readonly status: HoldStatus;
  /** What the post moved to its destination; zero while open and after a void. */
  readonly postedMinor: bigint;
}

export interface LedgerState {
  readonly accounts: ReadonlyMap<string, LedgerAccount>;
  /** Every hold ever reserved, settled ones included, so a hold id is never reused or settled twice. */
  readonly holds: ReadonlyMap<string, LedgerHold>;
}

/** One movement of money: `amountMinor` (> 0) leaves the debit account and reaches the credit one. */
export interface Posting {
  readonly debitAccountId: string;
  readonly creditAccountId: string;
  readonly amountMinor: bigint;
  readonly asset: string;
  /** The hold this posting reserves, posts or voids; null for a plain transfer. */
  readonly holdId: string | null;
}

export interface TransferCommand {
  readonly kind: 'transfer';
  readonly debitAccountId: string;
  readonly creditAccountId: string;
  readonly amountMinor: bigint;
}

/** Moves `amountMinor` from the reservation account's available account into it, as a new open hold. */
export interface ReserveCommand {
  readonly kind: 'reserve';
  readonly holdId: string;
  readonly reservationAccountId: string;
  readonly amountMinor: bigint;
}

/** Settles an open hold: `amountMinor` (≤ held) goes to the destination, the rest back to available. */
export interface PostCommand {
  readonly kind: 'post';
  readonly holdId: string;
  readonly destinationAccountId: string;
  readonly amountMinor: bigint;
}

/** Settles an open hold by moving all of it back to the available account. */
export interface VoidCommand {
  readonly kind: 'void';
  readonly holdId: string;
}

export type LedgerCommand = TransferCommand | ReserveCommand | PostCommand | VoidCommand;

export type LedgerRejectionCode =
  | 'INSUFFICIENT_BALANCE'
  | 'HOLD_NOT_OPEN'
  | 'HOLD_EXISTS'
  | 'ASSET_MISMATCH'
  | 'INVALID_AMOUNT'
  | 'SAME_ACCOUNT'
  | 'ACCOUNT_NOT_FOUND'
  | 'ACCOUNT_KIND_MISMATCH';

export type LedgerResult =
  { ok: true; state: LedgerState; postings: readonly Posting[] } | { ok: false; code: LedgerRejectionCode };
