import type { MarketTick } from '@baro/domain';
import { describe, expect, it } from 'vitest';
import { ManualTime } from './manual-time.ts';
import { backfillSimulated, type SimulatedInstrument } from './random-walk.ts';
import { RecordingSink } from './recording-sink.ts';
import { SimulatedFeed } from './simulated-feed.ts';

const T0 = 1_767_571_200_000;

const INSTRUMENTS: readonly SimulatedInstrument[] = [
  {
    stock: 'BTCUSDT',
    precision: 1,
    qtyPrecision: 3,
    referencePrice: 1_000_000,
    annualVolatility: 0.6,
    ticksPerSecond: 20,
  },
  {
    stock: 'NQ',
    precision: 2,
    qtyPrecision: 0,
    referencePrice: 2_150_000,
    annualVolatility: 0.2,
    ticksPerSecond: 6,
    priceStepUnits: 25,
    typicalQty: 3,
  },
];

async function run(seed: number, durationMs: number, options: { startMs?: number } = {}) {
  const time = new ManualTime(options.startMs ?? T0);
  const feed = new SimulatedFeed({ instruments: INSTRUMENTS, seed, clock: time, scheduler: time });
  const sink = new RecordingSink();
  await feed.start(sink);
  time.advance(durationMs);
  await feed.stop();
  return { time, feed, sink };
}

describe('SimulatedFeed', () => {
  it('delivers identical ticks for the same seed and start, and different ones for another seed', async () => {
    const first = (await run(42, 10_000)).sink.ticks();
    expect((await run(42, 10_000)).sink.ticks()).toEqual(first);
    expect((await run(43, 10_000)).sink.ticks()).not.toEqual(first);
  });

  it('delivers each stock at about its ticksPerSecond, in batches every 100 ms, in time order per stock', async () => {
    const { sink } = await run(1, 60_000);
    const byStock = (stock: string) => sink.ticks().filter((tick) => tick.stock === stock);
    expect(byStock('BTCUSDT').length).toBeGreaterThan(1_200 * 0.95);
    expect(byStock('BTCUSDT').length).toBeLessThan(1_200 * 1.05);
    expect(byStock('NQ').length).toBeGreaterThan(360 * 0.9);
    expect(byStock('NQ').length).toBeLessThan(360 * 1.1);
    for (const stock of ['BTCUSDT', 'NQ']) {
      const times = byStock(stock).map((tick) => tick.atMs);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect(sink.outline().every((call) => call === 'ticks')).toBe(true);
    expect(sink.events.length).toBeLessThanOrEqual(600);
    expect(byStock('NQ').every((tick) => tick.price % 25 === 0 && tick.source === 'simulated')).toBe(true);
  });

  it('never reports a gap while it runs: its cadence stays inside the gap limit', async () => {
    const { sink } = await run(2, 10 * 60_000);
    expect(sink.gaps()).toEqual([]);
  });

  it('continues a backfill seamlessly: the same ticks as one uninterrupted walk, within a unit', async () => {
    const btc = INSTRUMENTS[0]!;
    const backfilled: MarketTick[] = [];
    const last = backfillSimulated(btc, 42, { price: btc.referencePrice, atMs: T0 }, T0 + 30_000, (tick) => {
      backfilled.push(tick);
    });
    const time = new ManualTime(T0 + 30_000);
    const feed = new SimulatedFeed({
      instruments: [btc],
      seed: 42,
      clock: time,
      scheduler: time,
      resumeFrom: new Map([['BTCUSDT', last]]),
    });
    const sink = new RecordingSink();
    await feed.start(sink);
    time.advance(30_000);
    await feed.stop();
    const uninterrupted: MarketTick[] = [];
    backfillSimulated(btc, 42, { price: btc.referencePrice, atMs: T0 }, T0 + 60_000, (tick) => {
      uninterrupted.push(tick);
    });
    const joined = [...backfilled, ...sink.ticks()];
    expect(joined.map((tick) => tick.atMs)).toEqual(uninterrupted.map((tick) => tick.atMs));
    expect(
      Math.max(...joined.map((tick, i) => Math.abs(tick.price - uninterrupted[i]!.price))),
    ).toBeLessThanOrEqual(1);
    expect(sink.gaps()).toEqual([]);
  });

  it('passes over the ticks of a long pause, reporting it as a gap, instead of delivering them all at once', async () => {
    const time = new ManualTime(T0);
    const feed = new SimulatedFeed({ instruments: INSTRUMENTS, seed: 3, clock: time, scheduler: time });
    const sink = new RecordingSink();
    await feed.start(sink);
    time.advance(1_000);
    sink.events.length = 0;
    time.suspend(2 * 3_600_000);
    // Only the last catchUpMaxMs (10 s) of the two hours are delivered: 26 ticks a second in all.
    expect(sink.ticks().length).toBeGreaterThan(0);
    expect(sink.ticks().length).toBeLessThan(10 * 26 * 1.2);
    expect(sink.ticks().every((tick) => tick.atMs >= time.nowMs() - 10_000)).toBe(true);
    expect(
      sink
        .gaps()
        .map((gap) => gap.stock)
        .sort(),
    ).toEqual(['BTCUSDT', 'NQ']);
    expect(
      sink
        .resumes()
        .map((resume) => resume.stock)
        .sort(),
    ).toEqual(['BTCUSDT', 'NQ']);
    await feed.stop();
  });

  it('leaves no timer behind and delivers nothing after stop', async () => {
    const { time, sink } = await run(4, 1_000);
    const count = sink.events.length;
    time.advance(10_000);
    expect(sink.events.length).toBe(count);
    expect(time.pendingCount()).toBe(0);
  });

  it('refuses a cadence so slow that it would open gaps by itself', () => {
    const time = new ManualTime(T0);
    const slow = { ...INSTRUMENTS[0]!, ticksPerSecond: 0.25 };
    expect(() => new SimulatedFeed({ instruments: [slow], seed: 1, clock: time, scheduler: time })).toThrow(
      /too low/,
    );
  });
});
