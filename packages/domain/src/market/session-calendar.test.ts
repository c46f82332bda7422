import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainAssertionError } from '../assert.ts';
import {
  ALWAYS_OPEN_SESSION,
  currentSession,
  isOpen,
  isSessionCalendarId,
  nextClose,
  nextOpen,
  SESSION_CALENDAR_IDS,
} from './session-calendar.ts';
import { CME_GLOBEX_EARLY_CLOSES } from './exchange-early-closes.ts';
import { centralClock, kst } from './session-calendar-support.ts';

// Every instant in these tests is written in KST (UTC+9), as a Korean member sees it.

const HOUR = 3_600_000;

describe('CRYPTO_24_7', () => {
  it('is always open and never closes', () => {
    expect(isOpen('CRYPTO_24_7', kst(2026, 3, 8, 3))).toBe(true);
    expect(currentSession('CRYPTO_24_7', 0)).toEqual(ALWAYS_OPEN_SESSION);
    expect(nextClose('CRYPTO_24_7', kst(2026, 3, 8, 3))).toBeNull();
    expect(nextOpen('CRYPTO_24_7', kst(2026, 3, 8, 3))).toBeNull();
  });
});

describe('CME_GLOBEX in US winter (08:00–07:00 KST)', () => {
  it('opens on Sunday 17:00 Central, Monday 08:00 KST', () => {
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 12, 7, 59))).toBe(false);
    expect(nextOpen('CME_GLOBEX', kst(2026, 1, 10, 12))).toBe(kst(2026, 1, 12, 8));
    expect(currentSession('CME_GLOBEX', kst(2026, 1, 12, 8))).toEqual({
      openMs: kst(2026, 1, 12, 8),
      closeMs: kst(2026, 1, 13, 7),
    });
  });

  it('breaks daily from 16:00 to 17:00 Central, 07:00 to 08:00 KST', () => {
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 13, 6, 59))).toBe(true);
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 13, 7))).toBe(false);
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 13, 7, 30))).toBe(false);
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 13, 8))).toBe(true);
    expect(nextClose('CME_GLOBEX', kst(2026, 1, 13, 6, 59))).toBe(kst(2026, 1, 13, 7));
    expect(nextOpen('CME_GLOBEX', kst(2026, 1, 13, 7, 30))).toBe(kst(2026, 1, 13, 8));
  });

  it('closes on Friday 16:00 Central, Saturday 07:00 KST, until Monday 08:00 KST', () => {
    expect(nextClose('CME_GLOBEX', kst(2026, 1, 16, 20))).toBe(kst(2026, 1, 17, 7));
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 17, 7))).toBe(false);
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 18, 12))).toBe(false);
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 19, 7, 59))).toBe(false);
    expect(nextOpen('CME_GLOBEX', kst(2026, 1, 17, 7))).toBe(kst(2026, 1, 19, 8));
  });
});

describe('CME_GLOBEX in US summer (07:00–06:00 KST)', () => {
  it('opens at 07:00 KST and breaks from 06:00 to 07:00 KST', () => {
    expect(currentSession('CME_GLOBEX', kst(2026, 7, 14, 12))).toEqual({
      openMs: kst(2026, 7, 14, 7),
      closeMs: kst(2026, 7, 15, 6),
    });
    expect(isOpen('CME_GLOBEX', kst(2026, 7, 15, 6, 30))).toBe(false);
    expect(nextClose('CME_GLOBEX', kst(2026, 7, 17, 23))).toBe(kst(2026, 7, 18, 6));
  });
});

describe('CME_GLOBEX across the daylight-saving switches', () => {
  it.each([
    // [last Friday close before the switch, first Sunday open after it], both in KST.
    ['2026-03-08 (spring)', kst(2026, 3, 7, 7), kst(2026, 3, 9, 7), kst(2026, 3, 10, 6)],
    ['2026-11-01 (autumn)', kst(2026, 10, 31, 6), kst(2026, 11, 2, 8), kst(2026, 11, 3, 7)],
    ['2027-03-14 (spring)', kst(2027, 3, 13, 7), kst(2027, 3, 15, 7), kst(2027, 3, 16, 6)],
    ['2027-11-07 (autumn)', kst(2027, 11, 6, 6), kst(2027, 11, 8, 8), kst(2027, 11, 9, 7)],
  ])('closes the week and reopens on the new offset on %s', (_, fridayClose, sundayOpen, firstBreak) => {
    expect(nextClose('CME_GLOBEX', fridayClose - HOUR)).toBe(fridayClose);
    expect(isOpen('CME_GLOBEX', fridayClose)).toBe(false);
    expect(nextOpen('CME_GLOBEX', fridayClose)).toBe(sundayOpen);
    expect(nextClose('CME_GLOBEX', fridayClose)).toBe(firstBreak);
    expect(isOpen('CME_GLOBEX', sundayOpen - 1)).toBe(false);
    expect(currentSession('CME_GLOBEX', sundayOpen)).toEqual({ openMs: sundayOpen, closeMs: firstBreak });
  });
});

describe('HKEX_HSI (HKT = KST − 1 h)', () => {
  it('runs the morning session 09:15–12:00 HKT and breaks for lunch until 13:00 HKT', () => {
    expect(isOpen('HKEX_HSI', kst(2026, 5, 12, 10, 14))).toBe(false);
    expect(currentSession('HKEX_HSI', kst(2026, 5, 12, 10, 15))).toEqual({
      openMs: kst(2026, 5, 12, 10, 15),
      closeMs: kst(2026, 5, 12, 13),
    });
    expect(isOpen('HKEX_HSI', kst(2026, 5, 12, 13, 30))).toBe(false);
    expect(nextOpen('HKEX_HSI', kst(2026, 5, 12, 13, 30))).toBe(kst(2026, 5, 12, 14));
    expect(nextClose('HKEX_HSI', kst(2026, 5, 12, 15))).toBe(kst(2026, 5, 12, 17, 30));
  });

  it('runs the after-hours session 17:15–03:00 HKT across midnight', () => {
    expect(nextOpen('HKEX_HSI', kst(2026, 5, 12, 17, 45))).toBe(kst(2026, 5, 12, 18, 15));
    expect(currentSession('HKEX_HSI', kst(2026, 5, 13, 1))).toEqual({
      openMs: kst(2026, 5, 12, 18, 15),
      closeMs: kst(2026, 5, 13, 4),
    });
    expect(isOpen('HKEX_HSI', kst(2026, 5, 13, 4))).toBe(false);
  });

  it("runs Friday's after-hours session into Saturday and is shut until Monday 09:15 HKT", () => {
    expect(nextClose('HKEX_HSI', kst(2026, 5, 15, 23))).toBe(kst(2026, 5, 16, 4));
    expect(isOpen('HKEX_HSI', kst(2026, 5, 16, 3, 59))).toBe(true);
    expect(isOpen('HKEX_HSI', kst(2026, 5, 16, 12))).toBe(false);
    // No after-hours session starts on Sunday, so Monday's small hours are closed.
    expect(isOpen('HKEX_HSI', kst(2026, 5, 18, 2))).toBe(false);
    expect(nextOpen('HKEX_HSI', kst(2026, 5, 16, 4))).toBe(kst(2026, 5, 18, 10, 15));
  });
});

describe('calendar ids', () => {
  it('recognise the three calendars and treat an unknown one as a programmer error', () => {
    expect(SESSION_CALENDAR_IDS.every(isSessionCalendarId)).toBe(true);
    expect(isSessionCalendarId('NYSE')).toBe(false);
    expect(() => isOpen('NYSE', 0)).toThrow(DomainAssertionError);
  });
});

// fast-check prints the seed and the smallest failing case; `fc.assert(..., { seed, path })` replays it.
describe('session calendar properties', () => {
  const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2029, 0, 1) });
  const calendar = fc.constantFrom('CME_GLOBEX', 'HKEX_HSI');

  it('agrees with itself at random instants: open means inside the current session, closing after now', () => {
    fc.assert(
      fc.property(calendar, instant, (id, atMs) => {
        const session = currentSession(id, atMs);
        expect(isOpen(id, atMs)).toBe(session !== null);
        const closeMs = nextClose(id, atMs);
        const openMs = nextOpen(id, atMs);
        expect(closeMs).toBeGreaterThan(atMs);
        expect(openMs).toBeGreaterThan(atMs);
        if (session !== null) {
          expect(session.openMs).toBeLessThanOrEqual(atMs);
          expect(closeMs).toBe(session.closeMs);
          expect(openMs).toBeGreaterThan(session.closeMs);
          expect(isOpen(id, session.closeMs)).toBe(false);
        } else {
          expect(closeMs).toBeGreaterThan(openMs!);
          expect(isOpen(id, openMs! - 1)).toBe(false);
          expect(currentSession(id, openMs!)?.openMs).toBe(openMs);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('gives every CME session 23 hours, or ends it at its trade date’s early close, opening at 07:00 or 08:00 KST', () => {
    fc.assert(
      fc.property(instant, (atMs) => {
        const openMs = nextOpen('CME_GLOBEX', atMs)!;
        const session = currentSession('CME_GLOBEX', openMs)!;
        expect([7, 8]).toContain(new Date(openMs + 9 * HOUR).getUTCHours());
        // The trade date is the Central date on which the session would end at 16:00, 23 hours on.
        const tradeDate = centralClock(openMs + 23 * HOUR).date;
        const earlyClose = CME_GLOBEX_EARLY_CLOSES.get(tradeDate);
        if (earlyClose === undefined) {
          expect(session.closeMs - session.openMs).toBe(23 * HOUR);
        } else {
          expect(centralClock(session.closeMs)).toEqual({ date: tradeDate, clock: earlyClose });
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
