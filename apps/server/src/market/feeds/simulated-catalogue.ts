import { COIN_FUTURES, OVERSEA_FUTURES, parsePositiveUnits } from '@baro/domain';
import type { PricedInstrumentSpec } from '@baro/domain';
import type { SimulatedInstrument } from './random-walk.ts';

/** The simulated feed's view of a catalogue instrument: the reference price in price units. */
export function simulatedInstrumentOf(spec: PricedInstrumentSpec): SimulatedInstrument {
  const referencePrice = parsePositiveUnits(spec.referencePrice, spec.precision);
  if (referencePrice === null)
    throw new Error(`${spec.stock}: reference price ${spec.referencePrice} is malformed.`);
  // Overseas futures trade in whole ticks of their contract (NQ 0.25 at precision 2 is 25 units).
  const tickSize = 'tickSize' in spec && typeof spec.tickSize === 'string' ? spec.tickSize : undefined;
  const priceStepUnits =
    tickSize === undefined ? undefined : (parsePositiveUnits(tickSize, spec.precision) ?? 1);
  return {
    stock: spec.stock,
    precision: spec.precision,
    qtyPrecision: spec.qtyPrecision,
    referencePrice,
    annualVolatility: spec.annualVolatility,
    ticksPerSecond: spec.ticksPerSecond,
    priceStepUnits,
    typicalQty: typicalTradeQty(spec, referencePrice),
  };
}

/** About 2,000 USDT of coin per trade; one or two lots per overseas trade. */
function typicalTradeQty(spec: PricedInstrumentSpec, referencePrice: number): number {
  if ('tickSize' in spec) return 2 * 10 ** spec.qtyPrecision;
  const coins = 2_000 / (referencePrice / 10 ** spec.precision);
  return Math.max(1, Math.round(coins * 10 ** spec.qtyPrecision));
}

/**
 * Every instrument a feed prices by its own ticks, as the simulated market walks it: the coins and the
 * full-size overseas contracts. A micro contract is priced by its full-size contract's ticks
 * (`microMirrors` in ../instrument-catalogue.ts), as on the exchange, so no feed plays it.
 */
export function simulatedCatalogue(): SimulatedInstrument[] {
  const walked = [...COIN_FUTURES, ...OVERSEA_FUTURES.filter((spec) => spec.underlyingStock === null)];
  return walked.map(simulatedInstrumentOf);
}
