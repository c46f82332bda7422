import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createContext } from '../../src/create-context.ts';
import type { Database } from '../../src/db/database.ts';
import { buildApp } from '../../src/http/app.ts';
import { apiHelmetOptions } from '../../src/http/security-headers.ts';
import { serveWebApp } from '../../src/http/web-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

// What travels: the web app's files as the build compressed them (`x.br` / `x.gz` beside `x`), JSON
// answers compressed when they are worth it, and the browser protections on pages, API and docs.
// A fixture build stands in for apps/web/dist, with variants whose bytes differ from a fresh
// compression of the file, so the test sees which bytes the server sent.

const script = `console.log(${JSON.stringify('바로 '.repeat(600))});`;
const pageScript = 'document.documentElement.dataset.theme = "dark";';
const shell = `<!doctype html><html lang="ko"><head><script>${pageScript}</script><script src="/theme.js"></script></head><body>${'<div></div>'.repeat(150)}</body></html>`;
const pageScriptHash = `'sha256-${createHash('sha256').update(pageScript).digest('base64')}'`;

async function appOn(dir: string, db: Database, env: Record<string, string> = {}) {
  const log = pino({ level: 'silent' });
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    DEMO: 'false',
    ...env,
  });
  const app = await buildApp(await createContext({ config, db, log }));
  expect(await serveWebApp(app, dir, log)).toBe(true);
  await app.ready();
  return app;
}

describe('delivery and browser protections', () => {
  let dir: string;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'baro-delivery-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), shell);
    await writeFile(join(dir, 'index.html.br'), brotliCompressSync(shell));
    await writeFile(join(dir, 'index.html.gz'), gzipSync(shell));
    await writeFile(join(dir, 'assets', 'app-abc123.js'), script);
    await writeFile(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    await writeFile(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script, { level: 1 }));
    await writeFile(join(dir, 'assets', 'small-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'theme.js'), 'document.documentElement.dataset.theme = "dark";');
    db = await openTestDatabase();
    app = await appOn(dir, db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('compression', () => {
    it('sends the brotli file the build wrote to a client that accepts it, once compressed', async () => {
      const res = await app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      // Decoding once gives the script: not compressed a second time on the way out.
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    });

    it('sends the gzip file to a client that accepts gzip only, and the file itself to one that accepts neither', async () => {
      const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const plain = await app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    });

    it('compresses the app shell for any app path', async () => {
      const res = await app.inject({ url: '/signin', headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shell);
    });

    it('sends a file the build did not compress as it is', async () => {
      const res = await app.inject({
        url: '/assets/small-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe('console.log(1)');
    });

    it('compresses a JSON answer above a kilobyte, and leaves a small one alone', async () => {
      const docs = await app.inject({ url: '/api/docs', headers: { 'accept-encoding': 'br' } });
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['content-encoding']).toBe('br');
      expect(docs.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('openapi');
      const small = await app.inject({
        url: '/api/no/such/call',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(small.statusCode).toBe(404);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('security headers', () => {
    const common = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    };

    it('gives the app page a policy that runs its own files and its own inline scripts only', async () => {
      for (const url of ['/', '/signin', '/theme.js']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers).toMatchObject(common);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain(`script-src 'self' ${pageScriptHash};`);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'self'");
        expect(csp).toContain("connect-src 'self'");
        expect(csp).toContain("worker-src 'self'");
        expect(csp).not.toContain('unsafe-eval');
        expect(String(res.headers['permissions-policy'])).toContain('camera=()');
        expect(String(res.headers['permissions-policy'])).toContain('geolocation=()');
      }
    });

    it('allows exactly the inline scripts of the page it sends, a new build’s included', async () => {
      const other = await mkdtemp(join(tmpdir(), 'baro-page-scripts-'));
      const page = (scripts: string) => `<!doctype html><html><head>${scripts}</head><body></body></html>`;
      await writeFile(join(other, 'index.html'), page('<script src="/app.js"></script>'));
      const served = await appOn(other, db);
      const scriptSrc = async () => {
        const res = await served.inject({ url: '/signin' });
        return /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.trim();
      };
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      try {
        expect(await scriptSrc()).toBe("'self'");
        // A build made while the server runs: its scripts, and no longer the old ones. The text is
        // hashed as UTF-8, as the browser hashes it.
        await writeFile(join(other, 'index.html'), page('<script>a("바로")</script><script>b()</script>'));
        expect(await scriptSrc()).toBe(`'self' ${hash('a("바로")')} ${hash('b()')}`);
      } finally {
        await served.close();
        await rm(other, { recursive: true, force: true });
      }
    });

    it("sends the build's hashed files without the document policies, keeping nosniff", async () => {
      const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect((await app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
    });

    it('lets API answers and the docs load, run and be framed by nothing', async () => {
      for (const url of ['/api/docs', '/api/no/such/call', '/api/banklist?siteInfoId=1']) {
        const res = await app.inject({ url });
        expect(res.headers).toMatchObject(common);
        expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        expect(String(res.headers['permissions-policy'])).toContain('microphone=()');
      }
    });

    it('sets on API answers exactly the headers the helmet plugin set when it ran on every request', async () => {
      // The API's headers are worked out once (security-headers.ts); a Fastify with the plugin global
      // and the same options is the reference, over http and https.
      for (const publicUrl of ['http://localhost:3000', 'https://baro.example']) {
        const reference = Fastify();
        await reference.register(fastifyHelmet, { global: true, ...apiHelmetOptions(publicUrl) });
        reference.get('/api/docs', () => Promise.resolve({}));
        const served = publicUrl.startsWith('https') ? await appOn(dir, db, { PUBLIC_URL: publicUrl }) : app;
        try {
          const expected = (await reference.inject({ url: '/api/docs' })).headers;
          const helmetNames = Object.keys(expected).filter(
            (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
          );
          expect(helmetNames.length).toBeGreaterThan(8);
          for (const url of ['/api/docs', '/api/no/such/call', '/api/banklist?siteInfoId=1']) {
            const res = await served.inject({ url });
            for (const name of helmetNames)
              expect([url, name, res.headers[name]]).toEqual([url, name, expected[name]]);
            expect(res.headers['x-powered-by']).toBeUndefined();
          }
        } finally {
          await reference.close();
          if (served !== app) await served.close();
        }
      }
    });

    it('sends HSTS only when the public address is https', async () => {
      expect((await app.inject({ url: '/api/docs' })).headers['strict-transport-security']).toBeUndefined();
      const https = await appOn(dir, db, { PUBLIC_URL: 'https://baro.example' });
      try {
        for (const url of ['/', '/api/docs', '/assets/app-abc123.js']) {
          const res = await https.inject({ url });
          expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        }
      } finally {
        await https.close();
      }
    });
  });
});
