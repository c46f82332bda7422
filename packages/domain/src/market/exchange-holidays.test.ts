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
const SUNDAY = 0;
const SATURDAY = 6;

/**
 * The CME's full closures by rule, as the lists should hold them: New Year's Day (a Sunday one is
 * observed on Monday, a Saturday one not at all), Good Friday, and Christmas Day (observed on the
 * nearest weekday). The other US holidays are shortened sessions on Globex, not closures.
 */
function cmeClosuresByRule(year: number): string[] {
  const observedOnSundayOnly = (days: number): number | null => {
    const weekday = weekdayOfDays(days);
    if (weekday === SATURDAY) return null;
    return weekday === SUNDAY ? days + 1 : days;
  };
  const nearestWeekday = (days: number): number => {
    const weekday = weekdayOfDays(days);
    if (weekday === SATURDAY) return days - 1;
    return weekday === SUNDAY ? days + 1 : days;
  };
  const newYear = observedOnSundayOnly(daysFromCivil(year, 1, 1));
  const closures = [easterSunday(year) - 2, nearestWeekday(daysFromCivil(year, 12, 25))];
  return (newYear === null ? closures : [newYear, ...closures]).map(isoDateOfDays).sort();
}

/**
 * The lunar-calendar and solar-term dates of the Hong Kong general holidays, as the government
 * gazetted them (2026: "Hong Kong announces General Holidays for 2026", publicholidaynews.com, 16 May
 * 2025; 2027: the government's 2027 list as retold by a2znews.uk/article/b2/28468). Only these need a
 * table: everything else below follows from the rules.
 */
const HONG_KONG_LUNAR_DATES: Readonly<Record<number, Record<string, string>>> = {
  // A past year, to check the rules themselves against a published list (below).
  2021: {
    lunarNewYear: '2021-02-12',
    chingMing: '2021-04-04',
    buddha: '2021-05-19',
    tuenNg: '2021-06-14',
    midAutumn: '2021-09-21',
    chungYeung: '2021-10-14',
  },
  2026: {
    lunarNewYear: '2026-02-17',
    chingMing: '2026-04-05',
    buddha: '2026-05-24',
    tuenNg: '2026-06-19',
    midAutumn: '2026-09-25',
    chungYeung: '2026-10-18',
  },
  2027: {
    lunarNewYear: '2027-02-06',
    chingMing: '2027-04-05',
    buddha: '2027-05-13',
    tuenNg: '2027-06-09',
    midAutumn: '2027-09-15',
    chungYeung: '2027-10-08',
  },
};

/**
 * The weekday Hong Kong general holidays of a year by the General Holidays Ordinance: a holiday that
 * falls on a Sunday or on another holiday moves to the next day that is neither (which also yields
 * the fourth day of Lunar New Year when one of the first three is a Sunday); one on a Saturday is
 * lost to a Monday-to-Friday market.
 */
function hongKongWeekdayHolidaysByRule(year: number): string[] {
  const lunar = HONG_KONG_LUNAR_DATES[year]!;
  const lunarDay = (name: string, after = 0): number => daysOfIsoDate(lunar[name]!)! + after;
  const easter = easterSunday(year);
  const nominal = [
    daysFromCivil(year, 1, 1),
    lunarDay('lunarNewYear'),
    lunarDay('lunarNewYear', 1),
    lunarDay('lunarNewYear', 2),
    easter - 2,
    easter - 1,
    easter + 1,
    lunarDay('chingMing'),
    daysFromCivil(year, 5, 1),
    lunarDay('buddha'),
    lunarDay('tuenNg'),
    daysFromCivil(year, 7, 1),
    lunarDay('midAutumn', 1),
    daysFromCivil(year, 10, 1),
    lunarDay('chungYeung'),
    daysFromCivil(year, 12, 25),
    daysFromCivil(year, 12, 26),
  ];
  const taken = new Set<number>();
  for (const days of [...nominal].sort((a, b) => a - b)) {
    let observed = days;
    while (weekdayOfDays(observed) === SUNDAY || taken.has(observed)) observed += 1;
    taken.add(observed);
  }
  return [...taken]
    .filter((days) => weekdayOfDays(days) !== SATURDAY)
    .map(isoDateOfDays)
    .sort();
}

const inYear = (list: ReadonlySet<string>, year: number): string[] =>
  [...list].filter((date) => date.startsWith(`${year}-`)).sort();
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

  it.each(COVERED_YEARS)('lists exactly the CME full closures the US holiday rules give for %i', (year) => {
    expect(inYear(CME_GLOBEX_HOLIDAYS, year)).toEqual(cmeClosuresByRule(year));
  });

  it('derives the 2021 Hong Kong holidays HKEX closed, as a check on the substitution rules', () => {
    // CMS China's HKEX holiday table for 2021 (cmschina.com.hk/en/CS/holidayTable), weekdays only:
    // the fourth day of Lunar New Year for a Sunday third day, Ching Ming on Easter Sunday pushing
    // Easter Monday to Tuesday, and Christmas on a Saturday moving the next holiday to Monday.
    expect(hongKongWeekdayHolidaysByRule(2021)).toEqual([
      '2021-01-01',
      '2021-02-12',
      '2021-02-15',
      '2021-04-02',
      '2021-04-05',
      '2021-04-06',
      '2021-05-19',
      '2021-06-14',
      '2021-07-01',
      '2021-09-22',
      '2021-10-01',
      '2021-10-14',
      '2021-12-27',
    ]);
  });

  it.each(COVERED_YEARS)('lists exactly the weekday Hong Kong general holidays of %i', (year) => {
    expect(inYear(HKEX_HOLIDAYS, year)).toEqual(hongKongWeekdayHolidaysByRule(year));
  });

  it('closes HKEX on Easter Monday (or the next weekday when it falls on another holiday)', () => {
    expect(HKEX_HOLIDAYS.has(isoDateOfDays(easterSunday(2027) + 1))).toBe(true);
    // 2026: Ching Ming falls on Easter Sunday, so the Monday is its day-after and Tuesday Easter Monday's.
    expect(HKEX_HOLIDAYS.has(isoDateOfDays(easterSunday(2026) + 1))).toBe(true);
    expect(HKEX_HOLIDAYS.has(isoDateOfDays(easterSunday(2026) + 2))).toBe(true);
  });
});
