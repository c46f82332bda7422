import type { TradeRound } from '@baro/contracts/routes/binary';

// The round countdown, on the server's clock (DOMAIN.md §2: the server decides the cut-off). Pure:
// callers pass the server time, which is the client clock plus the offset from /server_time_offset.

/** How long before the cut-off the bet-end alarm sounds. */
export const BET_END_ALARM_LEAD_MS = 5_000;

/**
 * The estimated server-minus-client offset of one `/server_time_offset` exchange: the server read its
 * clock somewhere between sending and receiving, so the middle of the trip is the best guess.
 */
export function offsetFrom(sentAtMs: number, receivedAtMs: number, serverTimeMs: number): number {
  return Math.round(serverTimeMs - (sentAtMs + receivedAtMs) / 2);
}

/** Where the round taking bets is on the server's clock. */
export type BettingPhase =
  /** Opened early (the next round, a moment before its start): no bets yet. */
  | { kind: 'upcoming'; msLeft: number; totalMs: number }
  /** Takes bets; `alarm` in the last seconds before the cut-off. */
  | { kind: 'betting'; msLeft: number; totalMs: number; alarm: boolean }
  /** The server's cut-off has passed; the round locks when `msLeft` runs out. */
  | { kind: 'cutoff'; msLeft: number; totalMs: number }
  /** Locked: waiting for the next round's open. */
  | { kind: 'locked' }
  | { kind: 'none' };

/** Where the live round is: counting down to its close, or closed and being settled. */
export type LivePhase =
  { kind: 'live'; msLeft: number; totalMs: number } | { kind: 'settling' } | { kind: 'none' };

function ms(iso: string): number {
  return Date.parse(iso);
}

export function bettingPhase(round: TradeRound | null, serverNowMs: number): BettingPhase {
  if (round === null) return { kind: 'none' };
  const openAt = ms(round.openAt);
  const betCloseAt = ms(round.betCloseAt);
  const lockAt = ms(round.lockAt);
  if (serverNowMs < openAt) {
    return { kind: 'upcoming', msLeft: openAt - serverNowMs, totalMs: betCloseAt - openAt };
  }
  if (serverNowMs < betCloseAt) {
    const msLeft = betCloseAt - serverNowMs;
    return { kind: 'betting', msLeft, totalMs: betCloseAt - openAt, alarm: msLeft <= BET_END_ALARM_LEAD_MS };
  }
  if (serverNowMs < lockAt) {
    return { kind: 'cutoff', msLeft: lockAt - serverNowMs, totalMs: lockAt - betCloseAt };
  }
  return { kind: 'locked' };
}

export function livePhase(round: TradeRound | null, serverNowMs: number): LivePhase {
  if (round === null) return { kind: 'none' };
  const lockAt = ms(round.lockAt);
  const closeAt = ms(round.closeAt);
  if (serverNowMs < closeAt) {
    return { kind: 'live', msLeft: closeAt - serverNowMs, totalMs: closeAt - lockAt };
  }
  return { kind: 'settling' };
}

/** '0:27' for the countdown: whole seconds rounded up, so 0:00 shows only at the instant itself. */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Share of the phase still to run, 0–1, for the countdown bar. */
export function remainingShare(msLeft: number, totalMs: number): number {
  if (totalMs <= 0) return 0;
  return Math.min(1, Math.max(0, msLeft / totalMs));
}
