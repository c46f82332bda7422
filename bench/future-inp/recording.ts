import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatUnits, parseUnits } from '@baro/domain';
import type { PricedInstrumentSpec } from '@baro/domain';
import { REPLAY_SAMPLE_TICKS_PATH } from '../../apps/server/src/market/feeds/replay-sample.ts';

// The feed of the benchmark: the server's shipped replay sample (apps/server/market-data, every stock
// the server prices, 10 minutes), with the benchmarked coin's lines replaced by `ticksPerSecond`
// evenly spaced trades. Each follows the sample's own price path (its latest recorded price) with a
// small wave on it, so every tick moves the price and the screen has something to redraw.

/** The wave's height, in the coin's price units either side of the recorded price. */
const WAVE_UNITS = 50;

/** Writes the recording into `dir` and answers its path, for the server's MARKET_REPLAY_FILE. */
export function writeFastCoinRecording(
  dir: string,
  coin: PricedInstrumentSpec,
  ticksPerSecond: number,
): string {
  const lines = readFileSync(REPLAY_SAMPLE_TICKS_PATH, 'utf8').split('\n');
  const isCoin = (line: string) => line.startsWith(`${coin.stock},`);
  const recorded = lines.filter(isCoin).map((line) => {
    const [, price = '', , atMs = ''] = line.split(',');
    const units = parseUnits(price, coin.precision, 'exact');
    if (units === null) throw new Error(`${coin.stock}: ${price} in the sample is not a price`);
    return { units, atMs: Number(atMs) };
  });
  const times = lines
    .map((line) => Number(line.split(',')[3]))
    .filter((atMs) => Number.isSafeInteger(atMs) && atMs > 0);
  const [first] = recorded;
  if (first === undefined || times.length === 0) throw new Error(`no ${coin.stock} line in the sample`);
  const fromMs = Math.min(...times);
  const toMs = Math.max(...times);
  const stepMs = 1000 / ticksPerSecond;
  const fast: string[] = [];
  let latest = first.units;
  let next = 0;
  for (let k = 0; fromMs + k * stepMs <= toMs; k += 1) {
    const atMs = fromMs + Math.round(k * stepMs);
    while (next < recorded.length && (recorded[next]?.atMs ?? Infinity) <= atMs) {
      latest = recorded[next]?.units ?? latest;
      next += 1;
    }
    const units = latest + Math.round(WAVE_UNITS * Math.sin(k / 5));
    fast.push(`${coin.stock},${formatUnits(units, coin.precision)},1,${atMs}`);
  }
  const path = join(dir, 'future-inp-replay.csv');
  writeFileSync(
    path,
    `${[...lines.filter((line) => line.trim() !== '' && !isCoin(line)), ...fast].join('\n')}\n`,
  );
  return path;
}
