import { describe, expect, it } from 'vitest';
import { daysFromCivil, daysOfIsoDate, isoDateOfDays, weekdayOfDays } from './civil-time.ts';
import { CME_GLOBEX_HOLIDAYS, HKEX_HOLIDAYS, HOLIDAYS_KNOWN_THROUGH } from './exchange-holidays.ts';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return daysFromCivil(year, month, day);
}

const COVERED_YEARS = [2026, 2027];
const LISTS = [
  ['CME_GLOBEX', CME_GLOBEX_HOLIDAYS],
  ['HKEX_HSI', HKEX_HOLIDAYS],
] as const;

describe('exchange holidays', () => {
  it.each(LISTS)('lists %s closures as real weekday dates, in order, within the covered years', (_, list) => {
    const dates = [...list];
    expect(dates).toEqual([...dates].sort());
    for (const date of dates) {
      const days = daysOfIsoDate(date);
      expect(days, date).not.toBeNull();
      // A weekend holiday changes nothing; a listed one must shut a trading day.
      expect([1, 2, 3, 4, 5], date).toContain(weekdayOfDays(days!));
      expect(date >= '2026-01-01' && date <= HOLIDAYS_KNOWN_THROUGH, date).toBe(true);
    }
  });

  it.each(LISTS)('closes %s on Good Friday of every covered year, two days before Easter', (_, list) => {
    for (const year of COVERED_YEARS) expect(list.has(isoDateOfDays(easterSunday(year) - 2))).toBe(true);
  });

  it('closes both exchanges on New Year’s Day when it is a weekday, and the CME on Christmas or the Friday before', () => {
    for (const year of COVERED_YEARS) {
      expect(CME_GLOBEX_HOLIDAYS.has(`${year}-01-01`)).toBe(true);
      expect(HKEX_HOLIDAYS.has(`${year}-01-01`)).toBe(true);
    }
    expect(CME_GLOBEX_HOLIDAYS.has('2026-12-25')).toBe(true);
    // Christmas 2027 is a Saturday.
    expect(CME_GLOBEX_HOLIDAYS.has('2027-12-24')).toBe(true);
    expect(CME_GLOBEX_HOLIDAYS.has('2027-12-31')).toBe(false);
  });

  it('closes HKEX on Easter Monday (or the next weekday when it falls on another holiday)', () => {
    expect(HKEX_HOLIDAYS.has(isoDateOfDays(easterSunday(2027) + 1))).toBe(true);
    // 2026: Ching Ming falls on Easter Sunday, so the Monday is its day-after and Tuesday Easter Monday's.
    expect(HKEX_HOLIDAYS.has(isoDateOfDays(easterSunday(2026) + 1))).toBe(true);
    expect(HKEX_HOLIDAYS.has(isoDateOfDays(easterSunday(2026) + 2))).toBe(true);
  });
});
