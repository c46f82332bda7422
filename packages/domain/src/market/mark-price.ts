import { assert } from '../assert.ts';
import { divHalfEven, mulDiv } from '../money/rounding.ts';

/**
 * The simulated mark price (DOMAIN.md §3: "the feed's mark; simulated: smoothed index"): an
 * exponential moving average of the index price in continuous time with a half-life.
 *
 * Between two index ticks the index is taken to hold its last value, so at any instant t after the
 * tick at t0 (index I, mark M0):
 *
 *     mark(t) = I + (M0 − I) × 2^(−(t − t0) / halfLifeMs)
 *
 * A jump of the index is thus half absorbed after one half-life, three quarters after two, however
 * many ticks arrive meanwhile. The result depends only on the ticks and their times.
 *
 * Everything is integer arithmetic, so every machine computes the same mark (Math.pow and Math.exp
 * are only approximated by the language standard and may differ between engines):
 * - the mark is kept in price units × `MARK_PRICE_SCALE`, so it converges on a steady index instead
 *   of stopping a unit short; the published mark is that rounded half to even to price units;
 * - the decay 2^(−Δt/H) is computed in Q62 fixed point: 2^(−whole) is a shift, and the fraction,
 *   taken to 16 binary digits (Δt to H/65,536, rounded down), multiplies the constants 2^(−1/2),
 *   2^(−1/4), … 2^(−1/65,536) for its set digits, each product rounded down; from 62 half-lives on
 *   the decay is zero (the mark has reached the index);
 * - the step `(M0 − I) × decay` is rounded half to even.
 */
export interface MarkPriceState {
  /** The mark at `atMs`, in price units × `MARK_PRICE_SCALE`. */
  readonly markScaled: bigint;
  /** The index price in force since `atMs`, in price units. */
  readonly indexPrice: number;
  /** The time of the newest index tick. */
  readonly atMs: number;
  readonly halfLifeMs: number;
}

/** Extra precision of the kept mark: millionths of a price unit. */
export const MARK_PRICE_SCALE = 1_000_000n;

const Q = 62n;
const ONE_Q = 1n << Q;
const FRACTION_BITS = 16;
// round(2^(−1/2^i) × 2^62) for i = 1 … 16, computed once to 60 significant digits.
const HALVING_ROOTS_Q: readonly bigint[] = [
  3260954456333195553n, // 2^(-1/2)
  3877950241171266237n, // 2^(-1/4)
  4228934724888366668n, // 2^(-1/8)
  4416165660797809419n, // 2^(-1/16)
  4512867096753504463n, // 2^(-1/32)
  4562008997483360349n, // 2^(-1/64)
  4586780255215411731n, // 2^(-1/128)
  4599216278082138665n, // 2^(-1/256)
  4605446927862164404n, // 2^(-1/512)
  4608565417332308035n, // 2^(-1/1024)
  4610125453837388245n, // 2^(-1/2048)
  4610905670110601999n, // 2^(-1/4096)
  4611295827762151833n, // 2^(-1/8192)
  4611490918967884501n, // 2^(-1/16384)
  4611588467665893036n, // 2^(-1/32768)
  4611637242788701951n, // 2^(-1/65536)
];

/** The mark of a stock's first index tick: the index itself. */
export function startMarkPrice(indexPrice: number, atMs: number, halfLifeMs: number): MarkPriceState {
  assertPrice(indexPrice);
  assert(Number.isSafeInteger(halfLifeMs) && halfLifeMs > 0, 'A half-life is a positive number of ms.');
  return { markScaled: BigInt(indexPrice) * MARK_PRICE_SCALE, indexPrice, atMs, halfLifeMs };
}

/**
 * Takes a new index tick: the mark first moves toward the old index for the time since the last
 * tick, then the new index is in force. A tick older than the last one moves nothing in time; its
 * index is in force from the last tick's time on.
 */
export function applyIndexPrice(state: MarkPriceState, indexPrice: number, atMs: number): MarkPriceState {
  assertPrice(indexPrice);
  const nowMs = Math.max(atMs, state.atMs);
  return { ...state, markScaled: markScaledAt(state, nowMs), indexPrice, atMs: nowMs };
}

/** The mark at `nowMs` in price units (rounded half to even); before the last tick it is that tick's. */
export function markPriceAt(state: MarkPriceState, nowMs: number): number {
  return Number(divHalfEven(markScaledAt(state, nowMs), MARK_PRICE_SCALE));
}

/** 2^(−elapsedMs / halfLifeMs) in Q62 fixed point (2^62 is one), as described above. */
export function halfLifeDecayQ62(elapsedMs: number, halfLifeMs: number): bigint {
  assert(Number.isSafeInteger(elapsedMs), 'Times are whole milliseconds.');
  if (elapsedMs <= 0) return ONE_Q;
  // The remainder operator and an exact quotient are exact on doubles: no rounding here.
  const remainderMs = elapsedMs % halfLifeMs;
  const wholeHalvings = (elapsedMs - remainderMs) / halfLifeMs;
  if (wholeHalvings >= Number(Q)) return 0n;
  const fraction = (BigInt(remainderMs) << BigInt(FRACTION_BITS)) / BigInt(halfLifeMs);
  let decay = ONE_Q;
  for (let i = 0; i < FRACTION_BITS; i += 1) {
    if (((fraction >> BigInt(FRACTION_BITS - 1 - i)) & 1n) === 1n) {
      decay = (decay * (HALVING_ROOTS_Q[i] ?? ONE_Q)) >> Q;
    }
  }
  return decay >> BigInt(wholeHalvings);
}

function markScaledAt(state: MarkPriceState, nowMs: number): bigint {
  const indexScaled = BigInt(state.indexPrice) * MARK_PRICE_SCALE;
  const decay = halfLifeDecayQ62(nowMs - state.atMs, state.halfLifeMs);
  return indexScaled + mulDiv(state.markScaled - indexScaled, decay, ONE_Q, 'halfEven');
}

function assertPrice(indexPrice: number): void {
  assert(Number.isSafeInteger(indexPrice) && indexPrice > 0, 'An index price is a positive safe integer.');
}
