import { describe, expect, it } from 'vitest';
import { SecondPrices } from './second-prices.ts';

// 2026-11-25 01:00:00 UTC, in epoch seconds and milliseconds.
const S0 = 1_795_568_400;
const T0 = S0 * 1000;

describe('SecondPrices', () => {
  it('answers the last tick of each second', () => {
    const prices = new SecondPrices(60);
    prices.record(100, T0 + 10);
    prices.record(101, T0 + 500);
    prices.record(102, T0 + 999);
    prices.record(200, T0 + 1_000);
    prices.record(201, T0 + 1_400);
    expect(prices.atOrBefore(S0)).toEqual({ price: 102, atMs: T0 + 999 });
    expect(prices.atOrBefore(S0 + 1)).toEqual({ price: 201, atMs: T0 + 1_400 });
  });

  it('answers the last tick before a run of seconds without trades', () => {
    const prices = new SecondPrices(60);
    prices.record(100, T0 + 200);
    prices.record(300, T0 + 10_300);
    expect(prices.atOrBefore(S0 + 4)).toEqual({ price: 100, atMs: T0 + 200 });
    expect(prices.atOrBefore(S0 + 9)).toEqual({ price: 100, atMs: T0 + 200 });
    expect(prices.atOrBefore(S0 + 10)).toEqual({ price: 300, atMs: T0 + 10_300 });
  });

  it('keeps the latest tick by time within a second when ticks arrive out of order', () => {
    const prices = new SecondPrices(60);
    prices.record(105, T0 + 900);
    prices.record(101, T0 + 100);
    prices.record(103, T0 + 600);
    expect(prices.atOrBefore(S0)).toEqual({ price: 105, atMs: T0 + 900 });
    // A late tick for an earlier second, after a newer second was recorded, still lands in its second.
    prices.record(110, T0 + 2_500);
    prices.record(108, T0 + 1_700);
    expect(prices.atOrBefore(S0 + 1)).toEqual({ price: 108, atMs: T0 + 1_700 });
    expect(prices.atOrBefore(S0 + 2)).toEqual({ price: 110, atMs: T0 + 2_500 });
  });

  it('takes the tick recorded later when two share the same millisecond', () => {
    const prices = new SecondPrices(60);
    prices.record(100, T0 + 400);
    prices.record(99, T0 + 400);
    expect(prices.atOrBefore(S0)).toEqual({ price: 99, atMs: T0 + 400 });
  });

  it('forgets seconds older than its capacity once the ring wraps, and says they are beyond retention', () => {
    const prices = new SecondPrices(10);
    for (let s = 0; s < 25; s += 1) prices.record(1_000 + s, T0 + s * 1000 + 50);
    // The newest second is S0 + 24; the ring holds S0 + 15 to S0 + 24.
    expect(prices.isBeyondRetention(S0 + 14)).toBe(true);
    expect(prices.isBeyondRetention(S0 + 15)).toBe(false);
    expect(prices.atOrBefore(S0 + 14)).toBeNull();
    expect(prices.atOrBefore(S0 + 15)).toEqual({ price: 1_015, atMs: T0 + 15_050 });
    expect(prices.atOrBefore(S0 + 24)).toEqual({ price: 1_024, atMs: T0 + 24_050 });
    // The slot that second S0 + 5 used now holds S0 + 15: an answer for S0 + 5 would be a wrong price.
    expect(prices.atOrBefore(S0 + 5)).toBeNull();
  });

  it('ignores a tick too old for the ring instead of overwriting a newer second', () => {
    const prices = new SecondPrices(10);
    prices.record(500, T0 + 20_000);
    prices.record(1, T0 + 10_000);
    prices.record(2, T0 + 5_000);
    expect(prices.atOrBefore(S0 + 20)).toEqual({ price: 500, atMs: T0 + 20_000 });
    expect(prices.atOrBefore(S0 + 19)).toBeNull();
  });

  it('answers a future second with the newest tick', () => {
    const prices = new SecondPrices(10);
    prices.record(100, T0 + 300);
    prices.record(101, T0 + 1_300);
    expect(prices.atOrBefore(S0 + 3_600)).toEqual({ price: 101, atMs: T0 + 1_300 });
    expect(prices.isBeyondRetention(S0 + 3_600)).toBe(false);
  });

  it('answers no price, promptly, before the first tick', () => {
    const prices = new SecondPrices(7_200);
    expect(prices.isBeyondRetention(S0)).toBe(false);
    expect(prices.atOrBefore(S0)).toBeNull();
  });

  it('answers no price for a second before the first tick while that second is still within reach', () => {
    const prices = new SecondPrices(60);
    prices.record(100, T0 + 30_000);
    expect(prices.isBeyondRetention(S0 + 5)).toBe(false);
    expect(prices.atOrBefore(S0 + 5)).toBeNull();
  });
});
