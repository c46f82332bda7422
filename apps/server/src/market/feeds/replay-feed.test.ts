import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ManualTime } from './manual-time.ts';
import { RecordingSink } from './recording-sink.ts';
import { ReplayFeed } from './replay-feed.ts';
import { parseRecording } from './replay-format.ts';
import {
  REPLAY_SAMPLE_CANDLES_PATH,
  REPLAY_SAMPLE_INSTRUMENTS,
  REPLAY_SAMPLE_TICKS_PATH,
  replaySampleCandlesCsv,
  replaySampleTicksCsv,
} from './replay-sample.ts';

const NOW = 1_800_000_000_000;

async function startReplay(
  filePath: string,
  options: { speed?: number; gapMs?: number; batchMs?: number } = {},
) {
  const time = new ManualTime(NOW);
  const feed = new ReplayFeed({
    instruments: REPLAY_SAMPLE_INSTRUMENTS,
    filePath,
    clock: time,
    scheduler: time,
    ...options,
  });
  const sink = new RecordingSink();
  await feed.start(sink);
  return { time, feed, sink };
}

describe('ReplayFeed', () => {
  it('ships the sample exactly as its generator writes it', async () => {
    expect(await readFile(REPLAY_SAMPLE_TICKS_PATH, 'utf8')).toBe(replaySampleTicksCsv());
    expect(await readFile(REPLAY_SAMPLE_CANDLES_PATH, 'utf8')).toBe(replaySampleCandlesCsv());
  });

  it('plays the sample in recorded order, shifted so its first tick is now, without gaps', async () => {
    const recording = parseRecording(
      await readFile(REPLAY_SAMPLE_TICKS_PATH, 'utf8'),
      REPLAY_SAMPLE_INSTRUMENTS,
    );
    const { time, feed, sink } = await startReplay(REPLAY_SAMPLE_TICKS_PATH);
    time.advance(60_000);
    await feed.stop();
    const firstMs = recording.ticks[0]!.atMs;
    const expected = recording.ticks
      .filter((tick) => tick.atMs - firstMs <= 60_000)
      .map((tick) => ({ ...tick, atMs: NOW + tick.atMs - firstMs, source: 'replay' }));
    expect(sink.ticks()).toEqual(expected);
    expect(sink.gaps()).toEqual([]);
  });

  it('hands over the ticks it has reached every batchMs (MARKET_REPLAY_BATCH_MS), 100 ms by default', async () => {
    const fine = await startReplay(REPLAY_SAMPLE_TICKS_PATH, { batchMs: 10 });
    const coarse = await startReplay(REPLAY_SAMPLE_TICKS_PATH);
    fine.time.advance(10);
    coarse.time.advance(10);
    // The first tick is due at once: the fine feed has handed it over, the default one not yet.
    expect(fine.sink.ticks().length).toBeGreaterThan(0);
    expect(coarse.sink.ticks()).toEqual([]);
    fine.time.advance(90);
    coarse.time.advance(90);
    expect(coarse.sink.ticks()).toEqual(fine.sink.ticks());
    await fine.feed.stop();
    await coarse.feed.stop();
  });

  it('loops at the end with times moving forward and the recorded prices starting over', async () => {
    const recording = parseRecording(
      await readFile(REPLAY_SAMPLE_TICKS_PATH, 'utf8'),
      REPLAY_SAMPLE_INSTRUMENTS,
    );
    const { time, feed, sink } = await startReplay(REPLAY_SAMPLE_TICKS_PATH, { speed: 10 });
    // Fifteen recorded minutes at ten times speed: two passes and a bit in 200 s.
    time.advance(200_000);
    await feed.stop();
    const ticks = sink.ticks();
    const n = recording.ticks.length;
    expect(ticks.length).toBeGreaterThan(2 * n);
    const times = ticks.map((tick) => tick.atMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(ticks[n]!.price).toBe(recording.ticks[0]!.price);
    expect(ticks[n]!.atMs).toBe(NOW + Math.floor(recording.loopMs / 10));
    expect(ticks[n]!.atMs).toBeGreaterThan(ticks[n - 1]!.atMs);
    expect(sink.gaps()).toEqual([]);
  });

  it('plays the sample past its end at real speed without a stock going into a gap at the loop', async () => {
    const recording = parseRecording(
      await readFile(REPLAY_SAMPLE_TICKS_PATH, 'utf8'),
      REPLAY_SAMPLE_INSTRUMENTS,
    );
    const { time, feed, sink } = await startReplay(REPLAY_SAMPLE_TICKS_PATH);
    time.advance(recording.loopMs + 30_000);
    await feed.stop();
    const stocks = new Set(sink.ticks().map((tick) => tick.stock));
    expect(stocks.size).toBe(REPLAY_SAMPLE_INSTRUMENTS.length);
    expect(sink.ticks().length).toBeGreaterThan(recording.ticks.length);
    expect(sink.gaps()).toEqual([]);
  });

  it('plays 1-minute candles as four ticks each, given a gap limit above their 15 s spacing', async () => {
    const { time, feed, sink } = await startReplay(REPLAY_SAMPLE_CANDLES_PATH, { gapMs: 20_000 });
    time.advance(120_000);
    await feed.stop();
    const btc = sink.ticks().filter((tick) => tick.stock === 'BTCUSDT');
    expect(btc.map((tick) => tick.atMs - NOW)).toEqual([
      0, 15_000, 30_000, 45_000, 60_000, 75_000, 90_000, 105_000, 120_000,
    ]);
    // The first sample candle: open 99995.2, high 100067.4, low 99958.7, close 100036.2 (rising).
    expect(btc.slice(0, 4).map((tick) => tick.price)).toEqual([999_952, 999_587, 1_000_674, 1_000_362]);
    expect(sink.gaps()).toEqual([]);
  });

  it('passes over a long pause, reporting gaps, rather than delivering every pass it missed', async () => {
    const recording = parseRecording(
      await readFile(REPLAY_SAMPLE_TICKS_PATH, 'utf8'),
      REPLAY_SAMPLE_INSTRUMENTS,
    );
    const { time, feed, sink } = await startReplay(REPLAY_SAMPLE_TICKS_PATH);
    // Long enough for every stock's first tick (at most 2 s apart), so each has a price to lose.
    time.advance(3_000);
    time.suspend(5 * 3_600_000);
    await feed.stop();
    const late = sink.ticks().filter((tick) => tick.atMs > NOW + 3_000);
    // About the last 10 s of recorded ticks, not the thirty passes the five hours held.
    const ticksPerSecond = (recording.ticks.length / recording.loopMs) * 1_000;
    expect(late.length).toBeLessThan(12 * ticksPerSecond);
    expect(late.every((tick) => tick.atMs >= time.nowMs() - 10_000)).toBe(true);
    // One gap per stock of the sample, each reported once.
    expect(
      sink
        .gaps()
        .map((gap) => gap.stock)
        .sort(),
    ).toEqual(REPLAY_SAMPLE_INSTRUMENTS.map((instrument) => instrument.stock).sort());
  });
});
