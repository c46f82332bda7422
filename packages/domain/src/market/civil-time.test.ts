import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  civilFromDays,
  DAY_MS,
  daysFromCivil,
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
    const central = { standardOffsetMinutes: CENTRAL, usDaylightSaving: true };
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
