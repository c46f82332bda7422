import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { formatUnits, type MarketTick } from '@baro/domain';
import { backfillSimulated, type SimulatedInstrument } from './random-walk.ts';

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

// Fixed here rather than taken from the catalogue, so that editing the catalogue never changes the sample.
export const REPLAY_SAMPLE_INSTRUMENTS: readonly SimulatedInstrument[] = [
  {
    stock: 'BTCUSDT',
    precision: 1,
    qtyPrecision: 3,
    referencePrice: 1_000_000,
    annualVolatility: 0.6,
    ticksPerSecond: 1,
    typicalQty: 50,
  },
  {
    stock: 'ETHUSDT',
    precision: 2,
    qtyPrecision: 3,
    referencePrice: 350_000,
    annualVolatility: 0.75,
    ticksPerSecond: 1,
    typicalQty: 1_000,
  },
  {
    stock: 'NQ',
    precision: 2,
    qtyPrecision: 0,
    referencePrice: 2_500_000,
    annualVolatility: 0.22,
    ticksPerSecond: 1,
    priceStepUnits: 25,
    typicalQty: 2,
  },
  {
    stock: 'HSI',
    precision: 0,
    qtyPrecision: 0,
    referencePrice: 26_000,
    annualVolatility: 0.25,
    ticksPerSecond: 1,
    typicalQty: 2,
  },
];

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

/** Fifteen minutes of ticks, about one a second per stock. */
export function replaySampleTicksCsv(): string {
  const lines = [
    `# Replay sample: simulated, not recorded (seed ${SEED}); written by src/market/feeds/replay-sample.ts.`,
    'stock,price,qty,atMs',
  ];
  for (const tick of simulate(15 * 60_000, 1)) {
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
