import { currentSession, findOverseaFuture, isOpen, nextClose, nextOpen } from '@baro/domain';

// The market time a journey runs its server at (the server's CLOCK_OFFSET_MS, docs/server-clock.md).
// Sessions come from @baro/domain's calendar, the one the server decides with, so a journey trades in
// an open session whatever the real clock says (a weekend, CME's daily break, a holiday), and a
// session-close journey meets a real close of the calendar a minute or so after it starts. The
// server's clock only ever runs ahead: the offset is 0 when the real now already suits.

/** Long enough for any overseas journey on one server, its start included. */
export const JOURNEY_SESSION_MS = 15 * 60_000;

/** After an open, so the session has begun when the server starts (the server may start quickly). */
const AFTER_OPEN_MS = 30_000;

function calendarOf(stock: string): string {
  const spec = findOverseaFuture(stock);
  if (spec === undefined) throw new Error(`${stock} is not in the overseas catalogue`);
  return spec.calendarId;
}

/**
 * How far ahead of the real clock the server must run so that `stock`'s session is open from now
 * for `needMs`: 0 inside such a session, else into the first later session long enough.
 */
export function openSessionOffsetMs(stock: string, needMs = JOURNEY_SESSION_MS, nowMs = Date.now()): number {
  const calendar = calendarOf(stock);
  const session = currentSession(calendar, nowMs);
  if (session !== null && session.closeMs - nowMs >= needMs) return 0;
  let openMs = nextOpen(calendar, nowMs);
  for (;;) {
    if (openMs === null) throw new Error(`${stock} never closes: no offset is needed`);
    const startMs = openMs + AFTER_OPEN_MS;
    const closeMs = nextClose(calendar, startMs);
    if (closeMs !== null && closeMs - startMs >= needMs) return startMs - nowMs;
    openMs = nextOpen(calendar, openMs);
  }
}

/** A server clock that meets a close of `stock`'s session `leadMs` after the server starts. */
export interface SessionCloseTime {
  readonly clockOffsetMs: number;
  /** The close, on the server's clock (epoch ms). */
  readonly closeAtServerMs: number;
}

/** Another stock's market, open or shut at the close a journey looks for. */
export interface OtherMarket {
  readonly stock: string;
  readonly open: boolean;
}

/**
 * The offset that puts the first close of `stock`'s session at least `leadMs` away exactly `leadMs`
 * from now on the server's clock; the session is open over that whole lead. With `other`, the first
 * such close at which that other stock's market (another calendar's) is open, or shut, as asked: the
 * CME's early closes fall while HKEX's evening session trades, its usual ones after HKEX has shut.
 */
export function sessionCloseTime(
  stock: string,
  leadMs: number,
  other?: OtherMarket,
  nowMs = Date.now(),
): SessionCloseTime {
  const calendar = calendarOf(stock);
  let closeAtServerMs = nextClose(calendar, nowMs + leadMs - 1);
  while (
    closeAtServerMs !== null &&
    other !== undefined &&
    openAt(other.stock, closeAtServerMs) !== other.open
  ) {
    closeAtServerMs = nextClose(calendar, closeAtServerMs);
  }
  if (closeAtServerMs === null) throw new Error(`${stock} never closes`);
  const session = currentSession(calendar, closeAtServerMs - 1);
  if (session === null || session.openMs > closeAtServerMs - leadMs) {
    const at = new Date(closeAtServerMs).toISOString();
    throw new Error(`${stock}'s session before ${at} is shorter than the lead`);
  }
  return { clockOffsetMs: closeAtServerMs - leadMs - nowMs, closeAtServerMs };
}

/** Whether `stock`'s market is open at `serverMs` on the server's clock. */
export function openAt(stock: string, serverMs: number): boolean {
  return isOpen(calendarOf(stock), serverMs);
}
