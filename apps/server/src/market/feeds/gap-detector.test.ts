import type { MarketTick } from '@baro/domain';
import { describe, expect, it } from 'vitest';
import { GapDetector } from './gap-detector.ts';
import { ManualTime } from './manual-time.ts';
import { RecordingSink } from './recording-sink.ts';

const T0 = 1_767_571_200_000;

function tick(stock: string, atMs: number, price = 100): MarketTick {
  return { stock, price, qty: 1, atMs, source: 'test' };
}

function setUp(): { time: ManualTime; sink: RecordingSink; detector: GapDetector } {
  const time = new ManualTime(T0);
  const sink = new RecordingSink();
  const detector = new GapDetector({
    source: 'test',
    stocks: ['AAA', 'BBB'],
    gapMs: 5_000,
    clock: time,
    scheduler: time,
    checkEveryMs: 100,
  });
  detector.start(sink);
  return { time, sink, detector };
}

describe('GapDetector', () => {
  it('reports a stock that stays quiet past gapMs once, with its last tick time, and never before', () => {
    const { time, sink, detector } = setUp();
    detector.deliver([tick('AAA', T0), tick('BBB', T0)]);
    time.advance(4_000);
    detector.deliver([tick('BBB', T0 + 4_000)]);
    time.advance(1_000);
    expect(sink.gaps()).toEqual([]);
    time.advance(100);
    expect(sink.gaps()).toEqual([
      { stock: 'AAA', source: 'test', lastTickAtMs: T0, detectedAtMs: T0 + 5_100 },
    ]);
    time.advance(20_000);
    expect(sink.gaps().filter((gap) => gap.stock === 'AAA')).toHaveLength(1);
  });

  it('reports a stock that never ticked with a null last tick time', () => {
    const { time, sink } = setUp();
    time.advance(5_100);
    expect(sink.gaps().map((gap) => [gap.stock, gap.lastTickAtMs])).toEqual([
      ['AAA', null],
      ['BBB', null],
    ]);
  });

  it('resumes a gapped stock before delivering its first tick after the gap', () => {
    const { time, sink, detector } = setUp();
    detector.deliver([tick('AAA', T0)]);
    time.advance(6_000);
    sink.events.length = 0;
    detector.deliver([tick('AAA', T0 + 6_000), tick('AAA', T0 + 6_050)]);
    expect(sink.outline()).toEqual(['resume AAA', 'ticks']);
    expect(sink.resumes()).toEqual([{ stock: 'AAA', atMs: T0 + 6_000 }]);
    expect(sink.ticks()).toHaveLength(2);
  });

  it('reports a hole between two ticks of one batch as gap then resume, splitting the batch there', () => {
    const { sink, detector } = setUp();
    detector.deliver([tick('AAA', T0), tick('BBB', T0), tick('AAA', T0 + 9_000), tick('BBB', T0 + 9_000)]);
    expect(sink.outline()).toEqual([
      'ticks',
      'gap AAA',
      'resume AAA',
      'ticks',
      'gap BBB',
      'resume BBB',
      'ticks',
    ]);
    expect(sink.gaps()[0]).toEqual({ stock: 'AAA', source: 'test', lastTickAtMs: T0, detectedAtMs: T0 });
    expect(sink.ticks().map((t) => t.atMs)).toEqual([T0, T0, T0 + 9_000, T0 + 9_000]);
  });

  it('passes a batch without gaps to the sink as the same array', () => {
    const { detector } = setUp();
    const batch = [tick('AAA', T0), tick('AAA', T0 + 100)];
    let received: readonly MarketTick[] | null = null;
    detector.stop();
    detector.start({
      onTicks: (ticks) => (received = ticks),
      onGap: () => undefined,
      onResume: () => undefined,
    });
    detector.deliver(batch);
    expect(received).toBe(batch);
  });

  it('puts every stock in a gap at once on reportAll, and resumes each with its own next tick', () => {
    const { time, sink, detector } = setUp();
    detector.deliver([tick('AAA', T0), tick('BBB', T0)]);
    time.advance(200);
    detector.reportAll();
    expect(sink.gaps().map((gap) => [gap.stock, gap.detectedAtMs])).toEqual([
      ['AAA', T0 + 200],
      ['BBB', T0 + 200],
    ]);
    time.advance(300);
    detector.deliver([tick('BBB', T0 + 500)]);
    expect(detector.isInGap('AAA')).toBe(true);
    expect(detector.isInGap('BBB')).toBe(false);
    // AAA stays in its one gap; BBB, quiet for less than gapMs since its resume, has none.
    time.advance(4_000);
    expect(sink.gaps()).toHaveLength(2);
  });

  it('reports a restart after a long stop as a gap from the last stored tick', () => {
    const time = new ManualTime(T0);
    const sink = new RecordingSink();
    const detector = new GapDetector({
      source: 'test',
      stocks: ['AAA'],
      gapMs: 5_000,
      clock: time,
      scheduler: time,
    });
    detector.start(sink, new Map([['AAA', T0 - 3_600_000]]));
    detector.deliver([tick('AAA', T0 + 100)]);
    expect(sink.outline()).toEqual(['gap AAA', 'resume AAA', 'ticks']);
    expect(sink.gaps()[0]?.lastTickAtMs).toBe(T0 - 3_600_000);
  });

  it('calls the sink no more after stop and leaves no timer behind', () => {
    const { time, sink, detector } = setUp();
    detector.stop();
    time.advance(60_000);
    detector.deliver([tick('AAA', T0 + 60_000)]);
    detector.reportAll();
    expect(sink.events).toEqual([]);
    expect(time.pendingCount()).toBe(0);
  });
});
