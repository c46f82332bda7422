import { assert } from '../assert.ts';

/**
 * One bracket of a Binance-style leverage and maintenance-margin table. A position whose notional
 * (its `qty`, the USDT notional at entry) is at most `maxNotionalMinor` falls in the first bracket
 * that holds it; the bracket sets its maintenance-margin rate, the highest leverage it may use and
 * the maintenance amount (Binance's "cum"), which makes the maintenance margin continuous across
 * bracket edges: `maintenance = notional × rate − amount`.
 */
export interface MarginTier {
  readonly maxNotionalMinor: bigint;
  /** Maintenance-margin rate in basis points: 0.4 % is 40. */
  readonly maintenanceRateBps: bigint;
  readonly maxLeverage: number;
  readonly maintenanceAmountMinor: bigint;
}

const USDT = 100_000_000n;

/**
 * The default table (configurable per option): Binance's BTCUSDT brackets. The amounts follow from
 * the rates (`amount_n = amount_{n−1} + edge_{n−1} × (rate_n − rate_{n−1})`); `checkTierTable` holds
 * a table to that.
 */
export const DEFAULT_MARGIN_TIERS: readonly MarginTier[] = [
  { maxNotionalMinor: 50_000n * USDT, maintenanceRateBps: 40n, maxLeverage: 125, maintenanceAmountMinor: 0n },
  {
    maxNotionalMinor: 250_000n * USDT,
    maintenanceRateBps: 50n,
    maxLeverage: 100,
    maintenanceAmountMinor: 50n * USDT,
  },
  {
    maxNotionalMinor: 1_000_000n * USDT,
    maintenanceRateBps: 100n,
    maxLeverage: 50,
    maintenanceAmountMinor: 1_300n * USDT,
  },
  {
    maxNotionalMinor: 10_000_000n * USDT,
    maintenanceRateBps: 250n,
    maxLeverage: 20,
    maintenanceAmountMinor: 16_300n * USDT,
  },
  {
    maxNotionalMinor: 20_000_000n * USDT,
    maintenanceRateBps: 500n,
    maxLeverage: 10,
    maintenanceAmountMinor: 266_300n * USDT,
  },
  {
    maxNotionalMinor: 50_000_000n * USDT,
    maintenanceRateBps: 1_000n,
    maxLeverage: 5,
    maintenanceAmountMinor: 1_266_300n * USDT,
  },
  {
    maxNotionalMinor: 100_000_000n * USDT,
    maintenanceRateBps: 1_250n,
    maxLeverage: 4,
    maintenanceAmountMinor: 2_516_300n * USDT,
  },
  {
    maxNotionalMinor: 200_000_000n * USDT,
    maintenanceRateBps: 1_500n,
    maxLeverage: 3,
    maintenanceAmountMinor: 5_016_300n * USDT,
  },
  {
    maxNotionalMinor: 300_000_000n * USDT,
    maintenanceRateBps: 2_500n,
    maxLeverage: 2,
    maintenanceAmountMinor: 25_016_300n * USDT,
  },
  {
    maxNotionalMinor: 500_000_000n * USDT,
    maintenanceRateBps: 5_000n,
    maxLeverage: 1,
    maintenanceAmountMinor: 100_016_300n * USDT,
  },
];

/**
 * Asserts a table is usable: brackets ascending by notional, rates rising below 80 % (the warning
 * ratio must stay above every rate for the warning price to exist), leverage falling, and each
 * maintenance amount the continuous one. A bad table is configuration, so this throws.
 */
export function checkTierTable(tiers: readonly MarginTier[]): void {
  assert(tiers.length > 0, 'A tier table has at least one bracket.');
  let previous: MarginTier | undefined;
  for (const tier of tiers) {
    assert(tier.maxNotionalMinor > 0n, 'A bracket edge is positive.');
    assert(tier.maintenanceRateBps > 0n && tier.maintenanceRateBps < 8_000n, 'A rate is in (0, 80 %).');
    assert(Number.isInteger(tier.maxLeverage) && tier.maxLeverage >= 1, 'Leverage is a positive integer.');
    if (previous === undefined) {
      assert(tier.maintenanceAmountMinor === 0n, 'The first bracket has no maintenance amount.');
    } else {
      assert(tier.maxNotionalMinor > previous.maxNotionalMinor, 'Brackets ascend by notional.');
      assert(tier.maintenanceRateBps >= previous.maintenanceRateBps, 'Rates do not fall.');
      assert(tier.maxLeverage <= previous.maxLeverage, 'Leverage does not rise.');
      const continuous =
        previous.maintenanceAmountMinor +
        (previous.maxNotionalMinor * (tier.maintenanceRateBps - previous.maintenanceRateBps)) / 10_000n;
      assert(
        tier.maintenanceAmountMinor === continuous,
        'The maintenance amount keeps the margin continuous.',
      );
    }
    previous = tier;
  }
}

/** The bracket of a notional; beyond the last edge, the last bracket (placement refuses that). */
export function tierFor(tiers: readonly MarginTier[], notionalMinor: bigint): MarginTier {
  for (const tier of tiers) {
    if (notionalMinor <= tier.maxNotionalMinor) return tier;
  }
  const last = tiers[tiers.length - 1];
  assert(last !== undefined, 'A tier table has at least one bracket.');
  return last;
}

/** The largest notional a position may reach at `leverage`: the edge of the last bracket allowing it. */
export function maxNotionalAtLeverage(tiers: readonly MarginTier[], leverage: number): bigint {
  let cap = 0n;
  for (const tier of tiers) {
    if (tier.maxLeverage >= leverage) cap = tier.maxNotionalMinor;
  }
  return cap;
}

/** The highest leverage the table allows at all (its first bracket's). */
export function maxLeverageOf(tiers: readonly MarginTier[]): number {
  return tiers[0]?.maxLeverage ?? 1;
}

/**
 * The tier cap at placement, as the server's placement and the engine both judge it: an order of
 * `qty` on `side` that opens anything (its qty beyond an opposite position) is refused when the
 * position on that side, plus every order resting on that side (each may open or add), plus what it
 * opens would pass `cap`. The part that closes an opposite position never counts. Qty is the USDT
 * notional, so an order counts its qty whatever its price. The fill checks the cap again.
 */
export function exceedsCapAtPlacement(
  position: { readonly side: 'LONG' | 'SHORT'; readonly qty: bigint } | null,
  restingOnSide: bigint,
  side: 'LONG' | 'SHORT',
  qty: bigint,
  cap: bigint,
): boolean {
  const opposite = position !== null && position.side !== side ? position.qty : 0n;
  if (qty <= opposite) return false;
  const same = position !== null && position.side === side ? position.qty : 0n;
  // Without an opposite position the whole qty opens: no subtraction, which would allocate a bigint.
  // In bigints: converting the four to machine numbers (`Number(bigint)`, a runtime call each) cost
  // several times the bigint sum on Node 20 (h15-engine8).
  return same + restingOnSide + (opposite === 0n ? qty : qty - opposite) > cap;
}
