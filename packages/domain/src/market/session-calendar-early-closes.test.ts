import { describe, expect, it } from 'vitest';
import { currentSession, isOpen, nextClose, nextOpen } from './session-calendar.ts';
import { kst } from './session-calendar-support.ts';

// Early closes (exchange-early-closes.ts). Every instant is written in KST; the CME is KST − 15 h in
// US winter and KST − 14 h in US summer, HKEX is KST − 1 h. The random-instant properties against the
// directly written rule are in session-calendar-holidays.test.ts.

describe('CME_GLOBEX early closes: the session of the trade date ends at the listed Central time', () => {
  it('halts on Thanksgiving 2026 at 12:00 and reopens at 17:00 for the Friday trade date', () => {
    // Wednesday 17:00 Central opens Thursday's session, which halts at 12:00 Central.
    expect(currentSession('CME_GLOBEX', kst(2026, 11, 26, 20))).toEqual({
      openMs: kst(2026, 11, 26, 8),
      closeMs: kst(2026, 11, 27, 3),
    });
    expect(isOpen('CME_GLOBEX', kst(2026, 11, 27, 2, 59))).toBe(true);
    expect(isOpen('CME_GLOBEX', kst(2026, 11, 27, 3))).toBe(false);
    expect(isOpen('CME_GLOBEX', kst(2026, 11, 27, 7, 59))).toBe(false);
    expect(nextOpen('CME_GLOBEX', kst(2026, 11, 27, 3))).toBe(kst(2026, 11, 27, 8));
  });

  it('closes on Friday 27 November 2026 at 12:15 and reopens on Sunday at 17:00', () => {
    expect(currentSession('CME_GLOBEX', kst(2026, 11, 27, 8))).toEqual({
      openMs: kst(2026, 11, 27, 8),
      closeMs: kst(2026, 11, 28, 3, 15),
    });
    expect(isOpen('CME_GLOBEX', kst(2026, 11, 28, 3, 14))).toBe(true); // 12:14 Central
    expect(isOpen('CME_GLOBEX', kst(2026, 11, 28, 3, 16))).toBe(false); // 12:16 Central
    // The session end the server closes positions at (OVERSEA_OPTION_CLOSE) is the early close.
    expect(nextClose('CME_GLOBEX', kst(2026, 11, 27, 12))).toBe(kst(2026, 11, 28, 3, 15));
    expect(nextOpen('CME_GLOBEX', kst(2026, 11, 28, 3, 15))).toBe(kst(2026, 11, 30, 8));
    expect(isOpen('CME_GLOBEX', kst(2026, 11, 28, 7))).toBe(false); // the usual 16:00 end
  });

  it('halts a Monday holiday at noon and reopens that evening (Martin Luther King Jr. Day 2026)', () => {
    expect(currentSession('CME_GLOBEX', kst(2026, 1, 19, 12))).toEqual({
      openMs: kst(2026, 1, 19, 8),
      closeMs: kst(2026, 1, 20, 3),
    });
    expect(nextOpen('CME_GLOBEX', kst(2026, 1, 20, 3))).toBe(kst(2026, 1, 20, 8));
    expect(nextClose('CME_GLOBEX', kst(2026, 1, 20, 3))).toBe(kst(2026, 1, 21, 7));
  });

  it('ends a Friday holiday at noon in US summer and is shut for the weekend (Juneteenth 2026)', () => {
    expect(nextClose('CME_GLOBEX', kst(2026, 6, 19, 12))).toBe(kst(2026, 6, 20, 2));
    expect(isOpen('CME_GLOBEX', kst(2026, 6, 20, 2))).toBe(false);
    expect(nextOpen('CME_GLOBEX', kst(2026, 6, 20, 2))).toBe(kst(2026, 6, 22, 7));
  });

  it('closes Christmas Eve 2026 at 12:15 and stays shut over Christmas until Sunday evening', () => {
    expect(nextClose('CME_GLOBEX', kst(2026, 12, 24, 12))).toBe(kst(2026, 12, 25, 3, 15));
    expect(nextOpen('CME_GLOBEX', kst(2026, 12, 25, 3, 15))).toBe(kst(2026, 12, 28, 8));
  });

  it('lets a site’s closed date shut an early-close trade date whole', () => {
    const closed = new Set(['2026-11-27']);
    expect(isOpen('CME_GLOBEX', kst(2026, 11, 27, 8), closed)).toBe(false);
    expect(nextOpen('CME_GLOBEX', kst(2026, 11, 27, 3), closed)).toBe(kst(2026, 11, 30, 8));
  });
});

describe('HKEX_HSI half days: the morning session only, no afternoon and no after-hours', () => {
  it('trades Christmas Eve 2026 until 12:00 HKT and then not until Monday', () => {
    // Wednesday's after-hours session still runs into Thursday 03:00 HKT.
    expect(isOpen('HKEX_HSI', kst(2026, 12, 24, 3, 59))).toBe(true);
    expect(isOpen('HKEX_HSI', kst(2026, 12, 24, 12, 59))).toBe(true); // 11:59 HKT
    expect(nextClose('HKEX_HSI', kst(2026, 12, 24, 12, 59))).toBe(kst(2026, 12, 24, 13));
    expect(isOpen('HKEX_HSI', kst(2026, 12, 24, 14, 30))).toBe(false); // 13:30 HKT
    expect(isOpen('HKEX_HSI', kst(2026, 12, 24, 18, 30))).toBe(false); // 17:30 HKT
    expect(isOpen('HKEX_HSI', kst(2026, 12, 25, 1))).toBe(false);
    expect(nextOpen('HKEX_HSI', kst(2026, 12, 24, 13))).toBe(kst(2026, 12, 28, 10, 15));
  });

  it('trades New Year’s Eve 2027, a Friday, only in the morning', () => {
    expect(currentSession('HKEX_HSI', kst(2027, 12, 31, 11))).toEqual({
      openMs: kst(2027, 12, 31, 10, 15),
      closeMs: kst(2027, 12, 31, 13),
    });
    expect(nextOpen('HKEX_HSI', kst(2027, 12, 31, 13))).toBe(kst(2028, 1, 3, 10, 15));
  });
});
