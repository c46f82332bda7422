import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, isoDateOfDays } from './civil-time.ts';
import { currentSession, isOpen, nextClose, nextOpen } from './session-calendar.ts';
import { kst, openByDirectRule } from './session-calendar-support.ts';

// Exchange holidays and a site's own closed dates. Every instant is written in KST; the CME is
// KST − 15 h in US winter and KST − 14 h in US summer, HKEX is KST − 1 h.

describe('CME_GLOBEX holidays: the session of the holiday trade date does not open', () => {
  it('trades Thursday before Good Friday 2026, stays shut until Sunday evening, and trades Monday', () => {
    expect(currentSession('CME_GLOBEX', kst(2026, 4, 2, 12))).toEqual({
      openMs: kst(2026, 4, 2, 7),
      closeMs: kst(2026, 4, 3, 6),
    });
    // Thursday 17:00 Central would open Friday's session: a week earlier it does.
    expect(isOpen('CME_GLOBEX', kst(2026, 3, 27, 7))).toBe(true);
    expect(isOpen('CME_GLOBEX', kst(2026, 4, 3, 7))).toBe(false);
    expect(isOpen('CME_GLOBEX', kst(2026, 4, 3, 20))).toBe(false);
    expect(nextOpen('CME_GLOBEX', kst(2026, 4, 3, 6))).toBe(kst(2026, 4, 6, 7));
    expect(nextClose('CME_GLOBEX', kst(2026, 4, 3, 6))).toBe(kst(2026, 4, 7, 6));
    expect(currentSession('CME_GLOBEX', kst(2026, 4, 6, 7))).toEqual({
      openMs: kst(2026, 4, 6, 7),
      closeMs: kst(2026, 4, 7, 6),
    });
  });

  it('skips the New Year’s Eve evening opening in 2025 and reopens on Thursday evening for Friday', () => {
    expect(nextClose('CME_GLOBEX', kst(2025, 12, 31, 12))).toBe(kst(2026, 1, 1, 7));
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 1, 8))).toBe(false);
    expect(nextOpen('CME_GLOBEX', kst(2026, 1, 1, 7))).toBe(kst(2026, 1, 2, 8));
    expect(currentSession('CME_GLOBEX', kst(2026, 1, 2, 8))).toEqual({
      openMs: kst(2026, 1, 2, 8),
      closeMs: kst(2026, 1, 3, 7),
    });
  });

  it('closes Friday 24 December 2027 for a Saturday Christmas but trades Friday 31 December', () => {
    expect(nextClose('CME_GLOBEX', kst(2027, 12, 23, 12))).toBe(kst(2027, 12, 24, 7));
    expect(isOpen('CME_GLOBEX', kst(2027, 12, 24, 8))).toBe(false);
    expect(nextOpen('CME_GLOBEX', kst(2027, 12, 24, 7))).toBe(kst(2027, 12, 27, 8));
    expect(isOpen('CME_GLOBEX', kst(2027, 12, 31, 12))).toBe(true);
    expect(nextClose('CME_GLOBEX', kst(2027, 12, 31, 12))).toBe(kst(2028, 1, 1, 7));
  });
});

describe('HKEX_HSI holidays: no session opens on the holiday', () => {
  it('trades only Monday morning, Lunar New Year’s Eve 2026, then is shut until Friday', () => {
    // The eve is a half day (exchange-early-closes.ts): no afternoon, no after-hours session.
    expect(currentSession('HKEX_HSI', kst(2026, 2, 16, 11))).toEqual({
      openMs: kst(2026, 2, 16, 10, 15),
      closeMs: kst(2026, 2, 16, 13),
    });
    expect(isOpen('HKEX_HSI', kst(2026, 2, 16, 23))).toBe(false);
    expect(nextOpen('HKEX_HSI', kst(2026, 2, 16, 13))).toBe(kst(2026, 2, 20, 10, 15));
    expect(isOpen('HKEX_HSI', kst(2026, 2, 17, 10, 15))).toBe(false);
    expect(isOpen('HKEX_HSI', kst(2026, 2, 18, 14))).toBe(false);
    expect(isOpen('HKEX_HSI', kst(2026, 2, 19, 18, 15))).toBe(false);
    expect(nextOpen('HKEX_HSI', kst(2026, 2, 17, 4))).toBe(kst(2026, 2, 20, 10, 15));
    expect(nextClose('HKEX_HSI', kst(2026, 2, 17, 4))).toBe(kst(2026, 2, 20, 13));
  });

  it('is shut from Good Friday to the Tuesday after Easter 2026, Thursday’s after-hours session aside', () => {
    expect(isOpen('HKEX_HSI', kst(2026, 4, 3, 3, 59))).toBe(true);
    expect(isOpen('HKEX_HSI', kst(2026, 4, 3, 10, 15))).toBe(false);
    expect(isOpen('HKEX_HSI', kst(2026, 4, 6, 11))).toBe(false);
    expect(nextOpen('HKEX_HSI', kst(2026, 4, 3, 4))).toBe(kst(2026, 4, 8, 10, 15));
  });

  it('is shut on Monday and Tuesday of Lunar New Year 2027 (its first two days are a weekend)', () => {
    expect(nextOpen('HKEX_HSI', kst(2027, 2, 6, 4))).toBe(kst(2027, 2, 10, 10, 15));
  });
});

describe('a site’s own closed dates', () => {
  it('shut a Monday on the CME from Sunday evening, the session belonging to it', () => {
    const closed = new Set(['2026-01-19']);
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 19, 8))).toBe(true);
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 19, 8), closed)).toBe(false);
    expect(isOpen('CME_GLOBEX', kst(2026, 1, 17, 6), closed)).toBe(true);
    expect(nextOpen('CME_GLOBEX', kst(2026, 1, 17, 7), closed)).toBe(kst(2026, 1, 20, 8));
  });

  it.each([
    // [closed Monday, the Friday close before it, the Monday evening opening], in KST.
    ['2026-03-09', kst(2026, 3, 7, 7), kst(2026, 3, 10, 7), kst(2026, 3, 11, 6)],
    ['2026-11-02', kst(2026, 10, 31, 6), kst(2026, 11, 3, 8), kst(2026, 11, 4, 7)],
  ])(
    'shut the Monday %s after a daylight-saving switch and reopen on the new offset',
    (date, close, open, end) => {
      const closed = new Set([date]);
      expect(nextOpen('CME_GLOBEX', close, closed)).toBe(open);
      expect(nextClose('CME_GLOBEX', close, closed)).toBe(end);
      expect(currentSession('CME_GLOBEX', open, closed)).toEqual({ openMs: open, closeMs: end });
    },
  );

  it('shut all three HKEX sessions of the day, after-hours included, but not the night before', () => {
    const closed = new Set(['2026-05-12']);
    expect(isOpen('HKEX_HSI', kst(2026, 5, 12, 3), closed)).toBe(true);
    expect(nextOpen('HKEX_HSI', kst(2026, 5, 12, 4), closed)).toBe(kst(2026, 5, 13, 10, 15));
    expect(isOpen('HKEX_HSI', kst(2026, 5, 12, 23), closed)).toBe(false);
  });

  it('leave an always-open calendar open', () => {
    expect(isOpen('CRYPTO_24_7', kst(2026, 5, 12, 12), new Set(['2026-05-12']))).toBe(true);
  });
});

// fast-check prints the seed and the smallest failing case; `fc.assert(..., { seed, path })` replays it.
describe('holiday calendar properties', () => {
  const instant = fc.integer({ min: Date.UTC(2025, 11, 20), max: Date.UTC(2028, 0, 10) });
  const calendar = fc.constantFrom('CME_GLOBEX' as const, 'HKEX_HSI' as const);
  // Site closures near the instant, where they matter: up to four dates from three days before to
  // six days after (some of them weekends or exchange holidays already).
  const closuresNear = (atMs: number, offsets: readonly number[]): Set<string> =>
    new Set(offsets.map((offset) => isoDateOfDays(Math.floor(atMs / DAY_MS) + offset)));
  const offsets = fc.array(fc.integer({ min: -3, max: 6 }), { maxLength: 4 });
  const share = fc.integer({ min: 0, max: 1_000 });

  it('opens exactly when the exchange’s rules written out directly say so, with or without closures', () => {
    fc.assert(
      fc.property(calendar, instant, offsets, (id, atMs, near) => {
        const closed = closuresNear(atMs, near);
        expect(isOpen(id, atMs, closed)).toBe(openByDirectRule(id, atMs, closed));
        expect(isOpen(id, atMs)).toBe(openByDirectRule(id, atMs, new Set()));
      }),
      { numRuns: 4_000 },
    );
  });

  it('agrees with itself: nothing opens before nextOpen, nothing closes before nextClose', () => {
    fc.assert(
      fc.property(calendar, instant, offsets, share, (id, atMs, near, part) => {
        const closed = closuresNear(atMs, near);
        const session = currentSession(id, atMs, closed);
        const openMs = nextOpen(id, atMs, closed)!;
        const closeMs = nextClose(id, atMs, closed)!;
        expect(isOpen(id, atMs, closed)).toBe(session !== null);
        // The first edge after now, and one instant between now and it that must look like now.
        const edgeMs = session === null ? openMs : closeMs;
        const betweenMs = atMs + Math.floor(((edgeMs - atMs) * part) / 1_001);
        expect(isOpen(id, betweenMs, closed)).toBe(session !== null);
        expect(isOpen(id, edgeMs, closed)).toBe(session === null);
        if (session !== null) {
          expect(session.openMs <= atMs && atMs < session.closeMs).toBe(true);
          expect(closeMs).toBe(session.closeMs);
          expect(openMs).toBeGreaterThan(closeMs);
        } else {
          expect(currentSession(id, openMs, closed)).toEqual({ openMs, closeMs });
        }
      }),
      { numRuns: 3_000 },
    );
  });
});
