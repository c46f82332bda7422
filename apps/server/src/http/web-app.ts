import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { socketEndpointPath } from '@baro/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pageScriptSources } from './page-scripts.ts';
import { apiContentSecurityPolicyHeader, appHelmet, subresourceRoute } from './security-headers.ts';

/** Where `npm run build --workspace @baro/web` writes the web app, seen from this file. */
export function defaultWebAppDir(): string {
  return fileURLToPath(new URL('../../../web/dist', import.meta.url));
}

// Vite names every built asset after its content hash, so a browser may keep it for good; the page
// itself and the service worker must be revalidated, or a deploy would never reach installed apps.
const immutableCache = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const immutableAssetSend = { etag: false, lastModified: false, acceptRanges: false } as const;

function isReservedPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === socketEndpointPath ||
    path.startsWith(`${socketEndpointPath}/`)
  );
}

/** A last segment with an extension names a file; a missing one is a 404, not the app shell. */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/**
 * Serves the built web app from `root` next to the API: its files as they are, and `index.html` for
 * any other GET path so the app's own router handles `/signin` or `/exchange/3` on a reload. `/api`
 * and the socket endpoint are never answered with the page: an unknown call keeps its JSON 404.
 * Without a build (no `index.html`) it serves nothing and says so; the API works either way.
 */
export async function serveWebApp(
  app: FastifyInstance,
  root: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) {
    log.warn({ root }, 'the web app is not built; serving the API only (npm run build:web)');
    return false;
  }
  // The plugin only lends `reply.sendFile`; the one route below decides per request, so a build made
  // while the server runs is served without a restart. The build writes `x.br` and `x.gz` beside each
  // compressible file (apps/web/scripts/precompress.mjs): the plugin sends the one the client
  // accepts, with its Content-Encoding, and the file itself to a client that accepts neither.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.includes('/assets/') ? immutableCache : revalidate);
      // The same URL answers differently per Accept-Encoding; a shared cache must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // The build's hashed scripts, styles and fonts: never a document, so the page's policies would be
  // a kilobyte of headers per file that no browser applies (a phone on /signin fetches 14 of them).
  // A hashed file never changes under its name and is cached as immutable, so nothing revalidates or
  // resumes it: its ETag, Last-Modified and Accept-Ranges would be ~110 bytes per file for nothing.
  app.get('/assets/*', { compress: false, ...subresourceRoute }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply.sendFile(decodeURIComponent(path.slice(1)), immutableAssetSend);
  });
  // Not compressed again on the way out (the files are, or are not worth it), and the page's own
  // security policy in place of the API's, which allows index.html's inline scripts by their hashes.
  const helmet = appHelmet(pageScriptSources(join(root, 'index.html')));
  app.get('/*', { compress: false, helmet }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isReservedPath(path)) {
      // An unknown API call answers as the API does, its policy included.
      void reply.header('content-security-policy', apiContentSecurityPolicyHeader);
      reply.callNotFound();
      return reply;
    }
    // A missing file answers the JSON 404 (the plugin calls the not-found handler); send refuses a
    // path that climbs out of the root.
    // A broken escape (`%E0`) never gets here: Fastify answers it with a 400 first.
    if (looksLikeFile(path)) return reply.sendFile(decodeURIComponent(path.slice(1)));
    return reply.header('cache-control', revalidate).sendFile('index.html');
  });
  return true;
}
