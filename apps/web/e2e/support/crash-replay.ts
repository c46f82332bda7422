import type { PricedInstrumentSpec } from '@baro/domain';
import { coinStartUnits, coinStepUnits, risingUnits, writeCoinRecording } from './rising-replay.ts';

// A replay recording (apps/server/src/market/feeds/replay-format.ts, the ticks form) in which one coin
// climbs a step a second, so its price tells how far into the recording the server is, then crashes
// at `crashAtSeconds` to `crashToPercent` % of where it started and stays there: an isolated LONG
// opened before the crash is liquidated once the mark (the server's smoothed index, a 60 s half-life)
// has followed it down. Every other coin rises as in rising-replay.ts.

export interface CrashPlan {
  /** The coin that crashes. */
  readonly coin: PricedInstrumentSpec;
  /** Seconds after the recording's start at which it crashes. */
  readonly crashAtSeconds: number;
  /** Where it crashes to, in percent of its start price. */
  readonly crashToPercent: number;
}

/** The crashing coin's price before the crash: its start plus one step a second. */
export function climbUnits(plan: CrashPlan, seconds: number): number {
  return coinStartUnits(plan.coin) + coinStepUnits(plan.coin) * seconds;
}

/** The crashing coin's price after the crash, in its smallest units. */
export function crashedUnits(plan: CrashPlan): number {
  return Math.round((coinStartUnits(plan.coin) * plan.crashToPercent) / 100);
}

/** Seconds into the recording that a price of the climb shows, or null for a price not on it. */
export function climbSecondsOf(plan: CrashPlan, units: number): number | null {
  const seconds = (units - coinStartUnits(plan.coin)) / coinStepUnits(plan.coin);
  return Number.isInteger(seconds) && seconds >= 0 && seconds < plan.crashAtSeconds ? seconds : null;
}

/** Every price the crashing coin trades at in the recording, in its smallest units. */
export function crashRecordingPrices(plan: CrashPlan): Set<number> {
  const prices = new Set<number>([crashedUnits(plan)]);
  for (let seconds = 0; seconds < plan.crashAtSeconds; seconds += 1) prices.add(climbUnits(plan, seconds));
  return prices;
}

/** Writes the recording into `dir` and answers its path, for the server's MARKET_REPLAY_FILE. */
export function writeCrashRecording(dir: string, plan: CrashPlan): string {
  return writeCoinRecording(dir, 'crash-replay.csv', (coin, startUnits, step, seconds) => {
    if (coin.stock !== plan.coin.stock) return risingUnits(startUnits, step, seconds);
    return seconds < plan.crashAtSeconds ? climbUnits(plan, seconds) : crashedUnits(plan);
  });
}
