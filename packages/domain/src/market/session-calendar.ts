import { assert } from '../assert.ts';
import {
  DAY_MS,
  isoDateOfDays,
  localToInstantMs,
  MINUTE_MS,
  offsetMinutesAt,
  type TimeZoneRule,
  weekdayOfDays,
} from './civil-time.ts';
import { CME_GLOBEX_EARLY_CLOSES, HKEX_EARLY_CLOSES } from './exchange-early-closes.ts';
import { CME_GLOBEX_HOLIDAYS, HKEX_HOLIDAYS } from './exchange-holidays.ts';

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
 * Exchange holidays (`exchange-holidays.ts`) and a site's own closed dates shut every session that
 * belongs to the date: for the CME the one opening at 17:00 the evening before (a Monday holiday
 * keeps Sunday evening shut), for HKEX the three sessions of the day. Sessions are half-open:
 * `[openMs, closeMs)`.
 *
 * Early closes (`exchange-early-closes.ts`) end the sessions of their trade date at the listed local
 * time (`closeMs = min(usual close, early close)`) and keep the ones that would open after it shut:
 * the CME session opened the evening before a US holiday halts at 12:00 Central and the calendar
 * reopens at 17:00 for the next trade date as usual; an HKEX half day trades only its morning session,
 * without afternoon or after-hours. A site's closed dates and holidays still shut the whole date.
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
  /** The trade date of a day's sessions is the local opening date plus this: the date a holiday names. */
  readonly tradeDateOffsetDays: number;
  /** Exchange-local trade dates (`YYYY-MM-DD`) on which nothing opens. */
  readonly holidays: ReadonlySet<string>;
  /** Exchange-local trade date → local minute of the day at which its sessions end at the latest. */
  readonly earlyCloses: ReadonlyMap<string, number>;
}

const US_CENTRAL: TimeZoneRule = { standardOffsetMinutes: -6 * 60, daylightSaving: 'us' };
const HONG_KONG: TimeZoneRule = { standardOffsetMinutes: 8 * 60, daylightSaving: 'none' };
const SUNDAY_TO_THURSDAY = [0, 1, 2, 3, 4];
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];
const at = (hours: number, minutes = 0): number => hours * 60 + minutes;

/** Reads the `HH:MM` closes of an early-close list as minutes of the day; a malformed one is a bug. */
function minutesOfClocks(closes: ReadonlyMap<string, string>): ReadonlyMap<string, number> {
  return new Map(
    [...closes].map(([date, clock]) => {
      const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
      assert(match !== null, `Early close '${clock}' on ${date} is not HH:MM.`);
      return [date, at(Number(match[1]), Number(match[2]))];
    }),
  );
}

const WEEKLY_CALENDARS: Readonly<Record<Exclude<SessionCalendarId, 'CRYPTO_24_7'>, WeeklyCalendar>> = {
  // Each Globex trading day opens at 17:00 Central and closes at 16:00 the next day: the Sunday
  // opening is Monday's trading day, Thursday's opening is Friday's, which ends the week.
  CME_GLOBEX: {
    zone: US_CENTRAL,
    sessions: [{ weekdays: SUNDAY_TO_THURSDAY, openMinute: at(17), closeMinute: at(24 + 16) }],
    tradeDateOffsetDays: 1,
    holidays: CME_GLOBEX_HOLIDAYS,
    earlyCloses: minutesOfClocks(CME_GLOBEX_EARLY_CLOSES),
  },
  HKEX_HSI: {
    zone: HONG_KONG,
    sessions: [
      { weekdays: MONDAY_TO_FRIDAY, openMinute: at(9, 15), closeMinute: at(12) },
      { weekdays: MONDAY_TO_FRIDAY, openMinute: at(13), closeMinute: at(16, 30) },
      { weekdays: MONDAY_TO_FRIDAY, openMinute: at(17, 15), closeMinute: at(24 + 3) },
    ],
    // HKEX books the after-hours session to the next trading day but holds it on the evening of this
    // one, and holds it before a holiday too, so a holiday shuts the sessions that open on it.
    tradeDateOffsetDays: 0,
    holidays: HKEX_HOLIDAYS,
    earlyCloses: minutesOfClocks(HKEX_EARLY_CLOSES),
  },
};

/**
 * Extra exchange-local trade dates (`YYYY-MM-DD`) a site keeps closed on top of the exchange's
 * holidays (an always-open calendar ignores them); `daysOfIsoDate` checks an operator's input, as a
 * date in another form never matches.
 */
export type ClosedDates = ReadonlySet<string>;

const NO_CLOSED_DATES: ClosedDates = new Set();

// A session that holds an instant opened at most a day before it (the longest lasts 23 hours), so the
// search starts two local days back. It gives up a year ahead: a calendar always reopens sooner,
// unless a site closes every day of a year.
const DAYS_BEHIND = 2;
const DAYS_SEARCHED = 400;

/** Whether a string names a calendar (for ids read from storage). */
export function isSessionCalendarId(value: string): value is SessionCalendarId {
  return (SESSION_CALENDAR_IDS as readonly string[]).includes(value);
}

/** Whether the calendar is in a session at `atMs`. An unknown calendar id is a programmer error. */
export function isOpen(calendarId: string, atMs: number, closed: ClosedDates = NO_CLOSED_DATES): boolean {
  return currentSession(calendarId, atMs, closed) !== null;
}

/** The session that holds `atMs` (`openMs <= atMs < closeMs`), or null between sessions. */
export function currentSession(
  calendarId: string,
  atMs: number,
  closed: ClosedDates = NO_CLOSED_DATES,
): TradingSession | null {
  const calendar = weeklyCalendar(calendarId);
  if (calendar === null) return ALWAYS_OPEN_SESSION;
  // Sessions do not overlap, so the first one still running after `atMs` is the only one that can hold it.
  const session = firstSession(calendar, closed, atMs, (candidate) => candidate.closeMs > atMs);
  return session !== null && session.openMs <= atMs ? session : null;
}

/** The first session opening strictly after `atMs`; null for an always-open calendar. */
export function nextOpen(
  calendarId: string,
  atMs: number,
  closed: ClosedDates = NO_CLOSED_DATES,
): number | null {
  const calendar = weeklyCalendar(calendarId);
  if (calendar === null) return null;
  return found(firstSession(calendar, closed, atMs, (session) => session.openMs > atMs)).openMs;
}

/**
 * The first session end strictly after `atMs`: the end of the running session when open, else the
 * end of the next one. This instant sends `OVERSEA_OPTION_CLOSE`. Null for an always-open calendar.
 */
export function nextClose(
  calendarId: string,
  atMs: number,
  closed: ClosedDates = NO_CLOSED_DATES,
): number | null {
  const calendar = weeklyCalendar(calendarId);
  if (calendar === null) return null;
  return found(firstSession(calendar, closed, atMs, (session) => session.closeMs > atMs)).closeMs;
}

function weeklyCalendar(calendarId: string): WeeklyCalendar | null {
  assert(isSessionCalendarId(calendarId), `Unknown session calendar '${calendarId}'.`);
  return calendarId === 'CRYPTO_24_7' ? null : WEEKLY_CALENDARS[calendarId];
}

function found(session: TradingSession | null): TradingSession {
  assert(session !== null, `No session within ${DAYS_SEARCHED} days: a site closed too many dates.`);
  return session;
}

/**
 * The first session, in time order from two local days before `atMs`, that passes `test`, skipping
 * the trade dates that are holidays or `closed` and cutting the sessions of early-close trade dates;
 * null if none opens within `DAYS_SEARCHED` days.
 */
function firstSession(
  calendar: WeeklyCalendar,
  closed: ClosedDates,
  atMs: number,
  test: (session: TradingSession) => boolean,
): TradingSession | null {
  const localDay = Math.floor((atMs + offsetMinutesAt(calendar.zone, atMs) * MINUTE_MS) / DAY_MS);
  for (let day = localDay - DAYS_BEHIND; day <= localDay + DAYS_SEARCHED; day += 1) {
    const weekday = weekdayOfDays(day);
    const sessions = calendar.sessions.filter((session) => session.weekdays.includes(weekday));
    const tradeDay = day + calendar.tradeDateOffsetDays;
    if (sessions.length === 0 || isClosed(calendar, closed, tradeDay)) continue;
    const latestCloseMs = earlyCloseMs(calendar, tradeDay);
    for (const session of sessions) {
      const trading: TradingSession = {
        openMs: localToInstantMs(calendar.zone, day * DAY_MS + session.openMinute * MINUTE_MS),
        closeMs: Math.min(
          latestCloseMs,
          localToInstantMs(calendar.zone, day * DAY_MS + session.closeMinute * MINUTE_MS),
        ),
      };
      // A session the early close leaves empty does not open; the sessions after it are later still.
      if (trading.openMs >= trading.closeMs) break;
      if (test(trading)) return trading;
    }
  }
  return null;
}

function isClosed(calendar: WeeklyCalendar, closed: ClosedDates, tradeDay: number): boolean {
  const date = isoDateOfDays(tradeDay);
  return calendar.holidays.has(date) || closed.has(date);
}

/** The instant the trade date's early close ends its sessions, or +Infinity on a usual day. */
function earlyCloseMs(calendar: WeeklyCalendar, tradeDay: number): number {
  const minute = calendar.earlyCloses.get(isoDateOfDays(tradeDay));
  return minute === undefined
    ? Number.POSITIVE_INFINITY
    : localToInstantMs(calendar.zone, tradeDay * DAY_MS + minute * MINUTE_MS);
}
