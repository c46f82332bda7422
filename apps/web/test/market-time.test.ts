// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openAt, openSessionOffsetMs, sessionCloseTime } from '../e2e/support/market-time.ts';

// How the overseas journeys choose their server's market time (e2e/support/market-time.ts), at fixed
// instants of the real calendar: US winter (CME 17:00–16:00 Central = 23:00–22:00 UTC) and Good Friday.

const MINUTE = 60_000;
const at = (iso: string) => Date.parse(iso);
// An ordinary Friday (the next one, 2026-11-27, is the day after Thanksgiving: an early close).
const FRIDAY_MORNING = at('2026-11-20T09:00:00Z');
const SUNDAY_OPEN = at('2026-11-29T23:00:00Z');

describe('openSessionOffsetMs', () => {
  it('keeps the real clock inside a session with the time the journey needs', () => {
    expect(openSessionOffsetMs('NQ', 15 * MINUTE, FRIDAY_MORNING)).toBe(0);
  });

  it('moves a weekend, a session about to close and the daily break into the next session', () => {
    const saturday = at('2026-11-28T12:00:00Z');
    expect(saturday + openSessionOffsetMs('NQ', 15 * MINUTE, saturday)).toBe(SUNDAY_OPEN + 30_000);
    const fridayLate = at('2026-11-27T21:50:00Z');
    expect(fridayLate + openSessionOffsetMs('NQ', 15 * MINUTE, fridayLate)).toBe(SUNDAY_OPEN + 30_000);
    const dailyBreak = at('2026-11-25T22:30:00Z');
    expect(dailyBreak + openSessionOffsetMs('NQ', 15 * MINUTE, dailyBreak)).toBe(at('2026-11-25T23:00:30Z'));
  });

  it('skips a holiday: nothing opens on the evening before Good Friday', () => {
    const thursday = at('2026-04-02T21:30:00Z');
    expect(thursday + openSessionOffsetMs('NQ', 15 * MINUTE, thursday)).toBe(at('2026-04-05T22:00:30Z'));
  });

  it('never lands in a session shorter than the need', () => {
    // HSI's morning session is 2 h 45 min; four hours skip it and its afternoon one.
    const monday = at('2026-11-30T00:00:00Z');
    const start = monday + openSessionOffsetMs('HSI', 4 * 60 * MINUTE, monday);
    expect(start).toBe(at('2026-11-30T09:15:30Z'));
    expect(openAt('HSI', start + 4 * 60 * MINUTE - 1)).toBe(true);
  });
});

describe('sessionCloseTime', () => {
  it('meets the next close the lead after the start, with the session open until then', () => {
    const close = sessionCloseTime('NQ', 75_000, undefined, FRIDAY_MORNING);
    expect(close.closeAtServerMs).toBe(at('2026-11-20T22:00:00Z'));
    const startAtServer = FRIDAY_MORNING + close.clockOffsetMs;
    expect(startAtServer).toBe(close.closeAtServerMs - 75_000);
    expect(openAt('NQ', startAtServer)).toBe(true);
    expect(openAt('NQ', close.closeAtServerMs)).toBe(false);
  });

  it("finds a close of one calendar while another's market trades", () => {
    // Friday: HSI's after-hours session ends 03:00 Saturday Hong Kong time, CME still open.
    expect(sessionCloseTime('HSI', 75_000, { stock: 'NQ', open: true }, FRIDAY_MORNING).closeAtServerMs).toBe(
      at('2026-11-20T19:00:00Z'),
    );
    // From a Saturday: Monday's lunch break, the CME having opened on Sunday evening.
    const saturday = at('2026-11-28T12:00:00Z');
    expect(sessionCloseTime('HSI', 75_000, { stock: 'NQ', open: true }, saturday).closeAtServerMs).toBe(
      at('2026-11-30T04:00:00Z'),
    );
  });

  it('meets an early close: the day after Thanksgiving the CME closes at 12:15 Central', () => {
    const friday = at('2026-11-27T09:00:00Z');
    expect(sessionCloseTime('NQ', 75_000, undefined, friday).closeAtServerMs).toBe(
      at('2026-11-27T18:15:00Z'),
    );
    // HKEX's evening session trades then: a close with HSI shut is Monday's daily break.
    expect(sessionCloseTime('NQ', 75_000, { stock: 'HSI', open: false }, friday).closeAtServerMs).toBe(
      at('2026-11-30T22:00:00Z'),
    );
  });

  it('never runs the clock behind', () => {
    const justBefore = at('2026-11-27T21:59:00Z');
    const close = sessionCloseTime('NQ', 75_000, undefined, justBefore);
    expect(close.clockOffsetMs).toBeGreaterThanOrEqual(0);
    expect(close.closeAtServerMs).toBe(at('2026-11-30T22:00:00Z'));
  });
});
