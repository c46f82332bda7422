/**
 * mulberry32: a small, well-mixed 32-bit generator. Deterministic — the same seed gives the same
 * sequence — so simulations, benchmarks, sample figures and demo data can be replayed from their seed.
 * Never for anything that must be unpredictable (tokens, codes: node:crypto).
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return (mixed ^ (mixed >>> 14)) >>> 0;
  };
}

/** The same sequence as draws in [0, 1). */
export function seededUnit(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 4_294_967_296;
}
