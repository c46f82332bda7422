/**
 * An economic calendar entry as a provider hands it over (docs/economic-calendar.md). Figures are the
 * published text ("3.2%", "227K"): they carry their unit and are never computed with, only compared
 * for colouring (`actual-versus-forecast.ts`).
 */
export interface EconomicEventInput {
  /** Unique within its provider: the sample writes `US-NFP-2026-03-06`. */
  readonly sourceKey: string;
  /** ISO 3166 alpha-2; `EU` for the euro area. */
  readonly country: string;
  readonly currency: string | null;
  readonly title: string;
  readonly importance: EconomicImportance;
  readonly scheduledAtMs: number;
  readonly previous: string | null;
  readonly forecast: string | null;
  /** Null until the release: nobody knows the figure before its time. */
  readonly actual: string | null;
}

/** 1 low, 2 medium, 3 high (market-moving). */
export type EconomicImportance = 1 | 2 | 3;

/** The countries the sample calendar covers, in the order the screen offers them as filters. */
export const ECONOMIC_COUNTRIES = ['KR', 'US', 'EU', 'JP', 'CN'] as const;
export type EconomicCountry = (typeof ECONOMIC_COUNTRIES)[number];
