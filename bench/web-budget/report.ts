import { availableParallelism } from 'node:os';
import type { LoadedScript, PageLoad, Phase } from './measure.ts';

// The verdict: scripts per group for /signin and for the first screen after sign-in, the median
// LCP, and the two goals, each beside the bare Vite + React page measured in the same run.

/** The goals: JavaScript /signin loads over the wire, and its Largest Contentful Paint. */
export const goalSignInWireBytes = 120_000;
export const goalLcpMs = 1_500;
/** Issue 15 §5: JavaScript a member's phone downloads for /future/{id} opened directly. */
export const goalFutureWireBytes = 170_000;

/** Kilobytes of 1,000 bytes, as Vite's build output prints them. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export interface Measured {
  readonly cpuSlowdown: number;
  readonly runs: number;
  readonly app: readonly PageLoad[];
  readonly bare: readonly PageLoad[];
  /** A member opening /future/{id} directly, the browser's cache off. */
  readonly future: { readonly path: string; readonly scripts: readonly LoadedScript[] };
  /** The machine's 1-minute load average before and after the loads: near 0 for figures to trust. */
  readonly loadAverage: readonly [number, number];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function sum(scripts: readonly LoadedScript[], pick: (script: LoadedScript) => number): number {
  return scripts.reduce((total, script) => total + pick(script), 0);
}

interface GroupRow {
  readonly group: string;
  readonly phase: Phase;
  readonly files: number;
  readonly rawBytes: number;
  readonly wireBytes: number;
  /** The Content-Encodings its scripts came with, e.g. `br` or `br, none`. */
  readonly encodings: string;
}

function groupRows(scripts: readonly LoadedScript[]): GroupRow[] {
  const rows = new Map<string, GroupRow>();
  for (const script of scripts) {
    const key = `${script.phase}\u0000${script.group}`;
    const row = rows.get(key);
    const encodings = new Set(row?.encodings.split(', ') ?? []).add(script.encoding);
    rows.set(key, {
      group: script.group,
      phase: script.phase,
      files: (row?.files ?? 0) + 1,
      rawBytes: (row?.rawBytes ?? 0) + script.rawBytes,
      wireBytes: (row?.wireBytes ?? 0) + script.wireBytes,
      encodings: [...encodings].sort().join(', '),
    });
  }
  return [...rows.values()].sort((a, b) => b.wireBytes - a.wireBytes);
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

function scriptTable(
  scripts: readonly LoadedScript[],
  totalLabel: string,
  extra: readonly string[][] = [],
): string[] {
  const rows = groupRows(scripts).map((row) => [
    row.group + (row.files > 1 ? ` (${row.files} files)` : ''),
    row.phase,
    row.encodings,
    kb(row.rawBytes),
    kb(row.wireBytes),
  ]);
  rows.push([totalLabel, '', '', kb(sum(scripts, (s) => s.rawBytes)), kb(sum(scripts, (s) => s.wireBytes))]);
  return table(['group', 'asked for', 'encoding', 'decoded KB', 'wire KB'], [...rows, ...extra]);
}

const verdict = (met: boolean) => (met ? 'GOAL MET' : 'NOT MET');

/** Whether every load of a page fetched the same scripts (a lazy chunk that loads by timing would not). */
function sameScripts(loads: readonly PageLoad[]): boolean {
  const signature = (load: PageLoad) =>
    load.scripts
      .filter((script) => script.phase !== 'after sign-in')
      .map((script) => script.file)
      .sort()
      .join(',');
  return loads.every((load) => signature(load) === signature(loads[0] ?? load));
}

export function printReport(measured: Measured): void {
  const [firstApp] = measured.app;
  const [firstBare] = measured.bare;
  if (firstApp === undefined || firstBare === undefined) throw new Error('no load was measured');
  const signin = firstApp.scripts.filter((script) => script.phase !== 'after sign-in');
  const afterSignIn = firstApp.scripts.filter((script) => script.phase === 'after sign-in');
  const bareWire = sum(firstBare.scripts, (s) => s.wireBytes);
  const appWire = sum(signin, (s) => s.wireBytes);
  const firstScreenWire = sum(
    signin.filter((s) => s.phase === 'first screen'),
    (s) => s.wireBytes,
  );
  const futureWire = sum(measured.future.scripts, (s) => s.wireBytes);
  const appLcp = median(measured.app.map((load) => load.lcpMs));
  const bareLcp = median(measured.bare.map((load) => load.lcpMs));
  const runs = (loads: readonly PageLoad[]) => loads.map((load) => load.lcpMs.toFixed(0)).join(', ');

  const out: string[] = [];
  out.push('');
  out.push(
    `Baro web budget — Chromium ${measured.cpuSlowdown}× CPU slowdown, 390×844, fresh context per load ` +
      `(no cache, no service worker), ${measured.runs} loads per page. KB = 1,000 bytes. ` +
      'wire = bytes received as the server sent them (CDP encodedDataLength: the encoded body and the response ' +
      'headers); decoded = the script the browser parses.',
  );
  const [loadBefore, loadAfter] = measured.loadAverage;
  out.push(
    `Machine: ${availableParallelism()} CPUs; 1-minute load average ${loadBefore.toFixed(2)} before the run, ` +
      `${loadAfter.toFixed(2)} after it (the run's own build, server and browser count in the second).` +
      (loadBefore > 0.5
        ? ' Busy at the start: LCP scatters; compare app / bare, measured side by side.'
        : ''),
  );
  out.push(
    "'asked for': first screen = requested before the first screen's element was in the document (the 로그인 " +
      'button; the bare heading); idle = after that, until the network had been silent for 1.5 s.',
  );
  out.push('');
  out.push('/signin — JavaScript');
  out.push(
    ...scriptTable(signin, 'total /signin', [
      ['  of which before the form', '', '', '', kb(firstScreenWire)],
      [
        'bare Vite + React page (total)',
        '',
        [...new Set(firstBare.scripts.map((s) => s.encoding))].join(', '),
        kb(sum(firstBare.scripts, (s) => s.rawBytes)),
        kb(bareWire),
      ],
      ['app / bare', '', '', '', `${(appWire / bareWire).toFixed(2)}×`],
    ]),
  );
  out.push('');
  out.push(`First screen after sign-in as demo (${firstApp.landedOn ?? '?'}) — JavaScript it adds`);
  out.push(...scriptTable(afterSignIn, 'total added'));
  out.push('');
  out.push(`${measured.future.path} opened by a signed-in member, cache off — JavaScript`);
  out.push(...scriptTable(measured.future.scripts, `total ${measured.future.path}`));
  out.push('');
  out.push(`Largest Contentful Paint of /signin, median of ${measured.runs}`);
  out.push(
    ...table(
      ['page', 'median ms', 'each load (ms)', 'element'],
      [
        ['app /signin', appLcp.toFixed(0), runs(measured.app), firstApp.lcpElement],
        ['bare page', bareLcp.toFixed(0), runs(measured.bare), firstBare.lcpElement],
        ['app / bare', `${(appLcp / bareLcp).toFixed(2)}×`, '', ''],
      ],
    ),
  );
  if (!sameScripts(measured.app) || !sameScripts(measured.bare)) {
    out.push(
      'WARNING: not every load fetched the same scripts; the sizes above are those of the first load.',
    );
  }
  out.push('');
  out.push('Goals');
  out.push(
    ...table(
      ['goal', 'app', 'bare page', 'verdict'],
      [
        [
          `/signin JavaScript ≤ ${kb(goalSignInWireBytes)} KB over the wire`,
          `${kb(appWire)} KB`,
          `${kb(bareWire)} KB`,
          verdict(appWire <= goalSignInWireBytes),
        ],
        [
          `/signin LCP ≤ ${(goalLcpMs / 1000).toFixed(1)} s`,
          `${(appLcp / 1000).toFixed(2)} s`,
          `${(bareLcp / 1000).toFixed(2)} s`,
          verdict(appLcp <= goalLcpMs),
        ],
        [
          `/future/{id} JavaScript ≤ ${kb(goalFutureWireBytes)} KB over the wire`,
          `${kb(futureWire)} KB`,
          '',
          verdict(futureWire <= goalFutureWireBytes),
        ],
      ],
    ),
  );
  out.push('');
  console.log(out.join('\n'));
}
