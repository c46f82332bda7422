// The trigger sweep: n resting LIMIT triggers (10k, 100k, 1M) on one option, then ticks that each
// cross exactly k of them. `FuturesBook` pops crossed entries off sorted indexes, so the time per
// tick should stay flat as n grows (O(log n + k)); the peers scan: `ReferenceFuturesBook` (the
// naive engine of the property test) and a bare loop over the trigger prices (the floor of any
// scan). Goal: ≥ 10× the reference scan at 1M. Times are printed, never asserted. See docs/futures-engine.md.
import { availableParallelism, loadavg } from 'node:os';
import { FuturesBook, FuturesBookCore, ReferenceFuturesBook, futuresTerms } from '@baro/domain';

const USDT = 100_000_000n;
const START = 5_000_000;
const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const crossPerTick = Number(process.env.BENCH_CROSS ?? '10');
const ticks = Number(process.env.BENCH_TICKS ?? '200');
const referenceTicks = Number(process.env.BENCH_REFERENCE_TICKS ?? '10');
const memberCount = 1_000;
const warmTicks = 50;
const goalRatio = 10;

/** n LONG limits at START−1, START−2, …: a tick at START − j·k crosses exactly k new ones. */
function build(engine: FuturesBookCore, n: number): void {
  for (let m = 0; m < memberCount; m += 1) {
    engine.decide({
      type: 'SYNC_MEMBER',
      memberId: `m${m}`,
      availableMinor: 10_000_000n * USDT,
      leverage: 10,
      marginType: 'ISOLATED',
    });
  }
  engine.decide({ type: 'TICK', tick: { source: 'bench', atMs: 0, lastPrice: START, markPrice: START } });
  for (let i = 0; i < n; i += 1) {
    const result = engine.decide({
      type: 'PLACE',
      memberId: `m${i % memberCount}`,
      orderId: i + 1,
      side: 'LONG',
      orderType: 'LIMIT',
      qtyMinor: 10n * USDT,
      price: START - 1 - i,
    }).result;
    if (!result.ok) throw new Error(`placing trigger ${i} was refused: ${result.code}`);
  }
}

/** Mean microseconds per tick over `count` ticks each crossing `cross` triggers (0: none). */
function sweep(
  engine: FuturesBookCore,
  count: number,
  cross: number,
  from: number,
): { us: number; fills: number } {
  let price = from;
  let fills = 0;
  let atMs = 1;
  const started = performance.now();
  for (let t = 0; t < count; t += 1) {
    price -= cross;
    atMs += 1;
    const events = engine.decide({
      type: 'TICK',
      tick: { source: 'bench', atMs, lastPrice: price, markPrice: price },
    }).events;
    for (const event of events) if (event.type === 'ORDER_FILLED') fills += 1;
  }
  return { us: ((performance.now() - started) * 1_000) / count, fills };
}

/** The floor of any scan: one pass over the trigger prices, counting the crossed. */
function plainScan(n: number, count: number): number {
  const prices = new Float64Array(n);
  for (let i = 0; i < n; i += 1) prices[i] = START - 1 - i;
  let crossed = 0;
  // One untimed pass first, so the loop is compiled before it is timed.
  for (let i = 0; i < n; i += 1) if ((prices[i] as number) >= START) crossed += 1;
  const started = performance.now();
  for (let t = 0; t < count; t += 1) {
    const last = START - (t + 1) * crossPerTick;
    for (let i = 0; i < n; i += 1) if ((prices[i] as number) >= last) crossed += 1;
  }
  if (crossed < 0) throw new Error('unreachable');
  return ((performance.now() - started) * 1_000) / count;
}

console.log(`Futures trigger sweep, Node ${process.version}, ${availableParallelism()} CPUs`);
console.log(
  `load average at start: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.log(
  `${crossPerTick} triggers crossed per tick; FuturesBook timed over ${ticks} ticks, the reference over ${referenceTicks}`,
);

const rows: Record<string, string>[] = [];
let ratioAtLargest = 0;
for (const n of sizes) {
  const engine = new FuturesBook(futuresTerms('BTCUSDT'));
  const built = performance.now();
  build(engine, n);
  const buildSeconds = (performance.now() - built) / 1_000;
  // Warm-up ticks (not timed) cross the first triggers, so the timed ticks start below them.
  const warm = sweep(engine, warmTicks, crossPerTick, START);
  const below = START - warmTicks * crossPerTick;
  const idle = sweep(engine, ticks, 0, below);
  const crossing = sweep(engine, ticks, crossPerTick, below);
  if (warm.fills + crossing.fills !== (warmTicks + ticks) * crossPerTick) {
    throw new Error(
      `expected ${(warmTicks + ticks) * crossPerTick} fills, saw ${warm.fills + crossing.fills}`,
    );
  }
  const reference = new ReferenceFuturesBook(futuresTerms('BTCUSDT'));
  build(reference, n);
  sweep(reference, 3, crossPerTick, START);
  const scanned = sweep(reference, referenceTicks, crossPerTick, START - 3 * crossPerTick);
  if (scanned.fills !== referenceTicks * crossPerTick)
    throw new Error('the reference filled a different count');
  const floor = plainScan(n, referenceTicks);
  const ratio = scanned.us / crossing.us;
  ratioAtLargest = ratio;
  rows.push({
    resting: n.toLocaleString('en-US'),
    'build s': buildSeconds.toFixed(1),
    'indexed µs/tick (k=0)': idle.us.toFixed(1),
    [`indexed µs/tick (k=${crossPerTick})`]: crossing.us.toFixed(1),
    [`reference µs/tick (k=${crossPerTick})`]: scanned.us.toFixed(0),
    'bare scan µs/tick': floor.toFixed(0),
    'reference ÷ indexed': `${ratio.toFixed(1)}×`,
    'bare scan ÷ indexed': `${(floor / crossing.us).toFixed(1)}×`,
  });
}
console.table(rows);
console.log(
  `at ${sizes[sizes.length - 1]?.toLocaleString('en-US')} resting: ${ratioAtLargest.toFixed(1)}× the reference scan (goal ≥ ${goalRatio}×: ${ratioAtLargest >= goalRatio ? 'met' : 'NOT met'})`,
);
console.log(
  `load average at end: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
