import { DAY_MS, isoDateOfDays, MINUTE_MS, offsetMinutesAt, weekdayOfDays } from './civil-time.ts';
import type { TimeZoneRule } from './civil-time.ts';
import { CME_GLOBEX_EARLY_CLOSES, HKEX_EARLY_CLOSES } from './exchange-early-closes.ts';
import { CME_GLOBEX_HOLIDAYS, HKEX_HOLIDAYS } from './exchange-holidays.ts';

// Support for the session calendar tests (tests only).

/** An instant written in KST (UTC+9), as a Korean member sees it. */
export function kst(year: number, month: number, day: number, hour: number, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour - 9, minute);
}

const at = (hours: number, minutes = 0): number => (hours * 60 + minutes) * MINUTE_MS;

const US_CENTRAL: TimeZoneRule = { standardOffsetMinutes: -360, daylightSaving: 'us' };

/** The US Central wall clock of an instant: its date (`YYYY-MM-DD`) and time (`HH:MM`). */
export function centralClock(atMs: number): { date: string; clock: string } {
  const local = new Date(atMs + offsetMinutesAt(US_CENTRAL, atMs) * MINUTE_MS).toISOString();
  return { date: local.slice(0, 10), clock: local.slice(11, 16) };
}

/**
 * Whether a calendar is open at an instant, by the exchanges' rules written out directly from the
 * local wall clock, without the calendar's session lists or search: the reference the calendar is
 * checked against. A CME evening belongs to the next day's trade date; an HKEX small hour belongs to
 * the day before. A CME early close ends the trade date's trading at its listed time; an HKEX early
 * close is a half day, which trades the morning session only.
 */
export function openByDirectRule(
  calendarId: 'CME_GLOBEX' | 'HKEX_HSI',
  atMs: number,
  closed: ReadonlySet<string>,
): boolean {
  const cme = calendarId === 'CME_GLOBEX';
  const zone: TimeZoneRule = cme ? US_CENTRAL : { standardOffsetMinutes: 480, daylightSaving: 'none' };
  const localMs = atMs + offsetMinutesAt(zone, atMs) * MINUTE_MS;
  const day = Math.floor(localMs / DAY_MS);
  const clock = localMs - day * DAY_MS;
  const trades = (tradeDay: number, weekdays: readonly number[]): boolean => {
    const date = isoDateOfDays(tradeDay);
    const holiday = (cme ? CME_GLOBEX_HOLIDAYS : HKEX_HOLIDAYS).has(date) || closed.has(date);
    return weekdays.includes(weekdayOfDays(tradeDay)) && !holiday;
  };
  const earlyClose = (tradeDay: number): string | undefined =>
    (cme ? CME_GLOBEX_EARLY_CLOSES : HKEX_EARLY_CLOSES).get(isoDateOfDays(tradeDay));
  const mondayToFriday = [1, 2, 3, 4, 5];
  if (cme) {
    if (clock >= at(17)) return trades(day + 1, mondayToFriday);
    const [hours = 16, minutes = 0] = (earlyClose(day) ?? '16:00').split(':').map(Number);
    return clock < at(16) && clock < at(hours, minutes) && trades(day, mondayToFriday);
  }
  const halfDay = (tradeDay: number): boolean => earlyClose(tradeDay) !== undefined;
  if (clock < at(3)) return trades(day - 1, mondayToFriday) && !halfDay(day - 1);
  if (clock >= at(9, 15) && clock < at(12)) return trades(day, mondayToFriday);
  const laterSession = (clock >= at(13) && clock < at(16, 30)) || clock >= at(17, 15);
  return laterSession && trades(day, mondayToFriday) && !halfDay(day);
}
