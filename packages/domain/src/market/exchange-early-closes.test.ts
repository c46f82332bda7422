import { describe, expect, it } from 'vitest';
import { daysFromCivil, isoDateOfDays, weekdayOfDays } from './civil-time.ts';
import { CME_GLOBEX_EARLY_CLOSES, HKEX_EARLY_CLOSES } from './exchange-early-closes.ts';
import { CME_GLOBEX_HOLIDAYS, HKEX_HOLIDAYS, HOLIDAYS_KNOWN_THROUGH } from './exchange-holidays.ts';

const COVERED_YEARS = [2026, 2027];
const [SUNDAY, MONDAY, THURSDAY, FRIDAY, SATURDAY] = [0, 1, 4, 5, 6];

/** The `n`th given weekday of a month (n = -1: the last one), as days since the epoch. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n < 0) {
    const last = daysFromCivil(year, month + 1, 1) - 1;
    return last - ((weekdayOfDays(last) - weekday + 7) % 7);
  }
  const first = daysFromCivil(year, month, 1);
  return first + ((weekday - weekdayOfDays(first) + 7) % 7) + 7 * (n - 1);
}

/** A fixed-date US holiday observed on the nearest weekday (Saturday → Friday, Sunday → Monday). */
function nearestWeekday(days: number): number {
  const weekday = weekdayOfDays(days);
  if (weekday === SATURDAY) return days - 1;
  return weekday === SUNDAY ? days + 1 : days;
}

/**
 * The CME's early closes by rule: the US holidays Globex halts on at 12:00 Central, the day after
 * Thanksgiving at 12:15, and Christmas Eve at 12:15 when it is Monday to Thursday (a Friday one is
 * the observed Christmas, a closure; a weekend one trades nothing).
 */
function cmeEarlyClosesByRule(year: number): [string, string][] {
  const thanksgiving = nthWeekday(year, 11, THURSDAY, 4);
  const halts = [
    nthWeekday(year, 1, MONDAY, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, MONDAY, 3), // Presidents' Day
    nthWeekday(year, 5, MONDAY, -1), // Memorial Day
    nearestWeekday(daysFromCivil(year, 6, 19)), // Juneteenth
    nearestWeekday(daysFromCivil(year, 7, 4)), // Independence Day
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    thanksgiving,
  ];
  const christmasEve = daysFromCivil(year, 12, 24);
  const shortened = [thanksgiving + 1];
  if (weekdayOfDays(christmasEve) >= MONDAY && weekdayOfDays(christmasEve) <= THURSDAY)
    shortened.push(christmasEve);
  return [
    ...halts.map((days): [string, string] => [isoDateOfDays(days), '12:00']),
    ...shortened.map((days): [string, string] => [isoDateOfDays(days), '12:15']),
  ];
}

/** Lunar New Year's Day, as the Hong Kong government gazetted it (see exchange-holidays.test.ts). */
const LUNAR_NEW_YEAR: Readonly<Record<number, string>> = { 2026: '2026-02-17', 2027: '2027-02-06' };

/** HKEX's half days by rule: the eves of Christmas, New Year and Lunar New Year that trade at all. */
function hkexHalfDaysByRule(year: number): [string, string][] {
  const lunarNewYear = daysFromCivil(
    ...(LUNAR_NEW_YEAR[year]!.split('-').map(Number) as [number, number, number]),
  );
  return [lunarNewYear - 1, daysFromCivil(year, 12, 24), daysFromCivil(year, 12, 31)]
    .filter((days) => weekdayOfDays(days) >= MONDAY && weekdayOfDays(days) <= FRIDAY)
    .map(isoDateOfDays)
    .filter((date) => !HKEX_HOLIDAYS.has(date))
    .map((date): [string, string] => [date, '12:00']);
}

const sorted = (entries: Iterable<[string, string]>): [string, string][] =>
  [...entries].sort(([a], [b]) => a.localeCompare(b));

describe('exchange early closes', () => {
  it('lists exactly the CME early closes the rules give for the covered years', () => {
    expect(sorted(CME_GLOBEX_EARLY_CLOSES)).toEqual(sorted(COVERED_YEARS.flatMap(cmeEarlyClosesByRule)));
  });

  it('lists exactly the HKEX half days the rules give for the covered years', () => {
    expect(sorted(HKEX_EARLY_CLOSES)).toEqual(sorted(COVERED_YEARS.flatMap(hkexHalfDaysByRule)));
  });

  it.each([
    ['CME_GLOBEX', CME_GLOBEX_EARLY_CLOSES, CME_GLOBEX_HOLIDAYS],
    ['HKEX_HSI', HKEX_EARLY_CLOSES, HKEX_HOLIDAYS],
  ] as const)(
    'puts no %s early close on a holiday, a weekend or past the lists’ end',
    (_, closes, holidays) => {
      for (const date of closes.keys()) {
        expect(holidays.has(date)).toBe(false);
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        expect([SATURDAY, SUNDAY]).not.toContain(weekdayOfDays(daysFromCivil(year, month, day)));
        expect(date <= HOLIDAYS_KNOWN_THROUGH).toBe(true);
      }
    },
  );
});
