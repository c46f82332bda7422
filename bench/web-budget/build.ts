import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { InlineConfig } from 'vite';

// Both pages are built in the run that measures them, with Vite's own API: the web app with its
// configuration into apps/web/dist (where the server serves it, as `npm start` builds it), the bare
// page with nothing but the React plugin into a temporary directory. Both then get the web build's
// own last step, the `.br` / `.gz` files beside each compressible file (apps/web/scripts/precompress.mjs),
// so both are served compressed alike.

export interface BuiltPage {
  readonly outDir: string;
  /** The chunk (lazy group, manual group or entry) each emitted script belongs to, by file name. */
  readonly groupOf: ReadonlyMap<string, string>;
}

interface OutputItem {
  readonly type: string;
  readonly fileName: string;
  readonly name?: string;
}

/** The emitted chunks, whatever shape `build` answered with (one output, several, or a watcher). */
function chunksOf(result: unknown): OutputItem[] {
  const outputs = Array.isArray(result) ? (result as unknown[]) : [result];
  return outputs.flatMap((output) => {
    if (typeof output !== 'object' || output === null || !('output' in output)) return [];
    return (output as { output: OutputItem[] }).output.filter((item) => item.type === 'chunk');
  });
}

function precompress(outDir: string): void {
  const script = join(import.meta.dirname, '../../apps/web/scripts/precompress.mjs');
  const result = spawnSync(process.execPath, [script, outDir], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`precompressing ${outDir} failed`);
}

async function buildPage(config: InlineConfig, outDir: string): Promise<BuiltPage> {
  const result = await build({
    ...config,
    mode: 'production',
    logLevel: 'warn',
    build: { ...config.build, outDir, emptyOutDir: true },
  });
  precompress(outDir);
  const groupOf = new Map<string, string>();
  for (const chunk of chunksOf(result)) {
    groupOf.set(chunk.fileName.split('/').pop() ?? chunk.fileName, chunk.name ?? chunk.fileName);
  }
  return { outDir, groupOf };
}

/** The member app, production build, into apps/web/dist. */
export function buildApp(repoRoot: string): Promise<BuiltPage> {
  const webDir = join(repoRoot, 'apps/web');
  return buildPage({ root: webDir, configFile: join(webDir, 'vite.config.ts') }, join(webDir, 'dist'));
}

/** bench/web-budget/bare (index.html + main.tsx), production build, into a fresh temporary directory. */
export function buildBarePage(): Promise<BuiltPage> {
  const outDir = mkdtempSync(join(tmpdir(), 'baro-web-budget-bare-'));
  return buildPage(
    { root: join(import.meta.dirname, 'bare'), configFile: false, envDir: false, plugins: [react()] },
    outDir,
  );
}

/**
 * The group of a script URL: the build's chunk name when the build emitted it, else the file name
 * without its content hash (`vendor-BtYtIn7p.js` → `vendor`).
 */
export function groupOfScript(page: BuiltPage, url: string): string {
  const file = new URL(url).pathname.split('/').pop() ?? url;
  return page.groupOf.get(file) ?? file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
}
