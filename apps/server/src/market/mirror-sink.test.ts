import type { MarketTick } from '@baro/domain';
import { describe, expect, it } from 'vitest';
import type { MarkPriceUpdate } from './feeds/price-feed.ts';
import { RecordingSink } from './feeds/recording-sink.ts';
import { microMirrors } from './instrument-catalogue.ts';
import { mirrorSink } from './mirror-sink.ts';

// Wednesday 2026-11-25 10:00 KST.
const T0 = Date.UTC(2026, 10, 25, 1, 0);

function tick(stock: string, price: number, atMs: number, qty = 1): MarketTick {
  return { stock, price, qty, atMs, source: 'simulated' };
}

function setUp(): { recorder: RecordingSink; sink: ReturnType<typeof mirrorSink> } {
  const recorder = new RecordingSink();
  return { recorder, sink: mirrorSink(recorder, new Map([['NQ', ['MNQ']]])) };
}

describe('mirrorSink', () => {
  it('copies each NQ tick to MNQ with the same price, quantity, time and source, right after it', () => {
    const { recorder, sink } = setUp();
    sink.onTicks([
      tick('NQ', 2_500_025, T0 + 10, 3),
      tick('BTCUSDT', 1_000_000, T0 + 11),
      tick('NQ', 2_500_050, T0 + 20),
    ]);
    expect(recorder.ticks()).toEqual([
      tick('NQ', 2_500_025, T0 + 10, 3),
      tick('MNQ', 2_500_025, T0 + 10, 3),
      tick('BTCUSDT', 1_000_000, T0 + 11),
      tick('NQ', 2_500_050, T0 + 20),
      tick('MNQ', 2_500_050, T0 + 20),
    ]);
  });

  it('delivers one batch per feed batch and starts each batch afresh', () => {
    const { recorder, sink } = setUp();
    sink.onTicks([tick('NQ', 2_500_000, T0)]);
    sink.onTicks([tick('ES', 680_000, T0 + 1)]);
    expect(recorder.outline()).toEqual(['ticks', 'ticks']);
    expect(recorder.events[1]).toEqual({ type: 'ticks', ticks: [tick('ES', 680_000, T0 + 1)] });
  });

  it('reports a gap of NQ for MNQ too, and its resume, with the same times and source', () => {
    const { recorder, sink } = setUp();
    const gap = { stock: 'NQ', source: 'simulated', lastTickAtMs: T0, detectedAtMs: T0 + 5_100 };
    sink.onGap(gap);
    sink.onResume('NQ', 'simulated', T0 + 9_000);
    expect(recorder.gaps()).toEqual([gap, { ...gap, stock: 'MNQ' }]);
    expect(recorder.resumes()).toEqual([
      { stock: 'NQ', atMs: T0 + 9_000 },
      { stock: 'MNQ', atMs: T0 + 9_000 },
    ]);
    expect(recorder.outline()).toEqual(['gap NQ', 'gap MNQ', 'resume NQ', 'resume MNQ']);
  });

  it('passes the gaps and resumes of a stock without micros on alone', () => {
    const { recorder, sink } = setUp();
    sink.onGap({ stock: 'BTCUSDT', source: 'simulated', lastTickAtMs: null, detectedAtMs: T0 });
    sink.onResume('BTCUSDT', 'simulated', T0 + 1);
    expect(recorder.outline()).toEqual(['gap BTCUSDT', 'resume BTCUSDT']);
  });

  it("passes a venue's marks through once, without copying them to a micro", () => {
    const { recorder, sink } = setUp();
    const mark: MarkPriceUpdate = {
      stock: 'NQ',
      source: 'binance',
      markPrice: 2_500_000,
      indexPrice: 2_499_975,
      fundingRate: null,
      nextFundingAtMs: null,
      atMs: T0,
    };
    sink.onMark?.(mark);
    expect(recorder.marks()).toEqual([mark]);
  });

  it('is the sink itself when nothing is mirrored', () => {
    const recorder = new RecordingSink();
    expect(mirrorSink(recorder, new Map())).toBe(recorder);
  });

  it('mirrors each full-size contract of the catalogue to its micro, and a coin to nothing', () => {
    const recorder = new RecordingSink();
    const sink = mirrorSink(recorder, microMirrors());
    sink.onTicks([tick('NQ', 2_500_000, T0), tick('ES', 680_000, T0), tick('BTCUSDT', 1_000_000, T0)]);
    expect(recorder.ticks().map((copy) => copy.stock)).toEqual(['NQ', 'MNQ', 'ES', 'MES', 'BTCUSDT']);
  });
});
