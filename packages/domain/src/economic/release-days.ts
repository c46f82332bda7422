import { daysFromCivil, weekdayOfDays } from '../market/civil-time.ts';

// Day rules of release calendars, on day numbers (days since 1970-01-01, civil-time.ts). Weekdays are
// Sunday 0 … Saturday 6. Public holidays are not known here: the sample calendar ignores them.

const MONDAY = 1;
const FRIDAY = 5;

/** The number of days of a month. */
export function daysInMonth(year: number, month: number): number {
  const next = month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1);
  return next - daysFromCivil(year, month, 1);
}

/**
 * The `n`th given weekday of a month (1-based), or the last one for `n` = −1: the FOMC's third
 * Wednesday, the ECB's last Thursday.
 */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): number {
  if (n === -1) {
    const last = daysFromCivil(year, month, daysInMonth(year, month));
    return last - ((weekdayOfDays(last) - weekday + 7) % 7);
  }
  const first = daysFromCivil(year, month, 1);
  return first + ((weekday - weekdayOfDays(first) + 7) % 7) + (n - 1) * 7;
}

/** The first given weekday on or after a day of the month (US CPI: the Wednesday from the 10th). */
export function weekdayOnOrAfter(year: number, month: number, dayOfMonth: number, weekday: number): number {
  const day = daysFromCivil(year, month, dayOfMonth);
  return day + ((weekday - weekdayOfDays(day) + 7) % 7);
}

/** Every given weekday of a month (weekly releases: US jobless claims on Thursdays). */
export function weekdaysOfMonth(year: number, month: number, weekday: number): number[] {
  const days: number[] = [];
  const end = daysFromCivil(year, month, 1) + daysInMonth(year, month);
  for (let day = nthWeekdayOfMonth(year, month, weekday, 1); day < end; day += 7) days.push(day);
  return days;
}

function isBusinessDay(days: number): boolean {
  const weekday = weekdayOfDays(days);
  return weekday >= MONDAY && weekday <= FRIDAY;
}

/** The first Monday-to-Friday on or after a day of the month ("mid-month": on or after the 10th). */
export function businessDayOnOrAfter(year: number, month: number, dayOfMonth: number): number {
  let day = daysFromCivil(year, month, dayOfMonth);
  while (!isBusinessDay(day)) day += 1;
  return day;
}

/** The last Monday-to-Friday of a month. */
export function lastBusinessDay(year: number, month: number): number {
  let day = daysFromCivil(year, month, daysInMonth(year, month));
  while (!isBusinessDay(day)) day -= 1;
  return day;
}
