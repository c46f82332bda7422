// Two builds of the futures engine on the same machine at the same time: the working tree's
// `FuturesBook` and the one of a git revision (BENCH_BASELINE, default main), alternating in one
// process on the mix of run.ts and its place/cancel part, each timed in CPU time
// (`process.cpuUsage`), which a shared machine's load disturbs less than the wall clock. What
// docs/futures-engine.md "Benchmarks" reports as "old and new alternating in one process".
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FuturesBook, futuresTerms, type FuturesCommand } from '@baro/domain';
import { bookCommands, buildMix, loadCommands, memberIds } from './workload.ts';

type Engine = { decide(command: FuturesCommand): unknown };
type EngineClass = new (terms: ReturnType<typeof futuresTerms>) => Engine;

const baseline = process.env.BENCH_BASELINE ?? 'main';
const total = Number(process.env.BENCH_COMMANDS ?? '1000000');
const rounds = Number(process.env.BENCH_ROUNDS ?? '6');

/** The baseline's `packages/domain/src`, extracted from git into a temporary directory. */
async function baselineBook(): Promise<{ Book: EngineClass; cleanUp: () => void }> {
  const root = execSync('git rev-parse --show-toplevel', { encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'futures-baseline-'));
  execSync(`git archive ${baseline} packages/domain/src | tar -x -C ${dir}`, { cwd: root });
  const domain = (await import(join(dir, 'packages/domain/src/index.ts'))) as { FuturesBook: EngineClass };
  return {
    Book: domain.FuturesBook,
    cleanUp: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const members = memberIds(1_000);
const mix = buildMix(members, total, 15);
const placeCancel = bookCommands(mix.bookSteps);

/** One timed run: CPU and wall-clock milliseconds. */
interface Timing {
  readonly cpu: number;
  readonly wall: number;
}

/** Decides `commands` on a fresh engine of `Book`; answers the CPU and wall time they took. */
function timed(Book: EngineClass, commands: readonly FuturesCommand[]): Timing {
  const engine = new Book(futuresTerms('BTCUSDT'));
  for (const command of loadCommands(members)) engine.decide(command);
  const before = process.cpuUsage();
  const started = performance.now();
  for (const command of commands) engine.decide(command);
  const wall = performance.now() - started;
  const used = process.cpuUsage(before);
  return { cpu: (used.user + used.system) / 1_000, wall };
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const list = (values: readonly number[]): string => values.map((ms) => ms.toFixed(0)).join(' ');

const { Book: Old, cleanUp } = await baselineBook();
console.log(`baseline ${baseline} against the working tree; load average at start: ${load()}`);
const parts = [
  { name: 'mix', commands: mix.commands, old: [] as Timing[], new: [] as Timing[] },
  { name: 'place/cancel', commands: placeCancel, old: [] as Timing[], new: [] as Timing[] },
];
for (let round = 0; round < rounds; round += 1) {
  // Which build goes first alternates, so neither always runs on the warmer machine.
  const order = round % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
  for (const part of parts) {
    for (const build of order) part[build].push(timed(build === 'old' ? Old : FuturesBook, part.commands));
  }
}
cleanUp();
for (const part of parts) {
  const count = part.commands.length;
  const oldCpu = part.old.map((run) => run.cpu);
  const newCpu = part.new.map((run) => run.cpu);
  const faster = oldCpu.filter((ms, index) => (newCpu[index] as number) < ms).length;
  console.log(
    `${part.name}: ${Math.round(count / (median(oldCpu) / 1_000)).toLocaleString('en-US')} → ` +
      `${Math.round(count / (median(newCpu) / 1_000)).toLocaleString('en-US')} commands per CPU-second ` +
      `(${((median(oldCpu) / median(newCpu) - 1) * 100).toFixed(0)} %; new faster in ${faster} of ${rounds} rounds)`,
  );
  console.log(`  CPU ms: old ${list(oldCpu)}; new ${list(newCpu)}`);
  console.log(
    `  wall ms: old ${list(part.old.map((run) => run.wall))}; new ${list(part.new.map((run) => run.wall))}`,
  );
}
console.log(`load average at end: ${load()}`);
