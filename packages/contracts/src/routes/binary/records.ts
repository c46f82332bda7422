import { z } from 'zod';
import { decidingTick, decimalString, flag01, idSchema, stockSymbol, timestamp } from '../../wire.ts';

/**
 * A game type code (DOMAIN.md §2): `R.5` 30 s, `R1` `R2` `R5` rent rounds, `B1` `B2` `B5` binary;
 * bitball types start with `P`.
 */
export const gameType = z.string().regex(/^[A-Z][A-Z0-9.]{0,15}$/);
export const gameTypePattern = '[A-Z][A-Z0-9.]{0,15}';

/** A bet's side (spec §3 "Recent side"): `B` buy (up), `S` sell (down). */
export const betSide = z.enum(['B', 'S']);

/**
 * Game status (spec §3): `1` realized, `2` disqualified, `3` void; Baro sends `0` while in progress.
 * For a round, `1` means settled with a winning side and `3` voided (equal prices or a feed gap).
 */
export const gameStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const gameStatusValues = ['0', '1', '2', '3'] as const;

/**
 * A trade option: one stock with one game type (spec §3). `isPlay` 1 means it is offered and
 * `isStop` 1 that its rounds are running; the site list keeps stocks where both are 1 (spec §7).
 */
export const tradeOptionSchema = z.object({
  id: idSchema,
  stock: stockSymbol,
  type: gameType,
  isPlay: flag01,
  isStop: flag01,
  /** What a winning bet returns per unit staked, e.g. `1.95`. */
  payout: decimalString,
  /** The smallest stake of one bet. */
  minPoint: decimalString,
  /** The largest stake of one bet, and of one member's bets on one round together. */
  maxPoint: decimalString,
  roundLengthMs: z.number().int().positive(),
});
export type TradeOption = z.infer<typeof tradeOptionSchema>;

/**
 * Why a round was voided: equal lock and close prices, or no usable tick at the lock or the close (a
 * feed gap longer than the option's limit). Null unless the round is void.
 */
export const roundVoidReason = z.enum(['EQUAL_PRICES', 'LOCK_TICK_MISSING', 'CLOSE_TICK_MISSING']);

/**
 * A round (DOMAIN.md §2): bets from `openAt` until `betCloseAt` (the server's cut-off before
 * `lockAt`), live until `closeAt`. The lock and close ticks are shown so a member can check the result
 * against the feed; `lockTick` is null until the round locks, or when the feed had no usable tick.
 */
export const tradeRoundSchema = z.object({
  id: idSchema,
  tradeOptionId: idSchema,
  /**
   * The round's number within its option, from 1 in the order the option's rounds open: what a member
   * reads as "#12" (the `id` counts the rounds of every option of every site together).
   */
  roundNo: z.number().int().positive(),
  stock: stockSymbol,
  type: gameType,
  openAt: timestamp,
  betCloseAt: timestamp,
  lockAt: timestamp,
  closeAt: timestamp,
  /** The payout of every winning bet of this round, fixed when it opened. */
  payout: decimalString,
  lockTick: decidingTick.nullable(),
  closeTick: decidingTick.nullable(),
  result: betSide.nullable(),
  voidReason: roundVoidReason.nullable(),
  status: gameStatus,
});
export type TradeRound = z.infer<typeof tradeRoundSchema>;

/** One of the member's bets (spec §3 "bet history"). `resultPoint` is what was paid back. */
export const betSchema = z.object({
  id: idSchema,
  tradeOptionId: idSchema,
  tradeRoundId: idSchema,
  /** The bet's round's number within its option (its `roundNo`), as the screens show it. */
  roundNo: z.number().int().positive(),
  stock: stockSymbol,
  tradeType: gameType,
  type: betSide,
  point: decimalString,
  payout: decimalString,
  resultPoint: decimalString,
  status: gameStatus,
  createdAt: timestamp,
  settledAt: timestamp.nullable(),
});
export type Bet = z.infer<typeof betSchema>;

/** A recent bet of any member, as the trade screen's live feed shows it: the nick is masked. */
export const publicBetSchema = z.object({
  tradeRoundId: idSchema,
  /** The round's number within its option, as the screens show it. */
  roundNo: z.number().int().positive(),
  type: betSide,
  point: decimalString,
  maskedNick: z.string(),
  createdAt: timestamp,
});
