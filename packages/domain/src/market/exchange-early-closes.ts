/**
 * Early closes, as exchange-local trade date (`YYYY-MM-DD`) → exchange-local close (`HH:MM`), for the
 * calendars of `session-calendar.ts`: the session of that trade date ends at the close if it would
 * end later, and a session that would open at or after it does not open. Same trade dates as
 * `exchange-holidays.ts` (a CME trade date's session opens at 17:00 the evening before), same years,
 * same rule: **extend these lists with the holiday lists every year** (`HOLIDAYS_KNOWN_THROUGH`).
 *
 * One calendar serves every product on it, so a date holds the EARLIEST close among its products:
 * the rule the Good Friday 2026 decision took (`exchange-holidays.ts`), erring on refusing orders
 * for the minutes some products still trade rather than taking orders on a halted market.
 * `exchange-early-closes.test.ts` derives both lists again from the exchanges' rules.
 */

/**
 * CME Globex (NQ, ES, CL, GC, 6E and the micros), US Central time.
 *
 * On Martin Luther King Jr. Day, Presidents' Day, Memorial Day, Juneteenth, Independence Day
 * (observed), Labor Day and Thanksgiving, Globex opens the evening before as usual and halts early,
 * then reopens at 17:00 for the next trade date (the calendar's usual evening opening). Equity index
 * futures halt at 12:00, energy and metals at 12:00 or 13:30, FX at 12:00 or 16:00, so 12:00 for all.
 * On the day after Thanksgiving and on Christmas Eve equity index futures close at 12:15 (NYSE's
 * 13:00 Eastern early close plus the futures' 15 minutes), energy and metals at 13:45: 12:15.
 *
 * Checked against: EdgeClear's "2026 CME Globex Trading Schedule" (edgeclear.com/exchange-holiday-hours/:
 * Martin Luther King Jr. Day 2026, equities and interest rates halt 12:00, energy and metals 13:30, FX
 * 16:00, reopen 17:00 for Tuesday); pandas_market_calendars issue #464 (29 May 2026, from CME's
 * published 2026 holiday hours): 2026-06-19 and 2026-07-03 energy and metals 13:00 Eastern (12:00
 * Central) like equities, 2026-09-07 equities 12:00 Central, 2026-11-27 equities 13:15 Eastern (12:15
 * Central) and energy and metals 14:45 Eastern (13:45 Central), and issue #465 (Juneteenth 2026 metals
 * 12:00 Central); exchange_calendars PR #585 (CMES: every US-holiday early close, Juneteenth included,
 * at 12:00 Central); NYSE Group's 2026–2028 holiday and early closings calendar (mondovisione.com,
 * 23 Dec 2025) for the dates: the holidays above, early closes on Friday 27 November 2026, Thursday
 * 24 December 2026 and Friday 26 November 2027, and none around Christmas 2027 (observed Friday 24
 * December, a closure in `exchange-holidays.ts`) or New Year's Eve. forexlive (28 Nov 2024): CME
 * equity, rates, energy and metals all halted at 12:00 Central on Thanksgiving 2024.
 *
 * Not confirmable from a stored source: CME's own 2027 schedule (the 2027 dates follow NYSE's 2027
 * calendar and the 2026 times); the 2026-12-24 Christmas Eve times for energy and metals (issue #464
 * is cut off there: taken as the day after Thanksgiving's, as in earlier years); whether CME closes
 * any product early on New Year's Eve 2026 or 2027 (the calendar keeps them to 16:00).
 */
export const CME_GLOBEX_EARLY_CLOSES: ReadonlyMap<string, string> = new Map([
  ['2026-01-19', '12:00'], // Martin Luther King Jr. Day
  ['2026-02-16', '12:00'], // Presidents' Day
  ['2026-05-25', '12:00'], // Memorial Day
  ['2026-06-19', '12:00'], // Juneteenth (Friday)
  ['2026-07-03', '12:00'], // Independence Day (Saturday), observed on Friday
  ['2026-09-07', '12:00'], // Labor Day
  ['2026-11-26', '12:00'], // Thanksgiving
  ['2026-11-27', '12:15'], // The day after Thanksgiving
  ['2026-12-24', '12:15'], // Christmas Eve
  ['2027-01-18', '12:00'], // Martin Luther King Jr. Day
  ['2027-02-15', '12:00'], // Presidents' Day
  ['2027-05-31', '12:00'], // Memorial Day
  ['2027-06-18', '12:00'], // Juneteenth (Saturday), observed on Friday
  ['2027-07-05', '12:00'], // Independence Day (Sunday), observed on Monday
  ['2027-09-06', '12:00'], // Labor Day
  ['2027-11-25', '12:00'], // Thanksgiving
  ['2027-11-26', '12:15'], // The day after Thanksgiving
]);

/**
 * HKEX (Hang Seng index futures), Hong Kong time: half days on the eves of Christmas, New Year and
 * Lunar New Year when they fall on a weekday. Only the morning session trades; no afternoon and no
 * after-hours session. The list closes at 12:00, the usual end of the morning session.
 *
 * Checked against: the weekday eves of the holiday lists' dates (Lunar New Year 2026 is Tuesday 17
 * February, 2027 Saturday 6 February); CMS China's Hong Kong holiday table (cmschina.com.hk, 2021: the
 * eves of Lunar New Year, Christmas and New Year are half-day trading days, with no extended morning
 * and no afternoon session) and Yaw Kai's trading hours (yawkai.com.hk: no afternoon session on
 * those eves).
 *
 * Not confirmable from a stored source: an HKEX-published 2026 or 2027 derivatives calendar; that no
 * after-hours (T+1) session runs on a half day (HKEX's practice as brokers retell it, kept as it
 * errs on refusing orders); two broker pages (successfn.com, jiaoyisuo.org.cn) say index futures
 * trade until 12:30 on a half day: the calendar ends the morning at its usual 12:00, which refuses
 * those 30 minutes rather than guess.
 */
export const HKEX_EARLY_CLOSES: ReadonlyMap<string, string> = new Map([
  ['2026-02-16', '12:00'], // Lunar New Year's Eve (Monday)
  ['2026-12-24', '12:00'], // Christmas Eve (Thursday)
  ['2026-12-31', '12:00'], // New Year's Eve (Thursday)
  ['2027-02-05', '12:00'], // Lunar New Year's Eve (Friday)
  ['2027-12-24', '12:00'], // Christmas Eve (Friday)
  ['2027-12-31', '12:00'], // New Year's Eve (Friday)
]);
