import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createContext } from '../../src/create-context.ts';
import type { Database } from '../../src/db/database.ts';
import { buildApp } from '../../src/http/app.ts';
import { serveWebApp } from '../../src/http/web-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

function quietConfig(dataDir: string) {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    DEMO: 'false',
  });
}

// The built web app served next to the API (what `npm start` does): a fixture build stands in for
// apps/web/dist so the test needs no Vite build.
describe('the web app beside the API', () => {
  const shell = '<!doctype html><html lang="ko"><body><div id="root"></div></body></html>';
  let dir: string;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'baro-web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), shell);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"바로"}');
    db = await openTestDatabase();
    const log = pino({ level: 'silent' });
    app = await buildApp(await createContext({ config: quietConfig(dir), db, log }));
    expect(await serveWebApp(app, dir, log)).toBe(true);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/', '/signin', '/exchange/3', '/more/notice/12?tab=1'])(
    'answers a reload of the app path %s with the app shell',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(shell);
    },
  );

  it('serves built files as they are, hashed assets cached for good', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toContain('immutable');
    // Nothing ever revalidates or resumes a hashed file: no validators, no ranges (bytes per file).
    expect(asset.headers).not.toHaveProperty('etag');
    expect(asset.headers).not.toHaveProperty('last-modified');
    expect(asset.headers).not.toHaveProperty('accept-ranges');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // A file served under a stable name keeps its validators, so a no-cache revalidation is a 304.
    expect(manifest.headers).toHaveProperty('etag');
  });

  it('keeps an unknown API call a JSON 404, never the page', async () => {
    for (const url of ['/api/no/such/call', '/api', '/ws/info/nothing']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('still answers the API itself', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('openapi');
  });

  it('answers a missing file with a 404 instead of the page, and never leaves the build folder', async () => {
    expect((await app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const climbing = await app.inject({ url: '/assets/..%2F..%2F..%2Fetc%2Fhostname.txt' });
    expect(climbing.statusCode).toBeGreaterThanOrEqual(400);
    expect(climbing.statusCode).toBeLessThan(500);
    expect((await app.inject({ url: '/assets/broken-%E0.js' })).statusCode).toBe(400);
  });

  it('serves a file built after the server started', async () => {
    await writeFile(join(dir, 'assets', 'later-456.js'), 'console.log("new build")');
    const res = await app.inject({ url: '/assets/later-456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("new build")');
  });

  it('serves nothing without a build and leaves the API alone', async () => {
    const log = pino({ level: 'silent' });
    const bare = await buildApp(await createContext({ config: quietConfig(dir), db, log }));
    expect(await serveWebApp(bare, join(dir, 'missing'), log)).toBe(false);
    const res = await bare.inject({ url: '/signin' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    await bare.close();
  });
});
