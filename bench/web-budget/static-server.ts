import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

// The bare page's server: files as they are, index.html for anything else, no compression and no
// caching, as the real server sends the app's files (apps/server/src/http/web-app.ts), so the two
// pages travel over loopback alike.

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

export async function serveStatic(root: string): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const file = normalize(join(root, path));
    const inside = file.startsWith(root + sep);
    const target = inside && extname(file) !== '' ? file : join(root, 'index.html');
    readFile(target).then(
      (body) => {
        response.writeHead(200, {
          'content-type': contentTypes[extname(target)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
