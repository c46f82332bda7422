// One build's turn in `compare.ts`: imports the `FuturesBook` of the build at argv[2] (a directory
// holding its `packages/domain/src`), decides the mix and its place/cancel part each on a fresh
// engine, and prints their CPU and wall-clock milliseconds (and command counts) as JSON. A process of its own, so that
// neither build's code or objects share a heap or the JIT's state with the other's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { futuresTerms, type FuturesCommand } from '@baro/domain';
import { bookCommands, buildMix, loadCommands, memberIds } from './workload.ts';

type Engine = { decide(command: FuturesCommand): unknown };
type EngineClass = new (terms: ReturnType<typeof futuresTerms>) => Engine;

const dir = process.argv[2] as string;
const total = Number(process.env.BENCH_COMMANDS ?? '1000000');
const { FuturesBook: Book } = (await import(join(dir, 'packages/domain/src/index.ts'))) as {
  FuturesBook: EngineClass;
};
const members = memberIds(1_000);
const mix = buildMix(members, total, 15);

/**
 * Builds before 2026-11-29 (h15-engine7) took string order ids: such a build is fed the same ids
 * as the strings it was measured with before (`o` and the number). Every build's commands are copied
 * the same way just before its timing, so that both builds allocate alike before each timed part
 * (copying only an older build's commands let it collect the mix's garbage before its place/cancel
 * part, and the other build during it).
 */
const stringIds = readFileSync(join(dir, 'packages/domain/src/futures/types.ts'), 'utf8').includes(
  'readonly orderId: string;',
);
function forBuild(commands: readonly FuturesCommand[]): readonly FuturesCommand[] {
  return commands.map((command) =>
    stringIds && 'orderId' in command
      ? ({ ...command, orderId: `o${command.orderId}` } as unknown as FuturesCommand)
      : { ...command },
  );
}

/** Decides `commands` on a fresh engine; answers the CPU and wall time they took. */
function timed(commands: readonly FuturesCommand[]): { cpu: number; wall: number; count: number } {
  const engine = new Book(futuresTerms('BTCUSDT'));
  for (const command of loadCommands(members)) engine.decide(command);
  const before = process.cpuUsage();
  const started = performance.now();
  for (const command of commands) engine.decide(command);
  const wall = performance.now() - started;
  const used = process.cpuUsage(before);
  return { cpu: (used.user + used.system) / 1_000, wall, count: commands.length };
}

console.log(
  JSON.stringify({
    mix: timed(forBuild(mix.commands)),
    placeCancel: timed(forBuild(bookCommands(mix.bookSteps))),
  }),
);
