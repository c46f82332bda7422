import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { serveWebApp } from '../../apps/server/src/http/web-app.ts';

// The bare page's server: the real server's own way of serving a build (apps/server/src/http/web-app.ts:
// the `.br` / `.gz` files the build step wrote, index.html for any other path, the same cache headers),
// without the API, the database or the market, so the two pages travel over loopback alike.

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

export async function serveStatic(root: string): Promise<StaticServer> {
  // Typed as Fastify's base logger, the app stays the plain FastifyInstance serveWebApp takes.
  const log: FastifyBaseLogger = pino({ level: 'silent' });
  const app = Fastify({ loggerInstance: log });
  if (!(await serveWebApp(app, root, log))) throw new Error(`no index.html in ${root}`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
