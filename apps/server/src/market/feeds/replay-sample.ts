import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { formatUnits, type MarketTick } from '@baro/domain';
import { backfillSimulated, type SimulatedInstrument } from './random-walk.ts';
import { simulatedCatalogue } from './simulated-catalogue.ts';

/**
 * The replay sample shipped in apps/server/market-data/: generated from the simulated market with a
 * fixed seed, not recorded from a venue (a venue's data has terms of use, and the sample's only job is
 * to show the replay format). Run `npx tsx apps/server/src/market/feeds/replay-sample.ts` to write it
 * again; a test checks the shipped files are exactly what this writes.
 */
export const REPLAY_SAMPLE_TICKS_PATH = fileURLToPath(
  new URL('../../../market-data/replay-ticks.csv', import.meta.url),
);
export const REPLAY_SAMPLE_CANDLES_PATH = fileURLToPath(
  new URL('../../../market-data/replay-candles-1m.csv', import.meta.url),
);

const SEED = 20_260_105;
/** 2026-01-05T00:00:00Z. */
const START_MS = 1_767_571_200_000;

/** How long the ticks sample lasts; the replay starts over after it. */
const SAMPLE_MINUTES = 10;
/**
 * Trades a second per stock in the ticks sample: few, to keep the file near 300 KB with every stock in
 * it, yet intervals of at most 2 s, so even across the loop (a stock's last interval of one pass plus
 * its first of the next, about 4 s at most) no stock reaches the 5 s gap limit.
 */
const SAMPLE_TICKS_PER_SECOND = 0.75;

/**
 * Every stock a feed prices by its own ticks (the catalogue's coins and full-size overseas contracts,
 * `simulatedCatalogue`; the server copies a micro contract's ticks from its full-size one), so the
 * server's default replay has a line for each. Editing the catalogue changes the sample: the test
 * comparing the shipped files with this generator then says to write them again.
 */
export const REPLAY_SAMPLE_INSTRUMENTS: readonly SimulatedInstrument[] = simulatedCatalogue();

function simulate(durationMs: number, ticksPerSecond: number): MarketTick[] {
  const ticks: MarketTick[] = [];
  for (const instrument of REPLAY_SAMPLE_INSTRUMENTS) {
    const from = { price: instrument.referencePrice, atMs: START_MS };
    backfillSimulated({ ...instrument, ticksPerSecond }, SEED, from, START_MS + durationMs, (tick) => {
      ticks.push(tick);
    });
  }
  return ticks.sort((a, b) => a.atMs - b.atMs);
}

function instrumentOf(stock: string): SimulatedInstrument {
  const instrument = REPLAY_SAMPLE_INSTRUMENTS.find((candidate) => candidate.stock === stock);
  if (instrument === undefined) throw new Error(`No sample instrument ${stock}`);
  return instrument;
}

/** Ten minutes of ticks, about three every four seconds per stock. */
export function replaySampleTicksCsv(): string {
  const lines = [
    `# Replay sample: simulated, not recorded (seed ${SEED}); written by src/market/feeds/replay-sample.ts.`,
    'stock,price,qty,atMs',
  ];
  for (const tick of simulate(SAMPLE_MINUTES * 60_000, SAMPLE_TICKS_PER_SECOND)) {
    const { precision, qtyPrecision } = instrumentOf(tick.stock);
    lines.push(
      `${tick.stock},${formatUnits(tick.price, precision)},${formatUnits(tick.qty, qtyPrecision)},${tick.atMs}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** One hour of 1-minute candles per stock, made from five simulated ticks a second. */
export function replaySampleCandlesCsv(): string {
  const lines = [
    `# Replay sample: simulated, not recorded (seed ${SEED}); written by src/market/feeds/replay-sample.ts.`,
    'stock,openTimeMs,open,high,low,close,volume',
  ];
  const simulated = simulate(60 * 60_000, 5);
  for (const instrument of REPLAY_SAMPLE_INSTRUMENTS) {
    const ticks = simulated.filter((tick) => tick.stock === instrument.stock);
    for (let minute = 0; minute < 60; minute += 1) {
      const openTimeMs = START_MS + minute * 60_000;
      const inMinute = ticks.filter((tick) => tick.atMs >= openTimeMs && tick.atMs < openTimeMs + 60_000);
      const prices = inMinute.map((tick) => tick.price);
      const volume = inMinute.reduce((sum, tick) => sum + tick.qty, 0);
      const decimals = [prices[0], Math.max(...prices), Math.min(...prices), prices[prices.length - 1]].map(
        (price) => formatUnits(price ?? 0, instrument.precision),
      );
      lines.push(
        `${instrument.stock},${openTimeMs},${decimals.join(',')},${formatUnits(volume, instrument.qtyPrecision)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function writeReplaySamples(): Promise<void> {
  await writeFile(REPLAY_SAMPLE_TICKS_PATH, replaySampleTicksCsv());
  await writeFile(REPLAY_SAMPLE_CANDLES_PATH, replaySampleCandlesCsv());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeReplaySamples();
