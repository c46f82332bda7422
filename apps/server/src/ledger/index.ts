// The ledger store: double-entry accounts, postings and holds (README.md beside this file). Every
// function takes the caller's transaction, so one action is one commit.
export { ensureMemberWallet, lockAccounts, systemAccount, systemShardCount } from './accounts.ts';
export { betEscrowAccount } from './bet-escrow.ts';
export type { MemberWallet } from './accounts.ts';
export { bodyHash, canonicalJson } from './canonical-json.ts';
export { postHold, reserve, voidHold } from './holds.ts';
export type { PostHoldInput, ReserveInput, ReserveResult, SettleResult, VoidHoldInput } from './holds.ts';
export { withIdempotency } from './idempotency.ts';
export type { IdempotencyKey, IdempotencyResult, IdempotentResponse } from './idempotency.ts';
export { checkLedgerInvariants } from './invariants.ts';
export { transfer } from './transfer.ts';
export type { TransferInput, TransferResult } from './transfer.ts';
export { LedgerAssertionError } from './types.ts';
export type {
  AccountKind,
  DnwType,
  HoldPurpose,
  HoldStatus,
  MemberAccountKind,
  SystemAccountKind,
  WalletType,
} from './types.ts';
export { walletViews } from './wallet-views.ts';
export type { WalletView } from './wallet-views.ts';
