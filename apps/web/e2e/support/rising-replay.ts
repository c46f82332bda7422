import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COIN_FUTURES, formatUnits, OVERSEA_FUTURES, parsePositiveUnits } from '@baro/domain';
import type { PricedInstrumentSpec } from '@baro/domain';

// A replay recording (apps/server/src/market/feeds/replay-format.ts, the ticks form) in which every
// coin's price only ever rises, for journeys that need a round's outcome known in advance: the real
// server plays it through its replay feed (MARKET_FEED=replay), so rounds lock and settle from these
// ticks exactly as from any other feed. A BUY on a coin's round wins, a SELL loses.
//
// The replay feed refuses a recording without a line for a stock the server prices, so the stocks
// come from the catalogue the server prices (@baro/domain's coin and overseas catalogues), each
// starting at its catalogue reference price with that stock's decimals: a stock added to the
// catalogue is in the recording too. Micro contracts have no lines: the server copies their full-size
// contract's ticks to them (apps/server/src/market/mirror-sink.ts) whatever feed runs.

/** Full-size overseas futures; their micro contracts copy them. */
const OVERSEA = OVERSEA_FUTURES.filter((spec) => spec.underlyingStock === null);

/** Any fixed start; the replay plays the first tick at the server's start time. */
const RECORDED_FROM_MS = 1_767_571_200_000;
const COIN_TICK_MS = 1_000;
/** Below the server's 5 s feed-gap limit, so no stock ever reads as a gap. */
const OVERSEA_TICK_MS = 2_000;

/** A catalogue reference price ("100000.0") in the stock's smallest units (1000000). */
function referenceUnits(spec: PricedInstrumentSpec): number {
  const units = parsePositiveUnits(spec.referencePrice, spec.precision);
  if (units === null) throw new Error(`${spec.stock}: reference price ${spec.referencePrice} is malformed`);
  return units;
}

/**
 * A coin's price `seconds` after the start, in its smallest units: a climb of `step` units a second
 * with a wave of three steps on it, so a chart of it does not look like a ruler. The wave's slope is
 * at most 3/7 of the climb's, so a second adds at least 4/7 of a step before rounding: with steps of
 * two units or more, each tick is above the one before.
 */
export function risingUnits(startUnits: number, step: number, seconds: number): number {
  return Math.round(startUnits + step * seconds + 3 * step * Math.sin(seconds / 7));
}

/** A coin's price `seconds` after the start, in its smallest units, from its start and its step. */
export type CoinPrice = (
  coin: PricedInstrumentSpec,
  startUnits: number,
  step: number,
  seconds: number,
) => number;

/**
 * Writes a recording (`minutes` long; the replay starts over after it) named `fileName` into `dir`
 * with every coin priced by `priceOf` and answers its path, for the server's MARKET_REPLAY_FILE.
 * Overseas futures stay at their reference price, or move `overseaTicksPerStep` ticks (a negative
 * number falls) every OVERSEA_TICK_MS from it: at 1, an overseas LONG's take-profit of n ticks is
 * reached in about 2n seconds.
 */
export function writeCoinRecording(
  dir: string,
  fileName: string,
  priceOf: CoinPrice,
  minutes = 60,
  overseaTicksPerStep = 0,
): string {
  const lines = [
    `# ${fileName}: apps/web/e2e/support/rising-replay.ts and its callers.`,
    'stock,price,qty,atMs',
  ];
  const spanMs = minutes * 60_000;
  for (const coin of COIN_FUTURES) {
    const startUnits = referenceUnits(coin);
    // About a hundred-thousandth of the price a second (1.0 a second for BTCUSDT at 100,000.0).
    const step = coinStepUnits(coin);
    for (let ms = 0; ms < spanMs; ms += COIN_TICK_MS) {
      const units = priceOf(coin, startUnits, step, ms / 1000);
      lines.push(`${coin.stock},${formatUnits(units, coin.precision)},1,${RECORDED_FROM_MS + ms}`);
    }
  }
  for (const future of OVERSEA) {
    const startUnits = referenceUnits(future);
    const tickUnits = parsePositiveUnits(future.tickSize, future.precision) ?? 0;
    for (let ms = 0; ms < spanMs; ms += OVERSEA_TICK_MS) {
      const units = startUnits + overseaTicksPerStep * tickUnits * (ms / OVERSEA_TICK_MS);
      if (units <= 0) throw new Error(`${future.stock} would fall to zero at ${ms} ms`);
      lines.push(`${future.stock},${formatUnits(units, future.precision)},1,${RECORDED_FROM_MS + ms}`);
    }
  }
  const path = join(dir, fileName);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** A coin's step: about a hundred-thousandth of its reference price, at least two units. */
export function coinStepUnits(coin: PricedInstrumentSpec): number {
  return Math.max(2, Math.round(referenceUnits(coin) / 100_000));
}

/** The coin's reference price in its smallest units, where its recordings start. */
export function coinStartUnits(coin: PricedInstrumentSpec): number {
  return referenceUnits(coin);
}

/**
 * Writes the recording in which every coin rises (`minutes` long; the replay starts over after it,
 * prices back at the start) into `dir` and answers its path, for the server's MARKET_REPLAY_FILE;
 * the overseas futures move `overseaTicksPerStep` ticks every 2 s (writeCoinRecording).
 */
export function writeRisingRecording(dir: string, minutes = 60, overseaTicksPerStep = 0): string {
  return writeCoinRecording(
    dir,
    'rising-replay.csv',
    (_coin, startUnits, step, seconds) => {
      const units = risingUnits(startUnits, step, seconds);
      if (seconds > 0 && units <= risingUnits(startUnits, step, seconds - 1)) {
        throw new Error(`a coin would not rise at ${seconds} s`);
      }
      return units;
    },
    minutes,
    overseaTicksPerStep,
  );
}
