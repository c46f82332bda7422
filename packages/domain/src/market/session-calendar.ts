import { assert } from '../assert.ts';
import {
  DAY_MS,
  localToInstantMs,
  MINUTE_MS,
  offsetMinutesAt,
  type TimeZoneRule,
  weekdayOfDays,
} from './civil-time.ts';

/**
 * The trading calendars instruments refer to by id (`market_instrument.calendar_id`).
 *
 * - `CRYPTO_24_7`: always open.
 * - `CME_GLOBEX` (NQ, ES, CL, GC, 6E and the micros): Sunday 17:00 to Friday 16:00 US Central time,
 *   with a break from 16:00 to 17:00 Monday to Thursday. Kept in Central time, so the KST hours move
 *   by themselves with US daylight saving: 08:00–07:00 KST in US winter, 07:00–06:00 in US summer.
 * - `HKEX_HSI` (Hang Seng index futures): Monday to Friday 09:15–12:00, 13:00–16:30 and the
 *   after-hours session 17:15–03:00 next day, Hong Kong time (UTC+8, no daylight saving); Friday's
 *   after-hours session runs into Saturday 03:00.
 *
 * Exchange holidays are not modelled: on a holiday the calendar says open while the real market is
 * shut, and an operator stops the instrument. Sessions are half-open: `[openMs, closeMs)`.
 */
export type SessionCalendarId = 'CRYPTO_24_7' | 'CME_GLOBEX' | 'HKEX_HSI';

export const SESSION_CALENDAR_IDS: readonly SessionCalendarId[] = ['CRYPTO_24_7', 'CME_GLOBEX', 'HKEX_HSI'];

/** One trading session, `[openMs, closeMs)` in epoch milliseconds. */
export interface TradingSession {
  readonly openMs: number;
  readonly closeMs: number;
}

/**
 * The session of an always-open calendar: the whole range of a JavaScript Date (±8.64e15 ms), finite
 * so that it survives JSON, and never reached in practice.
 */
export const ALWAYS_OPEN_SESSION: TradingSession = { openMs: -8.64e15, closeMs: 8.64e15 };

/** A session that starts on the given local weekdays at `openMinute` and ends at `closeMinute`, both
 * counted from the local midnight of the opening day (so 27:00 is 03:00 the next day). */
interface WeeklySession {
  readonly weekdays: readonly number[];
  readonly openMinute: number;
  readonly closeMinute: number;
}

interface WeeklyCalendar {
  readonly zone: TimeZoneRule;
  /** In order of opening within a day. */
  readonly sessions: readonly WeeklySession[];
}

const US_CENTRAL: TimeZoneRule = { standardOffsetMinutes: -6 * 60, usDaylightSaving: true };
const HONG_KONG: TimeZoneRule = { standardOffsetMinutes: 8 * 60, usDaylightSaving: false };
const SUNDAY_TO_THURSDAY = [0, 1, 2, 3, 4];
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];
const at = (hours: number, minutes = 0): number => hours * 60 + minutes;

const WEEKLY_CALENDARS: Readonly<Record<Exclude<SessionCalendarId, 'CRYPTO_24_7'>, WeeklyCalendar>> = {
  // Each Globex trading day opens at 17:00 Central and closes at 16:00 the next day: the Sunday
  // opening is Monday's trading day, Thursday's opening is Friday's, which ends the week.
  CME_GLOBEX: {
    zone: US_CENTRAL,
    sessions: [{ weekdays: SUNDAY_TO_THURSDAY, openMinute: at(17), closeMinute: at(24 + 16) }],
  },
  HKEX_HSI: {
    zone: HONG_KONG,
    sessions: [
      { weekdays: MONDAY_TO_FRIDAY, openMinute: at(9, 15), closeMinute: at(12) },
      { weekdays: MONDAY_TO_FRIDAY, openMinute: at(13), closeMinute: at(16, 30) },
      { weekdays: MONDAY_TO_FRIDAY, openMinute: at(17, 15), closeMinute: at(24 + 3) },
    ],
  },
};

// Sessions that opened up to this many local days before an instant may still run (the longest is
// 23 hours); the longest closed stretch (a weekend) is under three days, so a week ahead is plenty.
const DAYS_BEHIND = 2;
const DAYS_AHEAD = 9;

/** Whether a string names a calendar (for ids read from storage). */
export function isSessionCalendarId(value: string): value is SessionCalendarId {
  return (SESSION_CALENDAR_IDS as readonly string[]).includes(value);
}

/** Whether the calendar is in a session at `atMs`. An unknown calendar id is a programmer error. */
export function isOpen(calendarId: string, atMs: number): boolean {
  return currentSession(calendarId, atMs) !== null;
}

/** The session that holds `atMs` (`openMs <= atMs < closeMs`), or null between sessions. */
export function currentSession(calendarId: string, atMs: number): TradingSession | null {
  const calendar = weeklyCalendar(calendarId);
  if (calendar === null) return ALWAYS_OPEN_SESSION;
  return sessionsAround(calendar, atMs).find((s) => s.openMs <= atMs && atMs < s.closeMs) ?? null;
}

/** The first session opening strictly after `atMs`; null for an always-open calendar. */
export function nextOpen(calendarId: string, atMs: number): number | null {
  const calendar = weeklyCalendar(calendarId);
  if (calendar === null) return null;
  return firstAfter(sessionsAround(calendar, atMs), atMs, 'openMs');
}

/**
 * The first session end strictly after `atMs`: the end of the running session when open, else the
 * end of the next one. This instant sends `OVERSEA_OPTION_CLOSE`. Null for an always-open calendar.
 */
export function nextClose(calendarId: string, atMs: number): number | null {
  const calendar = weeklyCalendar(calendarId);
  if (calendar === null) return null;
  return firstAfter(sessionsAround(calendar, atMs), atMs, 'closeMs');
}

function weeklyCalendar(calendarId: string): WeeklyCalendar | null {
  assert(isSessionCalendarId(calendarId), `Unknown session calendar '${calendarId}'.`);
  return calendarId === 'CRYPTO_24_7' ? null : WEEKLY_CALENDARS[calendarId];
}

function firstAfter(sessions: readonly TradingSession[], atMs: number, edge: keyof TradingSession): number {
  const found = sessions.find((session) => session[edge] > atMs);
  assert(found !== undefined, 'Every calendar has a session within a week.');
  return found[edge];
}

/** The sessions opening on the local days around `atMs`, in time order. */
function sessionsAround(calendar: WeeklyCalendar, atMs: number): TradingSession[] {
  const localDay = Math.floor((atMs + offsetMinutesAt(calendar.zone, atMs) * MINUTE_MS) / DAY_MS);
  const sessions: TradingSession[] = [];
  for (let day = localDay - DAYS_BEHIND; day <= localDay + DAYS_AHEAD; day += 1) {
    const weekday = weekdayOfDays(day);
    for (const session of calendar.sessions) {
      if (!session.weekdays.includes(weekday)) continue;
      sessions.push({
        openMs: localToInstantMs(calendar.zone, day * DAY_MS + session.openMinute * MINUTE_MS),
        closeMs: localToInstantMs(calendar.zone, day * DAY_MS + session.closeMinute * MINUTE_MS),
      });
    }
  }
  return sessions;
}
