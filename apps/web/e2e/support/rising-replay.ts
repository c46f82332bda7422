import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// A replay recording (apps/server/src/market/feeds/replay-format.ts, the ticks form) in which every
// coin's price only ever rises, for journeys that need a round's outcome known in advance: the real
// server plays it through its replay feed (MARKET_FEED=replay), so rounds lock and settle from these
// ticks exactly as from any other feed. A BUY on a coin's round wins, a SELL loses.
//
// The replay feed refuses a recording without a line for a stock the server prices, so the list
// below is every stock of the demo's market (@baro/domain's coin and overseas catalogues, micros
// included), each at its catalogue reference price with that stock's decimals. A stock added to the
// catalogues is added here too; the server says which one is missing when it refuses to start.

const COINS: readonly (readonly [stock: string, start: string])[] = [
  ['BTCUSDT', '100000.0'],
  ['ETHUSDT', '3500.00'],
  ['XRPUSDT', '2.5000'],
  ['SOLUSDT', '190.00'],
  ['DOGEUSDT', '0.20000'],
  ['ADAUSDT', '0.7000'],
  ['ATOMUSDT', '4.500'],
  ['CHZUSDT', '0.04500'],
  ['DOTUSDT', '4.000'],
  ['EOSUSDT', '0.600'],
  ['ETCUSDT', '18.000'],
  ['LINKUSDT', '18.000'],
  ['LTCUSDT', '95.00'],
  ['MATICUSDT', '0.3000'],
  ['TRXUSDT', '0.28000'],
];

/** Overseas futures stay at their price: they trade in whole ticks and no journey here bets on them. */
const OVERSEA: readonly (readonly [stock: string, price: string])[] = [
  ['NQ', '25000.00'],
  ['ES', '6800.00'],
  ['CL', '62.00'],
  ['GC', '4000.0'],
  ['6E', '1.16000'],
  ['HSI', '26000'],
  ['MNQ', '25000.00'],
  ['MES', '6800.00'],
  ['MCL', '62.00'],
  ['MGC', '4000.0'],
];

/** Any fixed start; the replay plays the first tick at the server's start time. */
const RECORDED_FROM_MS = 1_767_571_200_000;
const COIN_TICK_MS = 1_000;
/** Below the server's 5 s feed-gap limit, so no stock ever reads as a gap. */
const OVERSEA_TICK_MS = 2_000;

function decimalsOf(price: string): number {
  return price.split('.')[1]?.length ?? 0;
}

function formatUnits(units: number, decimals: number): string {
  if (decimals === 0) return String(units);
  const text = String(units).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/**
 * A coin's price `seconds` after the start, in its smallest units: a climb of `step` units a second
 * with a wave of three steps on it, so a chart of it does not look like a ruler. The wave's slope is
 * at most 3/7 of the climb's, so a second adds at least 4/7 of a step before rounding: with steps of
 * two units or more, each tick is above the one before.
 */
function risingUnits(startUnits: number, step: number, seconds: number): number {
  return Math.round(startUnits + step * seconds + 3 * step * Math.sin(seconds / 7));
}

/**
 * Writes the recording (`minutes` long; the replay starts over after it, prices back at the start)
 * into `dir` and answers its path, for the server's MARKET_REPLAY_FILE.
 */
export function writeRisingRecording(dir: string, minutes = 60): string {
  const lines = [
    '# Every coin rises steadily (apps/web/e2e/support/rising-replay.ts).',
    'stock,price,qty,atMs',
  ];
  const spanMs = minutes * 60_000;
  for (const [stock, start] of COINS) {
    const decimals = decimalsOf(start);
    const startUnits = Number(start.replace('.', ''));
    // About a hundred-thousandth of the price a second (1.0 a second for BTCUSDT at 100,000.0).
    const step = Math.max(2, Math.round(startUnits / 100_000));
    let previous = -1;
    for (let ms = 0; ms < spanMs; ms += COIN_TICK_MS) {
      const units = risingUnits(startUnits, step, ms / 1000);
      if (units <= previous) throw new Error(`${stock} would not rise at ${ms} ms`);
      previous = units;
      lines.push(`${stock},${formatUnits(units, decimals)},1,${RECORDED_FROM_MS + ms}`);
    }
  }
  for (const [stock, price] of OVERSEA) {
    for (let ms = 0; ms < spanMs; ms += OVERSEA_TICK_MS) {
      lines.push(`${stock},${price},1,${RECORDED_FROM_MS + ms}`);
    }
  }
  const path = join(dir, 'rising-replay.csv');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}
