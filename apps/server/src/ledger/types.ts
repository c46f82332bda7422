/** Kinds of a member's two accounts per wallet: what can be spent, and what is held. */
export type MemberAccountKind = 'AVAILABLE' | 'RESERVED';

/**
 * The site's own accounts; each asset's are sharded (see `systemAccount`). BET_ESCROW holds the
 * stakes of bets whose rounds are not settled yet (docs/ledger-flows.md "Timed-round bet"),
 * FUTURES_MARGIN the margin of open futures positions (docs/ledger-flows.md "Coin futures"),
 * OVERSEA_MARGIN the holds of resting overseas orders and the margin of open overseas positions
 * (docs/ledger-flows.md "Overseas futures").
 */
export type SystemAccountKind =
  | 'HOUSE'
  | 'FEE'
  | 'BONUS'
  | 'INSURANCE'
  | 'PROVIDER_CLEARING'
  | 'BET_ESCROW'
  | 'FUTURES_MARGIN'
  | 'OVERSEA_MARGIN';

export type AccountKind = MemberAccountKind | SystemAccountKind;

/** The spec's wallet: `BINARY`, `FUTURES` or a coin code (`BTC`, `USDT`, ...). */
export type WalletType = string;

/** Spec §3 dnw type codes: the label of a member-visible history row (DOMAIN.md §1). */
export type DnwType = 'B' | 'D' | 'W' | 'WB' | 'WS' | 'TI' | 'CI' | 'TO' | 'CO' | 'E' | 'C' | 'PB' | 'PM';

export type HoldPurpose = 'BET' | 'WITHDRAWAL' | 'ORDER_MARGIN' | 'POSITION_MARGIN';

export type HoldStatus = 'OPEN' | 'POSTED' | 'VOIDED';

/** Thrown for a broken precondition (a bug to fix), never for something a member did. */
export class LedgerAssertionError extends Error {
  override readonly name = 'LedgerAssertionError';
}

/**
 * Crashes loudly on a programmer error (STYLE.md, three kinds of errors). Thrown inside a
 * transaction it also rolls the transaction back, which is what a bug deserves.
 */
export function ledgerAssert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new LedgerAssertionError(message);
}

/** Amounts go to SQL as decimal strings cast with `::numeric`, never as JavaScript numbers. */
export function sqlAmount(amountMinor: bigint): string {
  return amountMinor.toString();
}

/** `numeric` columns come back as decimal strings from both drivers (db/database.ts). */
export function parseAmount(value: unknown): bigint {
  ledgerAssert(typeof value === 'string' && /^-?\d+$/.test(value), `Not an integer amount: ${String(value)}`);
  return BigInt(value);
}
