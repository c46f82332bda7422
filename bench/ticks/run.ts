// Market data throughput: venue trade messages parsed → candles (9 intervals), 24 h figures and
// second prices updated → `/topic/futures_info` published twice a second of market time, for 50
// instruments; against a plain loop that only parses the same messages (the ceiling), in the same run.
// Goals: ≥ 200,000 ticks/s and ≥ 0.5 of the ceiling. See bench/README.md.
import { loadavg } from 'node:os';
import type { MarketTick } from '@baro/domain';
import { parseBinanceMessage } from '../../apps/server/src/market/feeds/binance-messages.ts';
import { marketPublishIntervalMs, publishMarket } from '../../apps/server/src/market/market-publisher.ts';
import { MarketService } from '../../apps/server/src/market/market-service.ts';
import { createInProcessBus } from '../../apps/server/src/realtime/bus.ts';
import { createMemberSequence } from '../../apps/server/src/realtime/sequence.ts';
import { aggTradeMessages, benchInstruments, venueInstruments } from './workload.ts';

const instrumentCount = Number(process.env.BENCH_INSTRUMENTS ?? '50');
const messageCount = Number(process.env.BENCH_TICKS ?? '1000000');
const rounds = Number(process.env.BENCH_ROUNDS ?? '6');
// One trade every 2 ms of market time: a million trades span about half an hour, crossing every
// second and minute candle boundary and publishing 4,000 times.
const spacingMs = 2;
const batchSize = 100;
const goalTicksPerSecond = 200_000;
const goalShareOfCeiling = 0.5;

const instruments = benchInstruments(instrumentCount);
const venue = venueInstruments(instruments);
const startMs = Date.UTC(2026, 10, 22, 0, 0, 0);
const messages = aggTradeMessages(instruments, messageCount, startMs, spacingMs);

/** The ceiling: parse every message into a tick, and nothing else. */
function parseOnly(): number {
  let parsed = 0;
  for (const text of messages) {
    const message = parseBinanceMessage(text, venue);
    if (message.kind === 'trade') parsed += 1;
  }
  return parsed;
}

/** The pipeline: parse, feed the market in batches, publish on the market clock as the server does. */
function pipeline(): { ticks: number; published: number } {
  let nowMs = startMs;
  const market = new MarketService(instruments, { clock: { nowMs: () => nowMs } });
  const bus = createInProcessBus({
    sequence: createMemberSequence(startMs),
    onListenerError: (error) => {
      throw error;
    },
  });
  let published = 0;
  let publishedBytes = 0;
  bus.subscribe((message) => {
    published += 1;
    publishedBytes += message.body.length;
  });
  const batch: MarketTick[] = [];
  let ticks = 0;
  let nextPublishMs = startMs + marketPublishIntervalMs;
  for (const text of messages) {
    const message = parseBinanceMessage(text, venue);
    if (message.kind !== 'trade') continue;
    batch.push(message.tick);
    if (batch.length < batchSize) continue;
    market.onTicks(batch);
    ticks += batch.length;
    batch.length = 0;
    nowMs = message.tick.atMs;
    if (nowMs >= nextPublishMs) {
      publishMarket(market, bus, nowMs);
      nextPublishMs = nowMs + marketPublishIntervalMs;
    }
  }
  market.onTicks(batch);
  ticks += batch.length;
  if (publishedBytes === 0) throw new Error('The pipeline published nothing: the benchmark is broken.');
  return { ticks, published };
}

function timed<T>(work: () => T): { result: T; seconds: number } {
  const started = process.hrtime.bigint();
  const result = work();
  return { result, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

const rate = (count: number, seconds: number) => Math.round(count / seconds);

console.log(
  `bench:ticks — ${messageCount.toLocaleString('en')} aggTrade messages over ${instrumentCount} instruments, ` +
    `${rounds} rounds per side in ABBA order (load average at start ${(loadavg()[0] ?? 0).toFixed(2)})`,
);
// Warm-up: both sides once, so the JIT has compiled both before anything is timed.
parseOnly();
pipeline();

const ceilingRates: number[] = [];
const pipelineRates: number[] = [];
let published = 0;
for (let round = 0; round < rounds; round += 1) {
  const order = round % 4 === 0 || round % 4 === 3 ? ['ceiling', 'pipeline'] : ['pipeline', 'ceiling'];
  for (const side of order) {
    if (side === 'ceiling') {
      const run = timed(parseOnly);
      ceilingRates.push(rate(run.result, run.seconds));
    } else {
      const run = timed(pipeline);
      pipelineRates.push(rate(run.result.ticks, run.seconds));
      published = run.result.published;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ceiling = median(ceilingRates);
const throughput = median(pipelineRates);
const share = throughput / ceiling;
console.log(
  `  parse only (ceiling):  ${ceiling.toLocaleString('en')} ticks/s  (rounds: ${ceilingRates.join(', ')})`,
);
console.log(
  `  pipeline:              ${throughput.toLocaleString('en')} ticks/s  (rounds: ${pipelineRates.join(', ')})`,
);
console.log(`  topic messages per run: ${published.toLocaleString('en')}`);
console.log(`  share of ceiling:      ${share.toFixed(2)}`);
const met = throughput >= goalTicksPerSecond && share >= goalShareOfCeiling;
console.log(
  `  goals ≥ ${goalTicksPerSecond.toLocaleString('en')} ticks/s and ≥ ${goalShareOfCeiling} of the ceiling: ${met ? 'GOAL MET' : 'GOAL NOT MET'}`,
);
