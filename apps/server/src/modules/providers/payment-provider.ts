import type { Queryable } from '../../db/database.ts';

/** The member's account at a payment provider: the name they use there and their won balance. */
export interface ProviderAccount {
  readonly provider: string;
  readonly accountName: string;
  readonly balanceWon: bigint;
}

export interface ProviderMember {
  readonly siteId: number;
  readonly memberId: number;
}

/** What a payment link does when the member completes it (migration 0007, provider_checkout). */
export type CheckoutKind = 'APPROVE' | 'BUY' | 'CHARGE';

/**
 * A payment provider (the spec's `{provider_x}`, DOMAIN.md §6), as the wallet module uses it. Baro
 * ships one implementation, the sandbox, which keeps its own book in the same database and so runs
 * inside the action's transaction. An adapter for a real provider calls out before the transaction
 * and reports payments through the same entry points the sandbox page uses (a confirmed payment
 * approves the request it was made for).
 */
export interface PaymentProvider {
  readonly name: string;
  /** A new deposit address for one coin wallet of a member. */
  newDepositAddress(coin: string): string;
  account(tx: Queryable, member: ProviderMember): Promise<ProviderAccount | undefined>;
  /** Opens the member's account; undefined when they already have one. */
  signUp(
    tx: Queryable,
    member: ProviderMember,
    accountName: string,
    nowMs: number,
  ): Promise<ProviderAccount | undefined>;
  /** Takes won from the member's provider account to pay for coin; false when it holds too little. */
  pay(tx: Queryable, member: ProviderMember, wonMinor: bigint): Promise<boolean>;
  /** Puts won into the member's provider account: a charge, or the won of coin they sold. */
  receive(tx: Queryable, member: ProviderMember, wonMinor: bigint): Promise<bigint>;
  /** A page where the member completes a payment; the answer of every URL call. */
  checkoutUrl(
    tx: Queryable,
    input: ProviderMember & { kind: CheckoutKind; dnwHistoryId?: number; nowMs: number },
  ): Promise<string>;
  /** The provider's own currencies (a QR payment's `currency`) and the wallet each is paid into. */
  walletOfCurrency(currency: string): string | undefined;
}
