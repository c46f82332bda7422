// `npm start` runs this first: it builds the web app (apps/web/dist) when the build is missing or older
// than anything it is built from, so `npm ci && npm start` on a clean clone serves the app at `/`, and
// a start after a pull never serves a stale page. It says what it decided either way.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
// Written last by the build (apps/web/scripts/precompress.mjs, after `vite build`): a build that
// stopped half way, or a bare `vite build` without the compressed files, counts as none.
const built = join(root, 'apps/web/dist/.precompressed');

// The web bundle contains the contracts package too, so a changed route rebuilds it.
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
].map((path) => join(root, path));

/** The newest modification time under a path, and the file that has it. */
function newest(path) {
  if (!existsSync(path)) return { mtimeMs: 0, file: path };
  const stat = statSync(path);
  if (!stat.isDirectory()) return { mtimeMs: stat.mtimeMs, file: path };
  let best = { mtimeMs: 0, file: path };
  for (const entry of readdirSync(path)) {
    const candidate = newest(join(path, entry));
    if (candidate.mtimeMs > best.mtimeMs) best = candidate;
  }
  return best;
}

function reasonToBuild() {
  if (process.env.BARO_SKIP_WEB_BUILD === '1') return undefined;
  if (!existsSync(built)) return 'apps/web/dist is missing or incomplete';
  const builtAt = statSync(built).mtimeMs;
  const latest = sources.map(newest).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  if (latest.mtimeMs > builtAt) return `${relative(root, latest.file)} changed after the last build`;
  return undefined;
}

const reason = reasonToBuild();
if (reason === undefined) {
  console.log('Web app: apps/web/dist is up to date.');
} else {
  console.log(`Web app: building apps/web (${reason}) ...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Vite lists every emitted file (92 font subsets among them); warnings and errors are what matter
  // here (apps/web/vite.config.ts reads the level).
  const result = spawnSync(npm, ['run', 'build', '--workspace', '@baro/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BARO_VITE_LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) {
    console.error('Web app: the build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  console.log('Web app: built into apps/web/dist.');
}
