import { daysFromCivil } from '../market/civil-time.ts';
import type { TimeZoneRule } from '../market/civil-time.ts';
import type { EconomicCountry, EconomicImportance } from './economic-event.ts';
import {
  businessDayOnOrAfter,
  lastBusinessDay,
  nthWeekdayOfMonth,
  weekdayOnOrAfter,
  weekdaysOfMonth,
} from './release-days.ts';
import type { FigureRule } from './sample-figures.ts';

// The sample calendar's indicators: each agency's usual publication habit written as a rule (which
// days of a month, at what local time, in which zone). The habits are real; the dates they give are
// a sample (holidays and one-off moves are ignored, meeting dates follow the 2026 pattern every
// year), which is why the calendar is labelled 샘플 데이터. docs/economic-calendar.md lists them.

const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;

const NEW_YORK: TimeZoneRule = { standardOffsetMinutes: -5 * 60, daylightSaving: 'us' };
const FRANKFURT: TimeZoneRule = { standardOffsetMinutes: 60, daylightSaving: 'eu' };
const SEOUL: TimeZoneRule = { standardOffsetMinutes: 9 * 60, daylightSaving: 'none' };
const TOKYO: TimeZoneRule = { standardOffsetMinutes: 9 * 60, daylightSaving: 'none' };
const BEIJING: TimeZoneRule = { standardOffsetMinutes: 8 * 60, daylightSaving: 'none' };

export interface SampleIndicator {
  /** The key's prefix; with the local release date it names one event (`US-NFP-2026-03-06`). */
  readonly code: string;
  readonly country: EconomicCountry;
  readonly currency: string;
  readonly title: string;
  readonly importance: EconomicImportance;
  readonly zone: TimeZoneRule;
  /** The release's local wall-clock time, in minutes after midnight. */
  readonly localMinutes: number;
  /** The local release days (day numbers) within a month. */
  readonly releaseDays: (year: number, month: number) => readonly number[];
  readonly figures: FigureRule;
}

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

/** A meeting calendar as "which weekday of which months": month → the ordinal (−1 the last). */
function meetings(weekday: number, ordinalByMonth: Readonly<Record<number, number>>) {
  return (year: number, month: number): number[] => {
    const ordinal = ordinalByMonth[month];
    return ordinal === undefined ? [] : [nthWeekdayOfMonth(year, month, weekday, ordinal)];
  };
}

const once = (rule: (year: number, month: number) => number) => (year: number, month: number) => [
  rule(year, month),
];

const percent = (base: number, spread: number, step: number, surprise: number): FigureRule => ({
  decimals: 1,
  suffix: '%',
  base,
  spread,
  step,
  surprise,
});

/** A policy rate: held at the forecast or moved a quarter point. */
const policyRate = (basePoints: number): FigureRule => ({
  decimals: 2,
  suffix: '%',
  base: basePoints,
  spread: 0,
  step: 0,
  surprise: 25,
  quantum: 25,
});

export const SAMPLE_INDICATORS: readonly SampleIndicator[] = [
  {
    // BLS Employment Situation: usually the first Friday, 08:30 Eastern.
    code: 'US-NFP',
    country: 'US',
    currency: 'USD',
    title: '비농업 고용지수',
    importance: 3,
    zone: NEW_YORK,
    localMinutes: at(8, 30),
    releaseDays: once((year, month) => nthWeekdayOfMonth(year, month, FRIDAY, 1)),
    figures: { decimals: 0, suffix: 'K', base: 150, spread: 90, step: 40, surprise: 70 },
  },
  {
    code: 'US-UNEMPLOYMENT',
    country: 'US',
    currency: 'USD',
    title: '실업률',
    importance: 2,
    zone: NEW_YORK,
    localMinutes: at(8, 30),
    releaseDays: once((year, month) => nthWeekdayOfMonth(year, month, FRIDAY, 1)),
    figures: percent(42, 3, 1, 1),
  },
  {
    // Department of Labor: every Thursday, 08:30 Eastern.
    code: 'US-CLAIMS',
    country: 'US',
    currency: 'USD',
    title: '신규 실업수당 청구건수',
    importance: 2,
    zone: NEW_YORK,
    localMinutes: at(8, 30),
    releaseDays: (year, month) => weekdaysOfMonth(year, month, THURSDAY),
    figures: { decimals: 0, suffix: 'K', base: 225, spread: 20, step: 8, surprise: 15 },
  },
  {
    // BLS CPI: mid-month, 08:30 Eastern; the sample takes the first Wednesday on or after the 10th.
    code: 'US-CPI',
    country: 'US',
    currency: 'USD',
    title: '소비자물가지수 (전년대비)',
    importance: 3,
    zone: NEW_YORK,
    localMinutes: at(8, 30),
    releaseDays: once((year, month) => weekdayOnOrAfter(year, month, 10, WEDNESDAY)),
    figures: percent(28, 4, 2, 2),
  },
  {
    // Census retail sales: mid-month, 08:30 Eastern; the sample takes the first business day from the 15th.
    code: 'US-RETAIL',
    country: 'US',
    currency: 'USD',
    title: '소매판매 (전월대비)',
    importance: 2,
    zone: NEW_YORK,
    localMinutes: at(8, 30),
    releaseDays: once((year, month) => businessDayOnOrAfter(year, month, 15)),
    figures: percent(3, 5, 3, 4),
  },
  {
    // ISM manufacturing PMI: the first business day, 10:00 Eastern.
    code: 'US-ISM-MFG',
    country: 'US',
    currency: 'USD',
    title: 'ISM 제조업 PMI',
    importance: 2,
    zone: NEW_YORK,
    localMinutes: at(10),
    releaseDays: once((year, month) => businessDayOnOrAfter(year, month, 1)),
    figures: { decimals: 1, suffix: '', base: 495, spread: 25, step: 8, surprise: 12 },
  },
  {
    // FOMC statement, 14:00 Eastern, on the second day of eight meetings (the 2026 pattern).
    code: 'US-FOMC',
    country: 'US',
    currency: 'USD',
    title: 'FOMC 기준금리 결정',
    importance: 3,
    zone: NEW_YORK,
    localMinutes: at(14),
    releaseDays: meetings(WEDNESDAY, { 1: -1, 3: 3, 4: -1, 6: 3, 7: -1, 9: 3, 10: -1, 12: 2 }),
    figures: policyRate(375),
  },
  {
    // Eurostat HICP flash estimate, 11:00 Frankfurt time; the sample takes the month's last business day.
    code: 'EU-HICP-FLASH',
    country: 'EU',
    currency: 'EUR',
    title: '유로존 소비자물가 속보치 (전년대비)',
    importance: 2,
    zone: FRANKFURT,
    localMinutes: at(11),
    releaseDays: once(lastBusinessDay),
    figures: percent(21, 3, 1, 2),
  },
  {
    // ECB monetary policy decision, 14:15 Frankfurt time, eight Thursdays (the 2026 pattern).
    code: 'EU-ECB',
    country: 'EU',
    currency: 'EUR',
    title: 'ECB 기준금리 결정',
    importance: 3,
    zone: FRANKFURT,
    localMinutes: at(14, 15),
    releaseDays: meetings(THURSDAY, { 2: 1, 3: 3, 4: -1, 6: 2, 7: 4, 9: 2, 10: -1, 12: 3 }),
    figures: policyRate(200),
  },
  {
    // Statistics Korea CPI: early in the month, 08:00 KST; the sample takes the first business day from the 2nd.
    code: 'KR-CPI',
    country: 'KR',
    currency: 'KRW',
    title: '한국 소비자물가지수 (전년대비)',
    importance: 2,
    zone: SEOUL,
    localMinutes: at(8),
    releaseDays: once((year, month) => businessDayOnOrAfter(year, month, 2)),
    figures: percent(21, 4, 2, 2),
  },
  {
    // Ministry of Trade, Industry and Energy: exports on the 1st, 09:00 KST, weekend or not.
    code: 'KR-EXPORTS',
    country: 'KR',
    currency: 'KRW',
    title: '한국 수출 (전년대비)',
    importance: 2,
    zone: SEOUL,
    localMinutes: at(9),
    releaseDays: once((year, month) => daysFromCivil(year, month, 1)),
    figures: percent(45, 60, 20, 30),
  },
  {
    // Bank of Korea base rate decision, about 10:00 KST, eight Thursdays (a 2026-like pattern).
    code: 'KR-BOK',
    country: 'KR',
    currency: 'KRW',
    title: '한국은행 기준금리 결정',
    importance: 3,
    zone: SEOUL,
    localMinutes: at(10),
    releaseDays: meetings(THURSDAY, { 1: 3, 2: -1, 4: 2, 5: -1, 7: 2, 8: -1, 10: 3, 11: -1 }),
    figures: policyRate(250),
  },
  {
    // Statistics Bureau of Japan national CPI: a Friday around the 20th, 08:30 JST (the third Friday here).
    code: 'JP-CPI',
    country: 'JP',
    currency: 'JPY',
    title: '일본 전국 소비자물가지수 (전년대비)',
    importance: 1,
    zone: TOKYO,
    localMinutes: at(8, 30),
    releaseDays: once((year, month) => nthWeekdayOfMonth(year, month, FRIDAY, 3)),
    figures: percent(27, 5, 2, 2),
  },
  {
    // National Bureau of Statistics of China CPI: around the 9th, 09:30 Beijing time.
    code: 'CN-CPI',
    country: 'CN',
    currency: 'CNY',
    title: '중국 소비자물가지수 (전년대비)',
    importance: 2,
    zone: BEIJING,
    localMinutes: at(9, 30),
    releaseDays: once((year, month) => businessDayOnOrAfter(year, month, 9)),
    figures: percent(5, 6, 2, 3),
  },
];
