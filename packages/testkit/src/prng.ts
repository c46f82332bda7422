import { seededUnit } from '@baro/domain';

/**
 * A small seeded pseudo-random generator (mulberry32) for simulations and builders. Tests print the
 * seed they ran with, so a failure can be replayed exactly.
 */
export interface Prng {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A bigint in [min, max], both inclusive; fine for ranges up to 2^53. */
  bigint(min: bigint, max: bigint): bigint;
  pick<T>(items: readonly T[]): T;
  bool(probability?: number): boolean;
}

export function createPrng(seed: number): Prng {
  const next = seededUnit(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    bigint: (min, max) => min + BigInt(Math.floor(next() * Number(max - min + 1n))),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    bool: (probability = 0.5) => next() < probability,
  };
}

/** The seed for a run: BARO_SEED when set (to replay a failure), otherwise a fresh one. */
export function seedFromEnv(env: Record<string, string | undefined> = process.env): number {
  const fixed = env.BARO_SEED;
  if (fixed !== undefined && /^\d+$/.test(fixed)) return Number(fixed);
  return Math.floor(Math.random() * 2 ** 31);
}
