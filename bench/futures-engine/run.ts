// The futures engine in process: a place/cancel/amend/tick mix of resting LIMIT orders decided by
// `FuturesBook` (commands/s), and the place/cancel part of the same mix against nodejs-order-book
// 10.1.1 in the same run (orders/s, ratio). Goals: ≥ 1,000,000 commands/s for the mix and ≥ 4× the
// peer on place/cancel. Times are printed, never asserted. See docs/futures-engine.md.
import { availableParallelism, loadavg } from 'node:os';
import { FuturesBook, futuresTerms, type FuturesCommand } from '@baro/domain';
import { OrderBook, Side } from 'nodejs-order-book';
import { bookCommands, buildMix, loadCommands, memberIds, type BookStep } from './workload.ts';

const total = Number(process.env.BENCH_COMMANDS ?? '1000000');
const rounds = Number(process.env.BENCH_ROUNDS ?? '5');
const memberCount = Number(process.env.BENCH_MEMBERS ?? '1000');
const goalPerSecond = 1_000_000;
const goalRatio = 4;

const members = memberIds(memberCount);
const mix = buildMix(members, total, 15);
const placeCancel = bookCommands(mix.bookSteps);

/** Decides every command on a fresh engine; answers the seconds spent and the refusals. */
function runEngine(commands: readonly FuturesCommand[]): { seconds: number; refused: number } {
  const engine = new FuturesBook(futuresTerms('BTCUSDT'));
  for (const command of loadCommands(members)) engine.decide(command);
  let refused = 0;
  const started = performance.now();
  for (const command of commands) {
    if (!engine.decide(command).result.ok) refused += 1;
  }
  return { seconds: (performance.now() - started) / 1_000, refused };
}

/** The same places and cancels on nodejs-order-book (limit orders that never cross). */
function runPeer(steps: readonly BookStep[]): { seconds: number; missed: number } {
  const book = new OrderBook();
  let missed = 0;
  const started = performance.now();
  for (const step of steps) {
    if (step.kind === 'place') {
      const { place } = step;
      book.limit({
        side: place.long ? Side.BUY : Side.SELL,
        id: place.peerId,
        size: place.qty,
        price: place.price,
      });
    } else if (book.cancel(step.peerId) === undefined) {
      missed += 1;
    }
  }
  return { seconds: (performance.now() - started) / 1_000, missed };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const rate = (count: number, seconds: number): string => Math.round(count / seconds).toLocaleString('en-US');

console.log(`Futures engine in process, Node ${process.version}, ${availableParallelism()} CPUs`);
console.log(
  `load average at start: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.log(
  `mix: ${mix.commands.length.toLocaleString('en-US')} commands (place ${mix.counts.place}, cancel ${mix.counts.cancel}, ` +
    `amend ${mix.counts.amend}, tick ${mix.counts.tick}) over ${memberCount} members; ` +
    `place/cancel part: ${mix.bookSteps.length.toLocaleString('en-US')} steps; median of ${rounds} rounds`,
);

const mixSeconds: number[] = [];
const oursSeconds: number[] = [];
const peerSeconds: number[] = [];
let refusedInMix = 0;
for (let round = 0; round < rounds; round += 1) {
  const whole = runEngine(mix.commands);
  mixSeconds.push(whole.seconds);
  refusedInMix = whole.refused;
  const ours = runEngine(placeCancel);
  if (ours.refused !== 0) throw new Error(`the engine refused ${ours.refused} place/cancel steps`);
  oursSeconds.push(ours.seconds);
  const peer = runPeer(mix.bookSteps);
  if (peer.missed !== 0) throw new Error(`the peer missed ${peer.missed} cancels`);
  peerSeconds.push(peer.seconds);
}

const mixPerSecond = mix.commands.length / median(mixSeconds);
const ratio = median(peerSeconds) / median(oursSeconds);
console.table([
  {
    run: 'FuturesBook, whole mix',
    'commands/s': rate(mix.commands.length, median(mixSeconds)),
    'median ms': (median(mixSeconds) * 1_000).toFixed(0),
    note: `${refusedInMix} refused (cancels of filled orders)`,
  },
  {
    run: 'FuturesBook, place/cancel part',
    'commands/s': rate(placeCancel.length, median(oursSeconds)),
    'median ms': (median(oursSeconds) * 1_000).toFixed(0),
    note: 'margin, fee, hold and events per place',
  },
  {
    run: 'nodejs-order-book 10.1.1, place/cancel part',
    'commands/s': rate(mix.bookSteps.length, median(peerSeconds)),
    'median ms': (median(peerSeconds) * 1_000).toFixed(0),
    note: 'limit() and cancel(), no matching',
  },
]);
console.log(
  `mix: ${Math.round(mixPerSecond).toLocaleString('en-US')} commands/s (goal ≥ ${goalPerSecond.toLocaleString('en-US')}: ${mixPerSecond >= goalPerSecond ? 'met' : 'NOT met'})`,
);
console.log(
  `place/cancel: ${ratio.toFixed(2)}× nodejs-order-book (goal ≥ ${goalRatio}×: ${ratio >= goalRatio ? 'met' : 'NOT met'})`,
);
console.log(
  `load average at end: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
