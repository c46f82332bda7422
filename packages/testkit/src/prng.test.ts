import { describe, expect, it } from 'vitest';
import { createPrng, seedFromEnv } from './prng.ts';

describe('createPrng', () => {
  it('gives the same sequence for the same seed, so a failing run can be replayed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const first = Array.from({ length: 20 }, () => a.int(0, 1000));
    const second = Array.from({ length: 20 }, () => b.int(0, 1000));
    expect(first).toEqual(second);
  });

  it('gives different sequences for different seeds', () => {
    const a = Array.from({ length: 10 }, () => createPrng(1).next());
    const b = Array.from({ length: 10 }, (_, i) => createPrng(2 + i).next());
    expect(a).not.toEqual(b);
  });

  it('keeps integers and bigints inside their inclusive bounds and reaches both ends', () => {
    const prng = createPrng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const value = prng.int(3, 6);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(6);
      seen.add(value);
      const big = prng.bigint(-5n, 5n);
      expect(big >= -5n && big <= 5n).toBe(true);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createPrng(1).pick([])).toThrow('empty');
  });
});

describe('seedFromEnv', () => {
  it('uses BARO_SEED when it is set', () => {
    expect(seedFromEnv({ BARO_SEED: '123' })).toBe(123);
  });

  it('makes a fresh non-negative seed otherwise', () => {
    const seed = seedFromEnv({});
    expect(Number.isInteger(seed) && seed >= 0).toBe(true);
  });
});
