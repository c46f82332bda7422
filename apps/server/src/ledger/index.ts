// The ledger store: double-entry accounts, postings, holds and escrow accounts, and the hooks products
// register their own invariants and escrow shares with (README.md beside this file). Every function
// takes the caller's transaction, so one action is one commit. It knows no product's tables.
export {
  accountBalance,
  ensureMemberWallet,
  lockAccounts,
  systemAccount,
  systemAccounts,
  systemShardCount,
} from './accounts.ts';
export { betEscrowAccount } from './bet-escrow.ts';
export type { MemberWallet } from './accounts.ts';
export { bodyHash, canonicalJson } from './canonical-json.ts';
export { postHold, reserve, voidHold } from './holds.ts';
export type { PostHoldInput, ReserveInput, ReserveResult, SettleResult, VoidHoldInput } from './holds.ts';
export { withIdempotency } from './idempotency.ts';
export type { IdempotencyKey, IdempotencyResult, IdempotentResponse } from './idempotency.ts';
export { checkLedgerInvariants, registerLedgerInvariants } from './invariants.ts';
export type { LedgerInvariant } from './invariants.ts';
export { moveManyLocked } from './move-many.ts';
export type { MoveLeg } from './move-many.ts';
export { moveLocked, transfer } from './transfer.ts';
export type { TransferInput, TransferResult } from './transfer.ts';
export { ledgerAssert, LedgerAssertionError, parseAmount, sqlAmount } from './types.ts';
export type {
  AccountKind,
  DnwType,
  HoldPurpose,
  HoldStatus,
  MemberAccountKind,
  SystemAccountKind,
  WalletType,
} from './types.ts';
export { registerEscrowShares, walletViews, walletViewsOfMembers } from './wallet-views.ts';
export type { EscrowShare, WalletView } from './wallet-views.ts';
