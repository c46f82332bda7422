import { checkTierTable, DEFAULT_MARGIN_TIERS } from './tiers.ts';
import type { MarginTier } from './tiers.ts';

const USDT = 100_000_000n;

/** One bracket as a table writes it: its edge in whole USDT, its maintenance rate (bps), its leverage. */
type BracketRow = readonly [maxNotionalUsdt: number, maintenanceRateBps: number, maxLeverage: number];

/**
 * A tier table from its brackets, each maintenance amount the one that keeps the maintenance margin
 * continuous across the edge below it (Binance's "cum"), checked by `checkTierTable`.
 */
export function tierTable(rows: readonly BracketRow[]): readonly MarginTier[] {
  const tiers: MarginTier[] = [];
  for (const [edge, rate, maxLeverage] of rows) {
    const previous = tiers.at(-1);
    const maintenanceRateBps = BigInt(rate);
    tiers.push({
      maxNotionalMinor: BigInt(edge) * USDT,
      maintenanceRateBps,
      maxLeverage,
      maintenanceAmountMinor:
        previous === undefined
          ? 0n
          : previous.maintenanceAmountMinor +
            (previous.maxNotionalMinor * (maintenanceRateBps - previous.maintenanceRateBps)) / 10_000n,
    });
  }
  checkTierTable(tiers);
  return tiers;
}

// Thinner markets get smaller brackets and higher maintenance rates, as the exchanges' alt-coin
// tables do: a 50,000 USDT position at the top leverage is routine in BTC and a large risk in a
// thin coin. The figures follow the shape of Binance's USDT-M brackets for coins of each leverage
// cap, rounded; an operator can store any other table on the option (futures_option.tiers).

/** Large caps with a 75× cap (SOL, XRP, LTC in the demo). */
export const LARGE_CAP_MARGIN_TIERS = tierTable([
  [10_000, 65, 75],
  [50_000, 100, 50],
  [250_000, 200, 25],
  [1_000_000, 500, 10],
  [5_000_000, 1_000, 5],
  [10_000_000, 1_250, 4],
  [25_000_000, 2_500, 2],
  [50_000_000, 5_000, 1],
]);

/** Alt coins with a 50× cap. */
export const ALT_MARGIN_TIERS = tierTable([
  [5_000, 100, 50],
  [25_000, 150, 25],
  [100_000, 250, 20],
  [250_000, 500, 10],
  [1_000_000, 1_000, 5],
  [2_000_000, 1_250, 4],
  [5_000_000, 2_500, 2],
  [10_000_000, 5_000, 1],
]);

/** The thinnest coins, capped at 20×. */
export const THIN_MARGIN_TIERS = tierTable([
  [5_000, 250, 20],
  [25_000, 500, 10],
  [100_000, 1_000, 5],
  [250_000, 1_250, 4],
  [1_000_000, 2_500, 2],
  [3_000_000, 5_000, 1],
]);

/** The table for a coin by its leverage cap: the majors (125×) BTC's, then large caps, alts, thin coins. */
export function marginTiersForLeverageCap(maxLeverage: number): readonly MarginTier[] {
  if (maxLeverage >= 125) return DEFAULT_MARGIN_TIERS;
  if (maxLeverage >= 75) return LARGE_CAP_MARGIN_TIERS;
  if (maxLeverage >= 50) return ALT_MARGIN_TIERS;
  return THIN_MARGIN_TIERS;
}
