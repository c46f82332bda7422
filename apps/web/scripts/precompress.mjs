// Runs after `vite build`: writes `x.br` and `x.gz` beside every compressible file of apps/web/dist
// from 256 bytes on, at the highest levels (paid once per build, not per request). The server sends the one a
// browser accepts (@fastify/static `preCompressed`, apps/server/src/http/web-app.ts). Fonts (woff2 is
// compressed already) and images other than SVG are left alone. Last, it writes `.precompressed`, which
// scripts/ensure-web-build.mjs reads as "this build is complete". Usage: node precompress.mjs [dir]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const completeMarker = '.precompressed';
const dir = process.argv.slice(2).find((arg) => !arg.startsWith('-')) ?? join(import.meta.dirname, '../dist');
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);
const minBytes = 256;
// A compressed answer carries `content-encoding: br` (~24 bytes): a variant must save more than that.
const headerBytes = 32;

function* files(path) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
let rawTotal = 0;
let brTotal = 0;
for (const file of files(dir)) {
  if (!compressible.has(extname(file)) || statSync(file).size < minBytes) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
  // A variant that saves less than its header would only cost the client the decoding.
  if (br.length + headerBytes < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length + headerBytes < raw.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  rawTotal += raw.length;
  brTotal += br.length;
}
writeFileSync(join(dir, completeMarker), `${new Date().toISOString()}\n`);
console.log(
  `precompress: ${count} files in ${relative(process.cwd(), dir) || '.'}, ` +
    `${(rawTotal / 1000).toFixed(0)} KB -> ${(brTotal / 1000).toFixed(0)} KB brotli`,
);
