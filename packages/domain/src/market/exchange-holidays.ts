/**
 * Full-day exchange closures, as exchange-local trade dates (`YYYY-MM-DD`), for the calendars of
 * `session-calendar.ts`. On such a date the sessions that belong to it do not open (see
 * `tradeDateOffsetDays` there for which sessions belong to a date).
 *
 * Taken from the exchanges' published holiday calendars as known when written (CME Group's "Holiday
 * calendar" for CME Globex equity, energy, metal and FX futures; HKEX's "Trading calendar and
 * holiday schedule", which follows the Hong Kong general holidays). **Extend both lists every year**
 * before the last covered year ends (`HOLIDAYS_KNOWN_THROUGH`): after it the calendar trades every
 * weekday. Left out, on purpose:
 * - early closes and trading halts: CME on Martin Luther King Jr. Day, Presidents' Day, Memorial Day,
 *   Juneteenth, Independence Day, Labor Day and Thanksgiving opens as usual and halts early (no full
 *   closure), and closes early on 24 and 31 December; HKEX trades only the morning, without the
 *   after-hours session, on the eves of Christmas, New Year and Lunar New Year;
 * - CME's short morning session on a Good Friday that falls on the day of the US jobs report (equity
 *   and interest-rate futures have traded until about 08:15 Central in such years; here the day is
 *   shut, which errs on the side of refusing orders);
 * - unscheduled closures (HKEX typhoon and black-rainstorm signals): an operator halts the market,
 *   or a site closes the day (the extra closed dates the calendar functions take).
 */

/** The last date the lists below are complete for. */
export const HOLIDAYS_KNOWN_THROUGH = '2027-12-31';

/**
 * CME Globex: New Year's Day, Good Friday and Christmas Day. When one falls on a Saturday the exchange
 * closes the Friday before for Christmas (2027-12-24) but not for New Year's Day (2027-12-31 trades).
 */
export const CME_GLOBEX_HOLIDAYS: ReadonlySet<string> = new Set([
  '2026-01-01', // New Year's Day (Thursday)
  '2026-04-03', // Good Friday
  '2026-12-25', // Christmas Day (Friday)
  '2027-01-01', // New Year's Day (Friday)
  '2027-03-26', // Good Friday
  '2027-12-24', // Christmas Day (Saturday), observed on Friday
]);

/**
 * HKEX: the Hong Kong general holidays that fall on a weekday (a Saturday holiday changes nothing, a
 * Sunday holiday moves to the next weekday by the Hong Kong rules, which the list already applies).
 */
export const HKEX_HOLIDAYS: ReadonlySet<string> = new Set([
  '2026-01-01', // The first day of January
  '2026-02-17', // Lunar New Year's Day
  '2026-02-18', // The second day of Lunar New Year
  '2026-02-19', // The third day of Lunar New Year
  '2026-04-03', // Good Friday
  '2026-04-06', // The day following Ching Ming Festival (Sunday 5 April, also Easter Day)
  '2026-04-07', // The day following Easter Monday
  '2026-05-01', // Labour Day
  '2026-05-25', // The day following the Birthday of the Buddha (Sunday 24 May)
  '2026-06-19', // Tuen Ng Festival
  '2026-07-01', // Hong Kong Special Administrative Region Establishment Day
  '2026-10-01', // National Day
  '2026-10-19', // The day following Chung Yeung Festival (Sunday 18 October)
  '2026-12-25', // Christmas Day
  '2027-01-01', // The first day of January
  '2027-02-08', // The third day of Lunar New Year (the first two are Saturday and Sunday)
  '2027-02-09', // The fourth day of Lunar New Year (for the second day, a Sunday)
  '2027-03-26', // Good Friday
  '2027-03-29', // Easter Monday
  '2027-04-05', // Ching Ming Festival
  '2027-05-13', // The Birthday of the Buddha
  '2027-06-09', // Tuen Ng Festival
  '2027-07-01', // Hong Kong Special Administrative Region Establishment Day
  '2027-09-16', // The day following Chinese Mid-Autumn Festival
  '2027-10-01', // National Day
  '2027-10-08', // Chung Yeung Festival
  '2027-12-27', // The first weekday after Christmas Day (Christmas is a Saturday)
]);
