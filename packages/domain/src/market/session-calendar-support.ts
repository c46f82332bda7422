import { DAY_MS, isoDateOfDays, MINUTE_MS, offsetMinutesAt, weekdayOfDays } from './civil-time.ts';
import { CME_GLOBEX_HOLIDAYS, HKEX_HOLIDAYS } from './exchange-holidays.ts';

// Support for the session calendar tests (tests only).

/** An instant written in KST (UTC+9), as a Korean member sees it. */
export function kst(year: number, month: number, day: number, hour: number, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour - 9, minute);
}

const at = (hours: number, minutes = 0): number => (hours * 60 + minutes) * MINUTE_MS;

/**
 * Whether a calendar is open at an instant, by the exchanges' rules written out directly from the
 * local wall clock, without the calendar's session lists or search: the reference the calendar is
 * checked against. A CME evening belongs to the next day's trade date; an HKEX small hour belongs to
 * the day before.
 */
export function openByDirectRule(
  calendarId: 'CME_GLOBEX' | 'HKEX_HSI',
  atMs: number,
  closed: ReadonlySet<string>,
): boolean {
  const cme = calendarId === 'CME_GLOBEX';
  const zone = cme
    ? { standardOffsetMinutes: -360, usDaylightSaving: true }
    : { standardOffsetMinutes: 480, usDaylightSaving: false };
  const localMs = atMs + offsetMinutesAt(zone, atMs) * MINUTE_MS;
  const day = Math.floor(localMs / DAY_MS);
  const clock = localMs - day * DAY_MS;
  const trades = (tradeDay: number, weekdays: readonly number[]): boolean => {
    const date = isoDateOfDays(tradeDay);
    const holiday = (cme ? CME_GLOBEX_HOLIDAYS : HKEX_HOLIDAYS).has(date) || closed.has(date);
    return weekdays.includes(weekdayOfDays(tradeDay)) && !holiday;
  };
  const mondayToFriday = [1, 2, 3, 4, 5];
  if (cme) {
    if (clock >= at(17)) return trades(day + 1, mondayToFriday);
    return clock < at(16) && trades(day, mondayToFriday);
  }
  if (clock < at(3)) return trades(day - 1, mondayToFriday);
  const inSession =
    (clock >= at(9, 15) && clock < at(12)) || (clock >= at(13) && clock < at(16, 30)) || clock >= at(17, 15);
  return inSession && trades(day, mondayToFriday);
}
