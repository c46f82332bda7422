import type { FeedGap, MarketTick } from '@baro/domain';
import { describe, expect, it } from 'vitest';
import type { MarkPriceUpdate } from './feeds/price-feed.ts';
import { RecordingSink } from './feeds/recording-sink.ts';
import { mirrorSink } from './mirror-sink.ts';
import { sessionGateSink } from './session-gate-sink.ts';

// CME Globex in US winter (from 2026-11-01): Sunday 17:00 to Friday 16:00 Central, UTC-6, with a break
// from 16:00 to 17:00 Monday to Thursday; in KST, 08:00 to 07:00 the next morning.
const wednesdayMorningKst = Date.UTC(2026, 10, 25, 1, 0); // Wednesday 10:00 KST
const wednesdayBreakKst = Date.UTC(2026, 10, 25, 22, 30); // Thursday 07:30 KST, the daily break
// The day after Thanksgiving: CME closes early, 12:15 Central (Saturday 03:15 KST), not at 16:00.
const fridayCloseMs = Date.UTC(2026, 10, 27, 18, 15);
const saturdayNoonKst = Date.UTC(2026, 10, 28, 3, 0);
const sundayOpenMs = Date.UTC(2026, 10, 29, 23, 0); // Monday 08:00 KST

const calendars: Readonly<Record<string, string>> = {
  NQ: 'CME_GLOBEX',
  MNQ: 'CME_GLOBEX',
  BTCUSDT: 'CRYPTO_24_7',
};

function tick(stock: string, atMs: number, price = 2_500_000): MarketTick {
  return { stock, price, qty: 1, atMs, source: 'simulated' };
}

function gap(stock: string, detectedAtMs: number): FeedGap {
  return { stock, source: 'simulated', lastTickAtMs: detectedAtMs - 5_100, detectedAtMs };
}

function setUp(): { recorder: RecordingSink; sink: ReturnType<typeof sessionGateSink> } {
  const recorder = new RecordingSink();
  return { recorder, sink: sessionGateSink(recorder, (stock) => calendars[stock]) };
}

describe('sessionGateSink', () => {
  it("keeps a CME stock's ticks on a Wednesday and drops them on a Saturday (KST)", () => {
    const { recorder, sink } = setUp();
    sink.onTicks([tick('NQ', wednesdayMorningKst), tick('NQ', wednesdayMorningKst + 100)]);
    sink.onTicks([tick('NQ', saturdayNoonKst), tick('NQ', saturdayNoonKst + 100)]);
    expect(recorder.ticks()).toEqual([
      tick('NQ', wednesdayMorningKst),
      tick('NQ', wednesdayMorningKst + 100),
    ]);
    // A batch with nothing left to pass on is not delivered at all.
    expect(recorder.outline()).toEqual(['ticks']);
  });

  it('keeps the coins of a mixed weekend batch and drops the CME ticks', () => {
    const { recorder, sink } = setUp();
    sink.onTicks([tick('BTCUSDT', saturdayNoonKst, 1_000_000), tick('NQ', saturdayNoonKst)]);
    expect(recorder.ticks()).toEqual([tick('BTCUSDT', saturdayNoonKst, 1_000_000)]);
  });

  it("drops ticks from Friday's close to the Sunday open, and in the weekday break, to the millisecond", () => {
    const { recorder, sink } = setUp();
    const times = [
      wednesdayBreakKst - 30 * 60_000 - 1,
      wednesdayBreakKst,
      wednesdayBreakKst + 30 * 60_000,
      fridayCloseMs - 1,
      fridayCloseMs,
      saturdayNoonKst,
      sundayOpenMs - 1,
      sundayOpenMs,
    ];
    // One tick per batch, in time order, as a walk that goes on through the weekend delivers them.
    for (const atMs of times) sink.onTicks([tick('NQ', atMs)]);
    expect(recorder.ticks().map((kept) => kept.atMs)).toEqual([
      wednesdayBreakKst - 30 * 60_000 - 1,
      wednesdayBreakKst + 30 * 60_000,
      fridayCloseMs - 1,
      sundayOpenMs,
    ]);
  });

  it('decides each tick by its own time, whatever the order of the batches', () => {
    const { recorder, sink } = setUp();
    sink.onTicks([tick('NQ', saturdayNoonKst)]);
    sink.onTicks([tick('NQ', wednesdayMorningKst)]);
    sink.onTicks([tick('NQ', saturdayNoonKst + 1)]);
    sink.onTicks([tick('NQ', sundayOpenMs)]);
    expect(recorder.ticks().map((kept) => kept.atMs)).toEqual([wednesdayMorningKst, sundayOpenMs]);
  });

  it('swallows a gap detected while the market is closed, and its resume', () => {
    const { recorder, sink } = setUp();
    sink.onGap(gap('NQ', saturdayNoonKst));
    sink.onResume('NQ', 'simulated', sundayOpenMs);
    expect(recorder.events).toEqual([]);
  });

  it('passes on a gap detected while the market is open, and its resume', () => {
    const { recorder, sink } = setUp();
    sink.onGap(gap('NQ', wednesdayMorningKst));
    sink.onResume('NQ', 'simulated', wednesdayMorningKst + 20_000);
    expect(recorder.gaps()).toEqual([gap('NQ', wednesdayMorningKst)]);
    expect(recorder.resumes()).toEqual([{ stock: 'NQ', atMs: wednesdayMorningKst + 20_000 }]);
    // The resume was used up: a second one for the same gap is not passed on.
    sink.onResume('NQ', 'simulated', wednesdayMorningKst + 21_000);
    expect(recorder.resumes()).toHaveLength(1);
  });

  it('passes on the resume of an open-market gap even when the feed comes back after the close', () => {
    const { recorder, sink } = setUp();
    sink.onGap(gap('NQ', fridayCloseMs - 60_000));
    sink.onResume('NQ', 'simulated', saturdayNoonKst);
    expect(recorder.outline()).toEqual(['gap NQ', 'resume NQ']);
  });

  it('passes a coin gap at the weekend, since its market never closes', () => {
    const { recorder, sink } = setUp();
    sink.onGap(gap('BTCUSDT', saturdayNoonKst));
    sink.onResume('BTCUSDT', 'simulated', saturdayNoonKst + 7_000);
    expect(recorder.outline()).toEqual(['gap BTCUSDT', 'resume BTCUSDT']);
  });

  it('passes everything of a stock without a calendar', () => {
    const { recorder, sink } = setUp();
    sink.onTicks([tick('ZZZ', saturdayNoonKst)]);
    sink.onGap(gap('ZZZ', saturdayNoonKst));
    expect(recorder.outline()).toEqual(['ticks', 'gap ZZZ']);
  });

  it("passes a venue's marks through, even at the weekend", () => {
    const { recorder, sink } = setUp();
    const mark: MarkPriceUpdate = {
      stock: 'NQ',
      source: 'binance',
      markPrice: 2_500_000,
      indexPrice: 2_500_025,
      fundingRate: '0.0001',
      nextFundingAtMs: null,
      atMs: saturdayNoonKst,
    };
    sink.onMark?.(mark);
    expect(recorder.marks()).toEqual([mark]);
  });

  it('drops the MNQ copies of weekend NQ ticks when mirrored in front of the gate, as the runtime does', () => {
    const recorder = new RecordingSink();
    const sink = mirrorSink(
      sessionGateSink(recorder, (stock) => calendars[stock]),
      new Map([['NQ', ['MNQ']]]),
    );
    sink.onTicks([tick('NQ', saturdayNoonKst), tick('BTCUSDT', saturdayNoonKst, 1_000_000)]);
    sink.onTicks([tick('NQ', wednesdayMorningKst)]);
    sink.onGap(gap('NQ', saturdayNoonKst));
    expect(recorder.ticks().map((kept) => kept.stock)).toEqual(['BTCUSDT', 'NQ', 'MNQ']);
    expect(recorder.gaps()).toEqual([]);
  });
});
