import { assert, type MarketTick } from '@baro/domain';

export const SIMULATED_SOURCE = 'simulated';

/** How the simulated market prices one instrument; the market service maps the catalogue onto it. */
export interface SimulatedInstrument {
  readonly stock: string;
  /** Decimals of the price units (BTCUSDT 1: a unit is 0.1 USDT). */
  readonly precision: number;
  /** Decimals of the quantity units (BTCUSDT 3: a unit is 0.001 BTC). */
  readonly qtyPrecision: number;
  /** The price the walk starts at and reverts to, in price units. */
  readonly referencePrice: number;
  /** Volatility of the log price per year: 0.6 is 60 %, about a major coin's. */
  readonly annualVolatility: number;
  /** About how many trades a second; each interval is 0.5 to 1.5 times the mean. */
  readonly ticksPerSecond: number;
  /**
   * Prices are whole multiples of this many units: the instrument's tick size (NQ's 0.25 at precision 2
   * is 25). Default 1.
   */
  readonly priceStepUnits?: number;
  /** The mean trade quantity in quantity units; default one whole unit (10^qtyPrecision). */
  readonly typicalQty?: number;
  /**
   * How slowly the walk returns to the reference: the half-life of a deviation, in days. Default 30, so
   * a demo left running for months wanders like a market yet stays near its reference.
   */
  readonly reversionHalfLifeDays?: number;
}

/** A stock's price at an instant: where a walk starts or continues (its last stored tick). */
export interface WalkPoint {
  readonly price: number;
  readonly atMs: number;
}

const MS_PER_YEAR = 365.25 * 24 * 3_600_000;
const MS_PER_DAY = 24 * 3_600_000;
const TWO_PI = 2 * Math.PI;
const GOLDEN_32 = 0x9e3779b9;
const TWO_POW_32 = 4_294_967_296;

/** murmur3's 32-bit finaliser: every input bit flips about half the output bits. */
function mix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a of the stock, mixed with both halves of the seed: one key per (seed, stock). */
function walkKey(seed: number, stock: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < stock.length; i += 1) h = Math.imul(h ^ stock.charCodeAt(i), 0x01000193);
  return mix32(h ^ mix32((seed >>> 0) ^ mix32(Math.floor(seed / TWO_POW_32) + GOLDEN_32)));
}

/** The random bits of the step that leaves time `atMs`: a function of (key, atMs) only. */
function stepBits(key: number, atMs: number): number {
  return mix32(key ^ mix32((atMs >>> 0) ^ mix32(Math.floor(atMs / TWO_POW_32) + GOLDEN_32)));
}

/** The `lane`-th uniform draw of a step, strictly inside (0, 1) so its logarithm is finite. */
function uniform(bits: number, lane: number): number {
  return (mix32((bits + Math.imul(lane, GOLDEN_32)) >>> 0) + 0.5) / TWO_POW_32;
}

/**
 * One instrument's price path: a mean-reverting (Ornstein-Uhlenbeck) walk of the log price toward the
 * log reference, with trade times 0.5 to 1.5 mean intervals apart.
 *
 * The randomness is counter-based, not a running generator: the draws of the step leaving time t are a
 * hash of (seed, stock, t). So the path is a pure function of (seed, instrument, starting point), and a
 * walk continued from a stored tick has exactly the trade times, and within rounding the prices, of
 * the walk that never stopped: a restart or a backfill joins the live feed without a seam.
 */
export class SimulatedWalk {
  readonly stock: string;
  readonly #key: number;
  readonly #logReference: number;
  readonly #reversionPerYear: number;
  readonly #volatility: number;
  readonly #meanIntervalMs: number;
  readonly #priceStep: number;
  readonly #typicalQty: number;
  #logPrice: number;
  #price: number;
  #qty = 0;
  #atMs: number;
  #bits: number;
  #nextAtMs: number;

  constructor(instrument: SimulatedInstrument, seed: number, from: WalkPoint) {
    assertInstrument(instrument);
    assert(Number.isSafeInteger(from.price) && from.price > 0, 'A walk starts at a positive whole price.');
    assert(Number.isSafeInteger(from.atMs), 'A walk starts at a whole millisecond.');
    this.stock = instrument.stock;
    this.#key = walkKey(seed, instrument.stock);
    this.#logReference = Math.log(instrument.referencePrice);
    const halfLifeDays = instrument.reversionHalfLifeDays ?? 30;
    this.#reversionPerYear = Math.LN2 / ((halfLifeDays * MS_PER_DAY) / MS_PER_YEAR);
    this.#volatility = instrument.annualVolatility;
    this.#meanIntervalMs = 1000 / instrument.ticksPerSecond;
    this.#priceStep = instrument.priceStepUnits ?? 1;
    this.#typicalQty = instrument.typicalQty ?? 10 ** instrument.qtyPrecision;
    this.#logPrice = Math.log(from.price);
    this.#price = from.price;
    this.#atMs = from.atMs;
    this.#bits = stepBits(this.#key, from.atMs);
    this.#nextAtMs = from.atMs + this.#intervalMs();
  }

  /** The last tick's price (or the starting price), in price units. */
  get price(): number {
    return this.#price;
  }

  /** The last tick's quantity in quantity units (0 before the first step). */
  get qty(): number {
    return this.#qty;
  }

  get atMs(): number {
    return this.#atMs;
  }

  /** When the next tick happens. */
  get nextAtMs(): number {
    return this.#nextAtMs;
  }

  /** Moves to the next tick: `price`, `qty` and `atMs` then describe it. Allocates nothing. */
  step(): void {
    const bits = this.#bits;
    const dtYears = (this.#nextAtMs - this.#atMs) / MS_PER_YEAR;
    // Box-Muller: one standard normal from two uniforms.
    const normal = Math.sqrt(-2 * Math.log(uniform(bits, 1))) * Math.cos(TWO_PI * uniform(bits, 2));
    this.#logPrice +=
      this.#reversionPerYear * (this.#logReference - this.#logPrice) * dtYears +
      this.#volatility * Math.sqrt(dtYears) * normal;
    // Exponentially distributed sizes: mostly small trades, now and then a large one.
    this.#qty = Math.max(1, Math.round(-this.#typicalQty * Math.log(uniform(bits, 3))));
    this.#atMs = this.#nextAtMs;
    this.#price = this.#roundedPrice();
    this.#bits = stepBits(this.#key, this.#atMs);
    this.#nextAtMs = this.#atMs + this.#intervalMs();
  }

  /**
   * Jumps to `atMs` without producing the ticks in between, with the exact transition of the walk over
   * that time (one draw). For a process that slept for hours: stepping through every missed tick would
   * block it for as long as a backfill of the same span.
   */
  jumpTo(atMs: number): void {
    assert(Number.isSafeInteger(atMs) && atMs >= this.#atMs, 'A walk jumps forward to a whole millisecond.');
    const dtYears = (atMs - this.#atMs) / MS_PER_YEAR;
    const decay = Math.exp(-this.#reversionPerYear * dtYears);
    const spread = this.#volatility * Math.sqrt((1 - decay * decay) / (2 * this.#reversionPerYear));
    const bits = stepBits(this.#key ^ GOLDEN_32, atMs);
    const normal = Math.sqrt(-2 * Math.log(uniform(bits, 1))) * Math.cos(TWO_PI * uniform(bits, 2));
    this.#logPrice = this.#logReference + (this.#logPrice - this.#logReference) * decay + spread * normal;
    this.#price = this.#roundedPrice();
    this.#qty = 0;
    this.#atMs = atMs;
    this.#bits = stepBits(this.#key, atMs);
    this.#nextAtMs = atMs + this.#intervalMs();
  }

  #intervalMs(): number {
    return Math.max(1, Math.round(this.#meanIntervalMs * (0.5 + uniform(this.#bits, 0))));
  }

  /** The nearest multiple of the price step, and never below one step: a price is never zero. */
  #roundedPrice(): number {
    const steps = Math.round(Math.exp(this.#logPrice) / this.#priceStep);
    return Math.max(1, steps) * this.#priceStep;
  }
}

/** The longest interval between two simulated ticks of `instrument`. */
export function maxTickIntervalMs(instrument: SimulatedInstrument): number {
  return Math.ceil(1500 / instrument.ticksPerSecond);
}

/**
 * The ticks of `instrument` after `from` up to and including `toMs`, handed to `onTick` one by one,
 * synchronously; returns the last tick (or `from` if none), which is where the live feed continues. No
 * allocation per tick beyond the tick itself, so the server can fill months of candle history at start.
 */
export function backfillSimulated(
  instrument: SimulatedInstrument,
  seed: number,
  from: WalkPoint,
  toMs: number,
  onTick: (tick: MarketTick) => void,
): WalkPoint {
  const walk = new SimulatedWalk(instrument, seed, from);
  const stock = instrument.stock;
  while (walk.nextAtMs <= toMs) {
    walk.step();
    onTick({ stock, price: walk.price, qty: walk.qty, atMs: walk.atMs, source: SIMULATED_SOURCE });
  }
  return { price: walk.price, atMs: walk.atMs };
}

function assertInstrument(instrument: SimulatedInstrument): void {
  const { stock, referencePrice, annualVolatility, ticksPerSecond } = instrument;
  const step = instrument.priceStepUnits ?? 1;
  assert(
    Number.isSafeInteger(referencePrice) && referencePrice > 0,
    `${stock}: referencePrice is units > 0.`,
  );
  assert(Number.isSafeInteger(step) && step > 0 && referencePrice % step === 0, `${stock}: bad price step.`);
  assert(annualVolatility >= 0 && annualVolatility <= 10, `${stock}: annualVolatility is a fraction.`);
  assert(ticksPerSecond > 0 && ticksPerSecond <= 1000, `${stock}: ticksPerSecond is 0 to 1000.`);
  assert((instrument.typicalQty ?? 1) > 0, `${stock}: typicalQty is positive.`);
  assert((instrument.reversionHalfLifeDays ?? 1) > 0, `${stock}: the reversion half-life is positive.`);
}
