// Two builds of the futures engine on the same machine at the same time: the working tree's
// `FuturesBook` and the one of a git revision (BENCH_BASELINE, default main), alternating on the mix
// of run.ts and its place/cancel part, each timed in CPU time (`process.cpuUsage`), which a shared
// machine's load disturbs less than the wall clock. What docs/futures-engine.md "Benchmarks" reports
// as "old and new alternating". Each turn of each build runs in a child process of its own
// (`compare-run.ts`): with both builds in one process, the build imported first ran 13–36 % faster
// than the other on identical code (A/A runs, 2026-11-29), which was larger than most changes judged.
import { execFileSync, execSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const baseline = process.env.BENCH_BASELINE ?? 'main';
const rounds = Number(process.env.BENCH_ROUNDS ?? '6');

/** One timed run: CPU and wall-clock milliseconds. */
interface Timing {
  readonly cpu: number;
  readonly wall: number;
  readonly count: number;
}
type Turn = Record<'mix' | 'placeCancel', Timing>;

const root = execSync('git rev-parse --show-toplevel', { encoding: 'utf8' }).trim();
const work = mkdtempSync(join(tmpdir(), 'futures-compare-'));
const builds = { old: join(work, 'old'), new: join(work, 'new') };
execSync(`mkdir -p ${builds.old} && git archive ${baseline} packages/domain/src | tar -x -C ${builds.old}`, {
  cwd: root,
});
cpSync(join(root, 'packages/domain/src'), join(builds.new, 'packages/domain/src'), { recursive: true });

/** One build's turn in a fresh process, under the same loader (tsx) as this one. */
function turn(dir: string): Turn {
  const runner = join(import.meta.dirname, 'compare-run.ts');
  const out = execFileSync(process.execPath, [...process.execArgv, runner, dir], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as Turn;
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const list = (values: readonly number[]): string => values.map((ms) => ms.toFixed(0)).join(' ');

console.log(`baseline ${baseline} against the working tree; load average at start: ${load()}`);
const turns = { old: [] as Turn[], new: [] as Turn[] };
try {
  for (let round = 0; round < rounds; round += 1) {
    // Which build goes first alternates, so neither always runs on the warmer machine.
    const order = round % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
    for (const build of order) turns[build].push(turn(builds[build]));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const [name, part] of [
  ['mix', 'mix'],
  ['place/cancel', 'placeCancel'],
] as const) {
  const old = turns.old.map((t) => t[part]);
  const neu = turns.new.map((t) => t[part]);
  const oldCpu = old.map((run) => run.cpu);
  const newCpu = neu.map((run) => run.cpu);
  const count = (old[0] as Timing).count;
  const faster = oldCpu.filter((ms, index) => (newCpu[index] as number) < ms).length;
  const rate = (ms: number): string => Math.round(count / (ms / 1_000)).toLocaleString('en-US');
  console.log(
    `${name}: ${rate(median(oldCpu))} → ${rate(median(newCpu))} commands per CPU-second ` +
      `(${((median(oldCpu) / median(newCpu) - 1) * 100).toFixed(0)} %; new faster in ${faster} of ${rounds} rounds)`,
  );
  console.log(`  CPU ms: old ${list(oldCpu)}; new ${list(newCpu)}`);
  console.log(`  wall ms: old ${list(old.map((run) => run.wall))}; new ${list(neu.map((run) => run.wall))}`);
}
console.log(`load average at end: ${load()}`);
