/**
 * Timed-round (binary) option defaults (DOMAIN.md §2). A trade option is one stock with one game
 * type; the game type fixes the round length.
 */

/** `R`: rent rounds, `B`: binary, `P`: bitball (the same rules, labelled 비트볼). */
export type GameKind = 'rent' | 'binary' | 'bitball';

export interface GameTypeSpec {
  /** The spec's game type code: `R.5`, `R1`, `B5`, `P1`. */
  readonly type: string;
  readonly kind: GameKind;
  /** The round length L: bets open for L, then the round is live for L. */
  readonly roundMs: number;
}

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * Every game type Baro runs. The spec names R.5, R1, R2, R5 and B1, B2, B5, and says a type starting
 * with P is bitball; it names no P type, so the demo adds one, `P1`: bitball on one-minute rounds.
 */
export const GAME_TYPES: readonly GameTypeSpec[] = [
  { type: 'R.5', kind: 'rent', roundMs: 30 * SECOND_MS },
  { type: 'R1', kind: 'rent', roundMs: MINUTE_MS },
  { type: 'R2', kind: 'rent', roundMs: 2 * MINUTE_MS },
  { type: 'R5', kind: 'rent', roundMs: 5 * MINUTE_MS },
  { type: 'B1', kind: 'binary', roundMs: MINUTE_MS },
  { type: 'B2', kind: 'binary', roundMs: 2 * MINUTE_MS },
  { type: 'B5', kind: 'binary', roundMs: 5 * MINUTE_MS },
  { type: 'P1', kind: 'bitball', roundMs: MINUTE_MS },
];

/** The specification of a game type code, if Baro runs it. */
export function findGameType(type: string): GameTypeSpec | undefined {
  return GAME_TYPES.find((spec) => spec.type === type);
}

/** Whether a game type is bitball: its code starts with P (spec §2). */
export function isBitballGameType(type: string): boolean {
  return type.startsWith('P');
}

/** Per-option configuration defaults (each marked *(config)* in DOMAIN.md §2). */
export interface BinaryOptionDefaults {
  /** The payout multiplier in basis points: 1.95× is 19,500 (`applyBps(stake, payoutBps, …)`). */
  readonly payoutBps: bigint;
  /** Stake limits per bet, in KRW minor units (won). */
  readonly minStakeMinor: bigint;
  readonly maxStakeMinor: bigint;
  /** Bets are refused this long before a round locks. */
  readonly betCutoffMs: number;
}

export const BINARY_OPTION_DEFAULTS: BinaryOptionDefaults = {
  payoutBps: 19_500n,
  minStakeMinor: 1_000n,
  maxStakeMinor: 1_000_000n,
  betCutoffMs: 3_000,
};

/** One option the demo seed creates: a stock with a game type. */
export interface DemoTradeOption {
  readonly stock: string;
  readonly type: string;
}

const RENT_AND_BINARY = ['R.5', 'R1', 'R2', 'R5', 'B1', 'B2', 'B5'];

/**
 * The demo's binary options: BTCUSDT, ETHUSDT and XRPUSDT with every rent and binary type, and
 * BTCUSDT as bitball too (`P1`, shown as 비트볼 1min).
 */
export const DEMO_TRADE_OPTIONS: readonly DemoTradeOption[] = [
  ...['BTCUSDT', 'ETHUSDT', 'XRPUSDT'].flatMap((stock) => RENT_AND_BINARY.map((type) => ({ stock, type }))),
  { stock: 'BTCUSDT', type: 'P1' },
];
