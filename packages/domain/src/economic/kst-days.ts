import { DAY_MS, daysOfIsoDate, isoDateOfDays, KST_OFFSET_MINUTES, MINUTE_MS } from '../market/civil-time.ts';

const KST_OFFSET_MS = KST_OFFSET_MINUTES * MINUTE_MS;

/** The longest range `GET /economic/list` answers, in KST days (both ends counted). */
export const ECONOMIC_RANGE_DAYS_MAX = 14;

export type EconomicRangeRefusal =
  'ECONOMIC_DATE_INVALID' | 'ECONOMIC_RANGE_REVERSED' | 'ECONOMIC_RANGE_TOO_LONG';

/** A range of whole KST days as instants: [fromMs, toMs). */
export interface KstDayRange {
  readonly fromMs: number;
  readonly toMs: number;
}

/** The instant a KST day (`YYYY-MM-DD`, as a day number) begins: 00:00 KST is 15:00 UTC the day before. */
export function kstDayStartMs(days: number): number {
  return days * DAY_MS - KST_OFFSET_MS;
}

/** The KST day of an instant, as a day number (civil-time.ts). */
export function kstDayOf(atMs: number): number {
  return Math.floor((atMs + KST_OFFSET_MS) / DAY_MS);
}

/** The KST date of an instant, `YYYY-MM-DD`. */
export function kstDateOf(atMs: number): string {
  return isoDateOfDays(kstDayOf(atMs));
}

/** The KST wall-clock time of an instant, `HH:mm`. */
export function kstClockOf(atMs: number): string {
  const minutes = Math.floor(((((atMs + KST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The KST date `days` after another (`addKstDays('2026-03-31', 1)` is '2026-04-01'); null if not a date. */
export function addKstDays(date: string, days: number): string | null {
  const start = daysOfIsoDate(date);
  return start === null ? null : isoDateOfDays(start + days);
}

/**
 * The instants of the KST days `fromDate` … `toDate` (both included), or why the range is refused:
 * a date that is not a real one, an end before the start, or more than `ECONOMIC_RANGE_DAYS_MAX` days.
 */
export function economicDayRange(fromDate: string, toDate: string): KstDayRange | EconomicRangeRefusal {
  const from = daysOfIsoDate(fromDate);
  const to = daysOfIsoDate(toDate);
  if (from === null || to === null) return 'ECONOMIC_DATE_INVALID';
  if (to < from) return 'ECONOMIC_RANGE_REVERSED';
  if (to - from + 1 > ECONOMIC_RANGE_DAYS_MAX) return 'ECONOMIC_RANGE_TOO_LONG';
  return { fromMs: kstDayStartMs(from), toMs: kstDayStartMs(to + 1) };
}
