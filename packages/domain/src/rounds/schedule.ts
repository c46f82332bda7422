import { assert } from '../assert.ts';
import type { RoundTimes } from './types.ts';

// The round schedule of DOMAIN.md §2: rounds of length L start on UTC epoch multiples of L; a round
// takes bets for L, then is live for L. At any instant one round takes bets and the one before it is
// live, so the close of round n is the lock of round n + 1.

function assertRoundMs(roundMs: number): void {
  assert(
    Number.isSafeInteger(roundMs) && roundMs > 0,
    `A round length is a positive integer, got ${roundMs}.`,
  );
}

/** Whether `atMs` is a round start for rounds of `roundMs`. */
export function isRoundStart(atMs: number, roundMs: number): boolean {
  assertRoundMs(roundMs);
  return Number.isSafeInteger(atMs) && atMs >= 0 && atMs % roundMs === 0;
}

/** The open, lock and close times of the round that opens at `openAtMs`. */
export function roundTimes(openAtMs: number, roundMs: number): RoundTimes {
  assert(isRoundStart(openAtMs, roundMs), `${openAtMs} is not a start of ${roundMs} ms rounds.`);
  return { openAtMs, lockAtMs: openAtMs + roundMs, closeAtMs: openAtMs + 2 * roundMs };
}

/** The open time of the round taking bets at `nowMs` (its open ≤ now < its lock). */
export function bettingRoundOpenAt(nowMs: number, roundMs: number): number {
  assertRoundMs(roundMs);
  assert(Number.isSafeInteger(nowMs) && nowMs >= 0, `A time is a non-negative integer, got ${nowMs}.`);
  return nowMs - (nowMs % roundMs);
}

/** The last instant a bet is accepted is just before this: the lock minus the cut-off. */
export function betCloseAtMs(times: RoundTimes, betCutoffMs: number): number {
  return times.lockAtMs - betCutoffMs;
}

/**
 * The open times of the rounds a clock must open now: from `nextOpenAtMs` (the round after the last
 * one it opened; null when it never opened one) up to and including the round taking bets at `nowMs`,
 * plus the next one when it opens within `aheadMs`. Rounds that would have opened more than
 * `catchUpMs` before now (a long outage) are passed over: nobody could bet on them. Ascending.
 */
export function roundsToOpen(
  nextOpenAtMs: number | null,
  nowMs: number,
  roundMs: number,
  options: { readonly aheadMs: number; readonly catchUpMs: number },
): number[] {
  assert(options.aheadMs >= 0 && options.aheadMs < roundMs, 'A clock opens at most one round ahead.');
  const betting = bettingRoundOpenAt(nowMs, roundMs);
  const lastOpenAt = betting + roundMs - nowMs <= options.aheadMs ? betting + roundMs : betting;
  const earliest = bettingRoundOpenAt(Math.max(0, nowMs - options.catchUpMs), roundMs);
  let from = nextOpenAtMs === null ? betting : Math.max(nextOpenAtMs, earliest);
  if (nextOpenAtMs !== null) {
    assert(isRoundStart(nextOpenAtMs, roundMs), `${nextOpenAtMs} is not a start of ${roundMs} ms rounds.`);
  }
  const opens: number[] = [];
  for (; from <= lastOpenAt; from += roundMs) opens.push(from);
  return opens;
}
