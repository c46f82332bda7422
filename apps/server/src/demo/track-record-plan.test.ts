import type { UnitCandle } from '@baro/domain';
import { describe, expect, it } from 'vitest';
import { FUNDING_INTERVAL_MS, planTrackRecord } from './track-record-plan.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const START = Date.UTC(2026, 9, 1);

/** Hourly candles from START for `days` days, the open following `openAt`, lows `dip` below the open. */
function candles(days: number, openAt: (hour: number) => number, dip = 0.001): UnitCandle[] {
  return Array.from({ length: days * 24 }, (_, hour) => {
    const open = openAt(hour);
    return {
      openTimeMs: START + hour * HOUR_MS,
      open,
      high: open,
      low: Math.floor(open * (1 - dip)),
      close: open,
      volume: 1,
    };
  });
}

const wave = (hour: number) => 100_000 + Math.round(2_000 * Math.sin(hour / 5));

describe('the demo trader’s track record plan', () => {
  const hourly = new Map([
    ['BTCUSDT', candles(30, wave)],
    ['ETHUSDT', candles(30, (hour) => 3_000 + (hour % 7))],
  ]);
  const input = { hourly, fromMs: START, untilMs: START + 30 * DAY_MS, leverage: 5, seed: 7 };
  const trades = planTrackRecord(input);

  it('trades about once a day, the same trades for the same candles and seed', () => {
    expect(trades.length).toBeGreaterThanOrEqual(15);
    expect(trades.length).toBeLessThanOrEqual(45);
    expect(planTrackRecord(input)).toEqual(trades);
    expect(planTrackRecord({ ...input, seed: 8 })).not.toEqual(trades);
    expect(new Set(trades.map((trade) => trade.stock))).toEqual(new Set(['BTCUSDT', 'ETHUSDT']));
  });

  it('enters and leaves at the hours’ opens, within one funding interval, never open at a funding time', () => {
    for (const trade of trades) {
      const interval = Math.floor(trade.entry.atMs / FUNDING_INTERVAL_MS);
      expect(Math.floor(trade.exit.atMs / FUNDING_INTERVAL_MS)).toBe(interval);
      expect(trade.entry.atMs % FUNDING_INTERVAL_MS).toBeGreaterThanOrEqual(HOUR_MS);
      expect(trade.exit.atMs - trade.entry.atMs).toBeGreaterThanOrEqual(HOUR_MS);
      const series = hourly.get(trade.stock) ?? [];
      const openAt = (atMs: number) => series.find((candle) => candle.openTimeMs === atMs)?.open;
      expect(trade.entry.price).toBe(openAt(trade.entry.atMs));
      expect(trade.exit.price).toBe(openAt(trade.exit.atMs));
      expect(trade.entry.atMs).toBeGreaterThanOrEqual(input.fromMs);
      expect(trade.exit.atMs).toBeLessThanOrEqual(input.untilMs);
    }
    // Trades follow each other: one is closed before the next opens.
    for (let index = 1; index < trades.length; index += 1) {
      expect(trades[index]!.entry.atMs).toBeGreaterThan(trades[index - 1]!.exit.atMs);
    }
  });

  it('has wins and losses: hindsight most of the time, not always', () => {
    const wins = trades.filter((trade) => trade.exit.price > trade.entry.price).length;
    expect(wins).toBeGreaterThan(trades.length / 2);
    expect(wins).toBeLessThan(trades.length);
  });

  it('leaves out a trade whose lows come half way to liquidation, or whose hours are missing', () => {
    const deep = new Map([['BTCUSDT', candles(30, wave, 0.11)]]);
    expect(planTrackRecord({ ...input, hourly: deep })).toEqual([]);
    const shallow = new Map([['BTCUSDT', candles(30, wave, 0.09)]]);
    expect(planTrackRecord({ ...input, hourly: shallow }).length).toBeGreaterThan(0);
    const gappy = new Map([['BTCUSDT', candles(30, wave).filter((_, hour) => hour % 8 !== 5)]]);
    expect(planTrackRecord({ ...input, hourly: gappy })).toEqual([]);
  });
});
