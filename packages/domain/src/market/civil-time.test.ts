import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  civilFromDays,
  DAY_MS,
  daysFromCivil,
  euSummerTimeEndMs,
  euSummerTimeStartMs,
  isEuSummerTime,
  lastSundayOfMonth,
  daysOfIsoDate,
  isoDateOfDays,
  isUsDaylightSaving,
  localToInstantMs,
  offsetMinutesAt,
  usDaylightSavingEndMs,
  usDaylightSavingStartMs,
  weekdayOfDays,
  yearOfDays,
} from './civil-time.ts';
import type { TimeZoneRule } from './civil-time.ts';

const CENTRAL = -360;
const EASTERN = -300;

describe('civil dates', () => {
  it('number 1970-01-01 as day 0, a Thursday', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(weekdayOfDays(0)).toBe(4);
    expect(weekdayOfDays(-1)).toBe(3);
  });

  // Date.UTC and getUTCDay do not depend on the machine's time zone, so they are a fair reference.
  it('agree with Date.UTC on day number, weekday and year for any date from 1900 to 2200', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (year, month, day) => {
          const days = daysFromCivil(year, month, day);
          const utc = Date.UTC(year, month - 1, day);
          expect(days * DAY_MS).toBe(utc);
          expect(weekdayOfDays(days)).toBe(new Date(utc).getUTCDay());
          expect(yearOfDays(days)).toBe(year);
          expect(civilFromDays(days)).toEqual({ year, month, day });
          expect(isoDateOfDays(days)).toBe(new Date(utc).toISOString().slice(0, 10));
          expect(daysOfIsoDate(isoDateOfDays(days))).toBe(days);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('put 31 December and 1 January in their own years', () => {
    expect(yearOfDays(daysFromCivil(2026, 12, 31))).toBe(2026);
    expect(yearOfDays(daysFromCivil(2027, 1, 1))).toBe(2027);
    expect(yearOfDays(daysFromCivil(2028, 2, 29))).toBe(2028);
  });
});

describe('ISO dates', () => {
  it('write and read the last days of months and leap days', () => {
    expect(isoDateOfDays(daysFromCivil(2028, 2, 29))).toBe('2028-02-29');
    expect(isoDateOfDays(daysFromCivil(2026, 12, 31))).toBe('2026-12-31');
    expect(daysOfIsoDate('2027-01-31')).toBe(daysFromCivil(2027, 1, 31));
    expect(daysOfIsoDate('1970-01-01')).toBe(0);
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-4-03',
    '2026-04-03 ',
    '20260403',
    '',
  ])("refuse '%s', which is not a date", (text) => {
    expect(daysOfIsoDate(text)).toBeNull();
  });
});

describe('US daylight saving', () => {
  it('starts on 2026-03-08 and 2027-03-14 at 02:00 local standard time', () => {
    expect(usDaylightSavingStartMs(2026, CENTRAL)).toBe(Date.UTC(2026, 2, 8, 8));
    expect(usDaylightSavingStartMs(2026, EASTERN)).toBe(Date.UTC(2026, 2, 8, 7));
    expect(usDaylightSavingStartMs(2027, CENTRAL)).toBe(Date.UTC(2027, 2, 14, 8));
  });

  it('ends on 2026-11-01 and 2027-11-07 at 02:00 local daylight time', () => {
    expect(usDaylightSavingEndMs(2026, CENTRAL)).toBe(Date.UTC(2026, 10, 1, 7));
    expect(usDaylightSavingEndMs(2026, EASTERN)).toBe(Date.UTC(2026, 10, 1, 6));
    expect(usDaylightSavingEndMs(2027, CENTRAL)).toBe(Date.UTC(2027, 10, 7, 7));
  });

  it('is in force from the first instant of the switch to the last instant before the switch back', () => {
    const start = Date.UTC(2026, 2, 8, 8);
    const end = Date.UTC(2026, 10, 1, 7);
    expect(isUsDaylightSaving(start - 1, CENTRAL)).toBe(false);
    expect(isUsDaylightSaving(start, CENTRAL)).toBe(true);
    expect(isUsDaylightSaving(end - 1, CENTRAL)).toBe(true);
    expect(isUsDaylightSaving(end, CENTRAL)).toBe(false);
    expect(isUsDaylightSaving(Date.UTC(2026, 11, 31, 23), CENTRAL)).toBe(false);
  });

  it('moves US Central from UTC−6 to UTC−5 and back', () => {
    const central: TimeZoneRule = { standardOffsetMinutes: CENTRAL, daylightSaving: 'us' };
    expect(offsetMinutesAt(central, Date.UTC(2026, 0, 15))).toBe(-360);
    expect(offsetMinutesAt(central, Date.UTC(2026, 6, 15))).toBe(-300);
    // 17:00 local on each switch Sunday.
    expect(localToInstantMs(central, Date.UTC(2026, 2, 8, 17))).toBe(Date.UTC(2026, 2, 8, 22));
    expect(localToInstantMs(central, Date.UTC(2026, 10, 1, 17))).toBe(Date.UTC(2026, 10, 1, 23));
    // 01:59 local on the spring Sunday is still standard time; 03:00 is daylight time.
    expect(localToInstantMs(central, Date.UTC(2026, 2, 8, 1, 59))).toBe(Date.UTC(2026, 2, 8, 7, 59));
    expect(localToInstantMs(central, Date.UTC(2026, 2, 8, 3))).toBe(Date.UTC(2026, 2, 8, 8));
  });
});

describe('EU summer time', () => {
  it('starts on the last Sunday of March and ends on the last Sunday of October, at 01:00 UTC', () => {
    expect(euSummerTimeStartMs(2026)).toBe(Date.UTC(2026, 2, 29, 1));
    expect(euSummerTimeEndMs(2026)).toBe(Date.UTC(2026, 9, 25, 1));
    expect(euSummerTimeStartMs(2027)).toBe(Date.UTC(2027, 2, 28, 1));
    expect(euSummerTimeEndMs(2027)).toBe(Date.UTC(2027, 9, 31, 1));
  });

  it('is in force from the switch to the last instant before the switch back', () => {
    expect(isEuSummerTime(Date.UTC(2026, 2, 29, 1) - 1)).toBe(false);
    expect(isEuSummerTime(Date.UTC(2026, 2, 29, 1))).toBe(true);
    expect(isEuSummerTime(Date.UTC(2026, 9, 25, 1) - 1)).toBe(true);
    expect(isEuSummerTime(Date.UTC(2026, 9, 25, 1))).toBe(false);
  });

  it('moves Central European Time from UTC+1 to UTC+2 and back, on other days than the US rule', () => {
    const cet: TimeZoneRule = { standardOffsetMinutes: 60, daylightSaving: 'eu' };
    const eastern: TimeZoneRule = { standardOffsetMinutes: -300, daylightSaving: 'us' };
    expect(offsetMinutesAt(cet, Date.UTC(2026, 0, 15))).toBe(60);
    expect(offsetMinutesAt(cet, Date.UTC(2026, 6, 15))).toBe(120);
    // 2026-03-20: New York has moved its clocks (8 March), Frankfurt has not yet (29 March).
    expect(offsetMinutesAt(eastern, Date.UTC(2026, 2, 20))).toBe(-240);
    expect(offsetMinutesAt(cet, Date.UTC(2026, 2, 20))).toBe(60);
    // 14:15 local before and after the spring switch.
    expect(localToInstantMs(cet, Date.UTC(2026, 2, 19, 14, 15))).toBe(Date.UTC(2026, 2, 19, 13, 15));
    expect(localToInstantMs(cet, Date.UTC(2026, 3, 30, 14, 15))).toBe(Date.UTC(2026, 3, 30, 12, 15));
  });

  it('finds the last Sunday of any month, which is always in its last seven days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2200 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const days = lastSundayOfMonth(year, month);
        const date = civilFromDays(days);
        expect(weekdayOfDays(days)).toBe(0);
        expect(date.month).toBe(month);
        expect(civilFromDays(days + 7).month).not.toBe(month);
      }),
    );
  });
});
