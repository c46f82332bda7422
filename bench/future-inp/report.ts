import { availableParallelism } from 'node:os';
import { median, table } from '../web-budget/report.ts';
import { durationThresholdMs } from './measure.ts';
import type { InteractionTiming, Peer, Round } from './measure.ts';

// The verdict: INP per round as Chromium defines it, the median over the rounds of each peer (ticks
// streaming, ticks held back), their ratio, the slowest interactions, and the goal of issue 15 §5.

/** Issue 15 §5: INP on /future/{id} while 20 ticks/s arrive. */
export const goalInpMs = 200;

/**
 * A round's INP: the worst interaction, or with 50 or more interactions the 98th percentile (Chromium
 * passes over the worst one per 50 interactions).
 */
export function inpOf(interactions: readonly InteractionTiming[]): { ms: number; rule: string } {
  const sorted = interactions.map((interaction) => interaction.durationMs).sort((a, b) => b - a);
  if (sorted.length < 50) return { ms: sorted[0] ?? 0, rule: 'worst interaction (< 50 interactions)' };
  const skipped = Math.floor(sorted.length / 50);
  return {
    ms: sorted[skipped] ?? 0,
    rule: `98th percentile (${skipped} worst of ${sorted.length} passed over)`,
  };
}

export interface Measured {
  readonly stock: string;
  readonly feedTicksPerSecond: number;
  readonly cpuSlowdown: number;
  readonly rounds: readonly Round[];
  readonly loadAverage: readonly [number, number];
}

const ms = (value: number) => value.toFixed(0);

function peerRounds(rounds: readonly Round[], peer: Peer): Round[] {
  return rounds.filter((round) => round.peer === peer);
}

/** Median duration of each interaction label over the rounds, slowest first. */
function byLabel(rounds: readonly Round[]): Map<string, number> {
  const durations = new Map<string, number[]>();
  for (const round of rounds) {
    for (const interaction of round.interactions) {
      const list = durations.get(interaction.label) ?? [];
      list.push(interaction.durationMs);
      durations.set(interaction.label, list);
    }
  }
  return new Map([...durations].map(([label, values]) => [label, median(values)]));
}

export function printReport(measured: Measured): void {
  const streaming = peerRounds(measured.rounds, 'streaming');
  const quiet = peerRounds(measured.rounds, 'quiet');
  const inps = (rounds: readonly Round[]) => rounds.map((round) => inpOf(round.interactions).ms);
  const streamingInp = median(inps(streaming));
  const quietInp = median(inps(quiet));
  const rule = inpOf(streaming[0]?.interactions ?? []).rule;
  const tickRate = median(streaming.map((round) => round.ticksDelivered / round.seconds));
  const longTotal = (rounds: readonly Round[]) => median(rounds.map((round) => round.longTasks.totalMs));
  const longCount = (rounds: readonly Round[]) => median(rounds.map((round) => round.longTasks.count));

  const out: string[] = [''];
  out.push(
    `Baro /future INP — ${measured.stock}, Chromium ${measured.cpuSlowdown}× CPU slowdown, 390×844, demo ` +
      `member signed in; the real server's replay feed plays ${measured.feedTicksPerSecond} ticks/s of ` +
      `${measured.stock}. ${streaming.length} rounds per peer, alternating (ABBA).`,
  );
  const [loadBefore, loadAfter] = measured.loadAverage;
  out.push(
    `Machine: ${availableParallelism()} CPUs; 1-minute load average ${loadBefore.toFixed(2)} at the start, ` +
      `${loadAfter.toFixed(2)} at the end (the run's own server and browser count in the second).`,
  );
  out.push(
    `Tick messages (/topic/futures_info, /topic/oversea) reaching the page while streaming: ` +
      `${tickRate.toFixed(1)}/s (the feed hands over each tick as it falls due, MARKET_REPLAY_BATCH_MS=5, and the server publishes twice per tick interval).`,
  );
  out.push(`INP per round: ${rule}; event entries from ${durationThresholdMs} ms (durationThreshold).`);
  out.push('');
  out.push(
    ...table(
      ['peer', 'INP median ms', 'each round (ms)', 'long tasks / round', 'long task ms / round'],
      [
        [
          'ticks streaming',
          ms(streamingInp),
          inps(streaming).map(ms).join(', '),
          String(longCount(streaming)),
          ms(longTotal(streaming)),
        ],
        [
          'ticks held back',
          ms(quietInp),
          inps(quiet).map(ms).join(', '),
          String(longCount(quiet)),
          ms(longTotal(quiet)),
        ],
        [
          'streaming / held back',
          quietInp > 0 ? `${(streamingInp / quietInp).toFixed(2)}×` : '-',
          '',
          '',
          '',
        ],
      ],
    ),
  );
  out.push('');
  out.push('Interactions, median duration over the rounds (0 = under 16 ms), slowest first');
  const streamingBy = byLabel(streaming);
  const quietBy = byLabel(quiet);
  const labels = [...streamingBy.keys()].sort(
    (a, b) => (streamingBy.get(b) ?? 0) - (streamingBy.get(a) ?? 0),
  );
  out.push(
    ...table(
      ['interaction', 'streaming ms', 'held back ms'],
      labels.map((label) => [label, ms(streamingBy.get(label) ?? 0), ms(quietBy.get(label) ?? 0)]),
    ),
  );
  out.push('');
  out.push('Goals');
  out.push(
    ...table(
      ['goal', 'streaming', 'held back', 'verdict'],
      [
        [
          `/future INP ≤ ${goalInpMs} ms while ${measured.feedTicksPerSecond} ticks/s arrive`,
          `${ms(streamingInp)} ms`,
          `${ms(quietInp)} ms`,
          streamingInp <= goalInpMs ? 'GOAL MET' : 'NOT MET',
        ],
      ],
    ),
  );
  out.push('');
  console.log(out.join('\n'));
}
