import type { Bet, TradeRound } from '@baro/contracts/routes/binary';

// Which round the trade screen's "결과 발표까지" clock counts for (issue 14 §5). It used to count
// for the live round (locked, waiting for its close), which is the round *before* the one taking
// bets: a member who had just bet on #12 read "결과 발표까지 0:20", #11's close, as if it were
// theirs, while #12's result came 30 s later. Now the clock follows the member's own round.
//
// What a member sees on a 30 s option, each clock labelled with its round's number:
// - #12 takes bets, the member has no bet: 마감까지 #12 counts to #12's cut-off and 결과 발표까지
//   #12 to #12's close, the result a bet placed now would get. (The live #11 is nobody's concern
//   on this screen; its lock price stays on the chart.)
// - The member bets on #12: the same two clocks, now both about their bet.
// - #12 locks and #13 opens: 마감까지 moves on to #13; 결과 발표까지 stays on #12, their round,
//   until #12's close, then reads 결과 집계 중 #12 until the settlement reaches them.
// - #12 settled (their bet leaves the open bets): 결과 발표까지 moves to the round taking bets, #13,
//   or to #13 as their round if they bet on it too.
// - Bets on both #12 (live) and #13 (taking bets): #12 first, the sooner result; then #13.
// A visitor (View page) has no bets: both clocks are about the round taking bets.

/** The member's round whose result comes first: the oldest round of their open bets on the option. */
export function ownRoundId(bets: readonly Bet[]): number | undefined {
  let oldest: number | undefined;
  for (const bet of bets) {
    if (bet.status !== 0) continue;
    // Round ids grow with the option's open times, so the smallest is the one deciding first.
    if (oldest === undefined || bet.tradeRoundId < oldest) oldest = bet.tradeRoundId;
  }
  return oldest;
}

/**
 * The round the result clock counts for: the member's own round while it is unsettled (as found in
 * the betting/live pair, or read by id), else the round taking bets, else the live one.
 */
export function resultRound(input: {
  current: TradeRound | null;
  live: TradeRound | null;
  ownRound: TradeRound | undefined;
}): TradeRound | null {
  const { current, live, ownRound } = input;
  // A settled own round is done, even if the bet's own settlement has not reached the screen yet.
  if (ownRound !== undefined && ownRound.status === 0) return ownRound;
  return current ?? live;
}

/** The own round among the rounds the screen already has, so it is read by id only when it is not. */
export function knownRound(
  id: number | undefined,
  rounds: readonly (TradeRound | null)[],
): TradeRound | undefined {
  if (id === undefined) return undefined;
  return rounds.find((round) => round?.id === id) ?? undefined;
}
