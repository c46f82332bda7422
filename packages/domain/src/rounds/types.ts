// Timed rounds (DOMAIN.md §2): the shapes the round rules and both round engines speak. Money is in
// minor units of the site's binary currency; prices are integer price units of the stock (see
// market/price-units.ts); times are epoch milliseconds.

/** `B` buys (wins when the close is above the lock), `S` sells (wins when it is below). */
export type BetSide = 'B' | 'S';

/**
 * Spec §3 game status of a bet: `1` realized (won, paid stake × payout), `2` disqualified (lost),
 * `3` void (refunded), `0` while its round runs. A round uses `1` for settled with a winning side and
 * `3` for voided.
 */
export type GameStatus = 0 | 1 | 2 | 3;

export const GAME_STATUS = { running: 0, won: 1, lost: 2, void: 3 } as const;

/** One round of length L: bets from `openAtMs`, live from `lockAtMs`, decided at `closeAtMs`. */
export interface RoundTimes {
  readonly openAtMs: number;
  readonly lockAtMs: number;
  readonly closeAtMs: number;
}

/** An option's terms, each a per-site setting (DOMAIN.md §2 *(config)*). */
export interface RoundTerms {
  /** The round length L. */
  readonly roundMs: number;
  /** What a winning stake returns, in basis points: 1.95× is 19,500. */
  readonly payoutBps: bigint;
  /** The smallest stake of one bet. */
  readonly minStakeMinor: bigint;
  /** The largest stake of one bet, and of one member's bets on one round together. */
  readonly maxStakeMinor: bigint;
  /** Bets are refused this long before the round locks. */
  readonly betCutoffMs: number;
  /** A deciding tick older than this at its instant means the feed had a gap: the round is void. */
  readonly feedGapMs: number;
}

/** The tick that decided a lock or close price, kept so a member can check it (DOMAIN.md §0). */
export interface DecidingTick {
  /** Integer price units of the stock. */
  readonly price: number;
  readonly atMs: number;
  /** The feed that published it (`simulated`, `replay`, `binance`). */
  readonly source: string;
}

/** Why a round was voided: the prices were equal, or a deciding tick was missing (a feed gap). */
export type VoidReason = 'EQUAL_PRICES' | 'LOCK_TICK_MISSING' | 'CLOSE_TICK_MISSING';

/** What the two deciding ticks say about a round. */
export type RoundOutcome =
  | { readonly status: 1; readonly result: BetSide; readonly voidReason: null }
  | { readonly status: 3; readonly result: null; readonly voidReason: VoidReason };

/**
 * Why a bet is refused. Each is a code of the contracts error catalogue (trade area), so the server
 * answers it as it is.
 */
export type BetRejectionCode =
  | 'ROUND_NOT_OPEN'
  | 'INVESTMENT_TIME_CLOSED'
  | 'BET_SIDE_CONFLICT'
  | 'INVESTMENT_AMOUNT_TOO_SMALL'
  | 'INVESTMENT_AMOUNT_TOO_LARGE'
  | 'ROUND_STAKE_LIMIT_EXCEEDED'
  | 'INSUFFICIENT_BALANCE';

export type BetDecision =
  | {
      readonly ok: true;
      /** The member's stake on the round after this bet. */
      readonly totalStakeMinor: bigint;
      /** Whether it adds to a bet the member already has on this round (same side). */
      readonly adds: boolean;
    }
  | {
      readonly ok: false;
      readonly code: BetRejectionCode;
      /** The limit a stake rejection refers to (shown in the message), in minor units. */
      readonly limitMinor?: bigint;
    };

/** One member's bet on a round after settlement. */
export interface SettledBet {
  readonly memberId: string;
  readonly side: BetSide;
  readonly stakeMinor: bigint;
  readonly status: 1 | 2 | 3;
  /** What went back to the member: stake × payout (floored) if won, 0 if lost, the stake if void. */
  readonly paidMinor: bigint;
}

/** A settled round: its outcome, every bet once (by member id), and the house's result. */
export interface RoundSettlement {
  readonly openAtMs: number;
  readonly outcome: RoundOutcome;
  readonly lockTick: DecidingTick | null;
  readonly closeTick: DecidingTick | null;
  readonly bets: readonly SettledBet[];
  readonly stakedMinor: bigint;
  readonly paidMinor: bigint;
  /** stakedMinor − paidMinor: what the house kept (negative when it paid out more). */
  readonly houseResultMinor: bigint;
}
