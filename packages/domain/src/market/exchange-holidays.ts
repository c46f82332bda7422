/**
 * Full-day exchange closures, as exchange-local trade dates (`YYYY-MM-DD`), for the calendars of
 * `session-calendar.ts`. On such a date the sessions that belong to it do not open (see
 * `tradeDateOffsetDays` there for which sessions belong to a date).
 *
 * Written from the exchanges' holiday rules and checked on 2026-11-27, date by date, against the
 * published lists each list names below; `exchange-holidays.test.ts` derives both lists again from
 * the rules (Easter, weekday observance, Hong Kong's substitution rules) and must agree with them.
 * **Extend both lists every year** before the last covered year ends (`HOLIDAYS_KNOWN_THROUGH`):
 * after it the calendar trades every weekday. Left out, on purpose:
 * - CME holidays that are not closures: on Martin Luther King Jr. Day, Presidents' Day, Memorial Day,
 *   Juneteenth, Independence Day (observed), Labor Day and Thanksgiving Globex opens the evening
 *   before as usual, halts early and reopens at 17:00 for the next trade date; the day after
 *   Thanksgiving and Christmas Eve close early. A member sees those days trade, so they are not 휴장
 *   here but early closes (`exchange-early-closes.ts`), as are HKEX's half days on the eves of
 *   Christmas, New Year and Lunar New Year;
 * - unscheduled closures (HKEX typhoon and black-rainstorm signals): an operator halts the market, or
 *   a site closes the day (the extra closed dates the calendar functions take).
 */

/** The last date the lists below are complete for. */
export const HOLIDAYS_KNOWN_THROUGH = '2027-12-31';

/**
 * CME Globex: New Year's Day, Good Friday and Christmas Day. When one falls on a Saturday the
 * exchange closes the Friday before for Christmas (2027-12-24) but not for New Year's Day (2027-12-31
 * trades).
 *
 * Checked against: NYSE Group's "2026, 2027 and 2028 Holiday and Early Closings Calendar" (23 Dec
 * 2025,
 * mondovisione.com/media-and-resources/news/nyse-group-announces-2026-2027-and-2028-holiday-and-early-closings-calendar-20251223/),
 * whose Good Fridays, Christmases (2027: Friday 24 December, observed) and New Year's Days (none for
 * Saturday 1 January 2028) the CME follows for these three; EdgeClear's "2026 CME Globex Trading
 * Schedule" (edgeclear.com/exchange-holiday-hours/), which shows Martin Luther King Jr. Day 2026 as a
 * halt and reopening, not a closure, for every product above. CME's own 2027 schedule is not in any
 * stored source, so 2027-12-24 rests on the rule (Christmas observed on the nearest weekday, as in
 * exchange_calendars' CMES calendar) and on 2021, the last Saturday Christmas, when brokers'
 * CME-based index, oil and gold contracts did not trade on Friday 24 December (forex.game, "Trading
 * schedule for the 2021-2022 Winter Holiday period").
 *
 * Good Friday 2026 was not a whole closure for every product: the US jobs report came out that day
 * (Interactive Brokers, "Nonfarm Payrolls Still Due on Good Friday, Tomorrow", 2 April 2026), and as
 * in 2015, 2021 and 2023 equity index futures traded from Thursday 17:00 until 08:15 Central (the
 * 2026-04-03 session pandas_market_calendars added in its merged PR #456, 4 April 2026), while energy
 * and metals stayed shut. One calendar serves all of them, so the day stays a closure, which errs on
 * refusing orders; it is past now. Good Friday 2027 (26 March) is not a jobs-report day, and the CME
 * has shut Globex on such Good Fridays (forexlive, 28 March 2024; Barron's, 18 April 2025).
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
 * Hang Seng Index futures keep these holidays: HKEX's Derivatives Holiday Trading covers only MSCI
 * and currency contracts (hkex.com.hk, "Derivatives Holiday Trading"; HKEX news release of 23 Oct
 * 2020).
 *
 * Checked against: 2026, the gazetted list as published in "Hong Kong announces General Holidays for
 * 2026" (publicholidaynews.com/20250516-hong-kong-announces-general-holidays-for-2026), every weekday
 * entry matching; 2027, the government's 2027 list as retold in "Hong Kong Government Announces 2027
 * Public Holiday Schedule" (a2znews.uk/article/b2/28468: the fourth day of Lunar New Year for a
 * Sunday second day, 13 May, 9 June, 16 September, 8 October, Monday 27 December) and
 * calendardate.com's 2027 Hong Kong list. No HKEX-published 2027 trading calendar is in any stored
 * source.
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
