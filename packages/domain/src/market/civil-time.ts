/**
 * Calendar arithmetic in plain integers, so that a session never depends on the machine's time zone
 * or on the tz database shipped with the runtime: Korea, Hong Kong and the US rules below are fixed
 * by law and small enough to write down. Days count from 1970-01-01 (day 0, a Thursday).
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Korea Standard Time is UTC+9 all year (no daylight saving since 1988). */
export const KST_OFFSET_MINUTES = 9 * 60;

/** The day number of a proleptic Gregorian date (month 1–12); Howard Hinnant's `days_from_civil`. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** A proleptic Gregorian date, month 1–12. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The date of a day number (the inverse of `daysFromCivil`); Howard Hinnant's `civil_from_days`. */
export function civilFromDays(days: number): CivilDate {
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1_460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  return {
    // Years of this algorithm start in March; January and February belong to the next civil year.
    year: yearOfEra + era * 400 + (monthFromMarch >= 10 ? 1 : 0),
    month: monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9,
    day: dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1,
  };
}

/** The year of a day number. */
export function yearOfDays(days: number): number {
  return civilFromDays(days).year;
}

/** A day number as `YYYY-MM-DD` (years 0–9999), the form calendars and operators write dates in. */
export function isoDateOfDays(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day number of a `YYYY-MM-DD` date, or null when the text is not one (`2026-02-30`, `2026-2-3`). */
export function daysOfIsoDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const days = daysFromCivil(Number(match[1]), Number(match[2]), Number(match[3]));
  // A day or month out of range rolls over into another date; only a real date comes back unchanged.
  return isoDateOfDays(days) === text ? days : null;
}

/** The weekday of a day number, Sunday 0 … Saturday 6. */
export function weekdayOfDays(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** The day number of the `n`th Sunday (1-based) of a month. */
export function nthSundayOfMonth(year: number, month: number, n: number): number {
  const first = daysFromCivil(year, month, 1);
  return first + ((7 - weekdayOfDays(first)) % 7) + (n - 1) * 7;
}

/**
 * When US daylight saving starts in a year, as an epoch instant, for a zone of the given standard
 * offset: the second Sunday of March at 02:00 local standard time (the rule since 2007). For US
 * Central (UTC−6) that is 08:00 UTC, for US Eastern (UTC−5) 07:00 UTC.
 */
export function usDaylightSavingStartMs(year: number, standardOffsetMinutes: number): number {
  return nthSundayOfMonth(year, 3, 2) * DAY_MS + 2 * HOUR_MS - standardOffsetMinutes * MINUTE_MS;
}

/**
 * When US daylight saving ends in a year: the first Sunday of November at 02:00 local daylight time,
 * which is 01:00 standard time. For US Central that is 07:00 UTC, for US Eastern 06:00 UTC.
 */
export function usDaylightSavingEndMs(year: number, standardOffsetMinutes: number): number {
  return nthSundayOfMonth(year, 11, 1) * DAY_MS + 2 * HOUR_MS - (standardOffsetMinutes + 60) * MINUTE_MS;
}

/** Whether US daylight saving is in force at an instant, in a zone of the given standard offset. */
export function isUsDaylightSaving(atMs: number, standardOffsetMinutes: number): boolean {
  const year = yearOfDays(Math.floor((atMs + standardOffsetMinutes * MINUTE_MS) / DAY_MS));
  return (
    atMs >= usDaylightSavingStartMs(year, standardOffsetMinutes) &&
    atMs < usDaylightSavingEndMs(year, standardOffsetMinutes)
  );
}

/**
 * When EU summer time starts in a year: the last Sunday of March at 01:00 UTC, the same instant in
 * every EU zone (Directive 2000/84/EC), so unlike the US rule it does not depend on the zone's offset.
 */
export function euSummerTimeStartMs(year: number): number {
  return lastSundayOfMonth(year, 3) * DAY_MS + HOUR_MS;
}

/** When EU summer time ends in a year: the last Sunday of October at 01:00 UTC. */
export function euSummerTimeEndMs(year: number): number {
  return lastSundayOfMonth(year, 10) * DAY_MS + HOUR_MS;
}

/** Whether EU summer time is in force at an instant (the rule is the same instant in every EU zone). */
export function isEuSummerTime(atMs: number): boolean {
  const year = yearOfDays(Math.floor(atMs / DAY_MS));
  return atMs >= euSummerTimeStartMs(year) && atMs < euSummerTimeEndMs(year);
}

/** The day number of the last Sunday of a month. */
export function lastSundayOfMonth(year: number, month: number): number {
  const nextFirst = month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, month + 1, 1);
  const last = nextFirst - 1;
  return last - weekdayOfDays(last);
}

/**
 * Which daylight-saving law a zone follows: none (Korea, Japan, China, Hong Kong), the US rule (the
 * CME's Chicago, New York) or the EU rule (Frankfurt, the ECB and Eurostat).
 */
export type DaylightSavingRule = 'none' | 'us' | 'eu';

/** A zone: a fixed standard offset from UTC, plus an hour while its daylight-saving rule is in force. */
export interface TimeZoneRule {
  readonly standardOffsetMinutes: number;
  readonly daylightSaving: DaylightSavingRule;
}

/** Whether the zone's daylight saving is in force at an instant. */
function isDaylightSaving(zone: TimeZoneRule, atMs: number): boolean {
  switch (zone.daylightSaving) {
    case 'none':
      return false;
    case 'us':
      return isUsDaylightSaving(atMs, zone.standardOffsetMinutes);
    case 'eu':
      return isEuSummerTime(atMs);
  }
}

/** The zone's offset from UTC at an instant, in minutes (US Central in summer: −300). */
export function offsetMinutesAt(zone: TimeZoneRule, atMs: number): number {
  const standard = zone.standardOffsetMinutes;
  return isDaylightSaving(zone, atMs) ? standard + 60 : standard;
}

/**
 * The instant of a local wall-clock time, given as milliseconds since the local 1970-01-01 00:00.
 * A time that does not exist (02:30 on the spring-forward Sunday) or exists twice (01:30 on the
 * fall-back Sunday) resolves to standard time; the sessions here never start or end in that hour.
 */
export function localToInstantMs(zone: TimeZoneRule, localMs: number): number {
  const standard = zone.standardOffsetMinutes;
  const asStandard = localMs - standard * MINUTE_MS;
  if (!isDaylightSaving(zone, asStandard)) return asStandard;
  return localMs - (standard + 60) * MINUTE_MS;
}
