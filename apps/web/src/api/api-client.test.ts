// @vitest-environment node
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as auth from '@baro/contracts/manifest/auth';
import * as site from '@baro/contracts/manifest/site';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createSiteStorage } from '../storage/site-storage.ts';
import { demoSite } from '../test/test-app.tsx';
import { createApiClient } from './api-client.ts';
import type { ApiClientOptions } from './api-client.ts';
import { createTokenStore } from './token-store.ts';

// The client against a real HTTP server that behaves as Baro's does where it matters here: /api/login
// renews tokens (slowly, so concurrent callers overlap), /api/me wants the current access token and
// answers 401 TOKEN_EXPIRED for an old one.

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

const me = {
  id: 7,
  username: 'demo',
  name: '김바로',
  nick: '바로회원',
  phone: '01012340001',
  email: null,
  status: 'NORMAL',
  etcJson: {},
  money: '10000000',
  wallet: {},
};

const storedFileId = '5f0c2a3e-8d1b-4c7a-9e2f-0a1b2c3d4e5f';
const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let validToken = 'access-1';
let refreshAnswer: 'renew' | 'refuse' = 'renew';
let brokenMe = false;
let siteAnswer: unknown = undefined;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  const url = new URL(req.url ?? '/', 'http://test');
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    body: text === '' ? undefined : JSON.parse(text),
  });
  if (url.pathname === '/api/login') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (refreshAnswer === 'refuse') {
      send(res, 401, {
        status: 401,
        code: 'REFRESH_TOKEN_INVALID',
        message: '로그인 정보가 만료되었습니다.',
      });
      return;
    }
    validToken = `access-${seen.length}`;
    send(res, 200, { accessToken: validToken, refreshToken: `refresh-${seen.length}`, expiresIn: 900 });
    return;
  }
  if (url.pathname === '/api/me') {
    if (req.headers.authorization === undefined) {
      send(res, 401, { status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
    } else if (req.headers.authorization !== `Bearer ${validToken}`) {
      send(res, 401, { status: 401, code: 'TOKEN_EXPIRED', message: '토큰이 만료되었습니다.' });
    } else {
      send(res, 200, brokenMe ? { ...me, money: 12.5 } : me);
    }
    return;
  }
  if (url.pathname.startsWith('/api/file/')) {
    if (req.headers.authorization !== `Bearer ${validToken}`) {
      send(res, 401, { status: 401, code: 'TOKEN_EXPIRED', message: '토큰이 만료되었습니다.' });
    } else if (url.pathname !== `/api/file/${storedFileId}`) {
      send(res, 404, { status: 404, code: 'FILE_NOT_FOUND', message: '파일을 찾을 수 없습니다.' });
    } else {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from(pngBytes));
    }
    return;
  }
  if (url.pathname === '/api/site_info/code' && siteAnswer !== undefined) {
    send(res, 200, siteAnswer);
    return;
  }
  if (url.pathname === '/api/site_info/temp/acme') {
    send(res, 404, { status: 404, code: 'PROVIDER_NOT_FOUND', message: '지원하지 않는 결제 서비스입니다.' });
    return;
  }
  send(res, 404, { status: 404, code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  seen = [];
  validToken = 'access-1';
  refreshAnswer = 'renew';
  brokenMe = false;
  siteAnswer = undefined;
});

const nowMs = 1_800_000_000_000;

function setup(extra: Partial<ApiClientOptions> = {}) {
  const tokens = createTokenStore(createSiteStorage(createMemoryStore(), 'demo'));
  const onSessionEnded = vi.fn();
  const api = createApiClient({
    baseUrl,
    tokens,
    siteId: () => 1,
    language: () => 'ko',
    now: () => nowMs,
    onSessionEnded,
    ...extra,
  });
  return { api, tokens, onSessionEnded };
}

describe('the API client', () => {
  it('renews an expired token once for three calls that wait on it', async () => {
    const { api, tokens } = setup();
    // Issued 900 s ago with a 900 s lifetime: expired now.
    tokens.save({ accessToken: 'access-old', refreshToken: 'refresh-0', expiresIn: 900 }, nowMs - 900_000);

    const results = await Promise.all([api.call(auth.me), api.call(auth.me), api.call(auth.me)]);

    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    const logins = seen.filter((request) => request.url.startsWith('/api/login'));
    expect(logins).toHaveLength(1);
    expect(logins[0]?.body).toEqual({ refreshToken: 'refresh-0', siteInfoId: 1 });
    const meCalls = seen.filter((request) => request.url.startsWith('/api/me'));
    expect(meCalls.map((request) => request.authorization)).toEqual(Array(3).fill(`Bearer ${validToken}`));
    expect(tokens.read()?.accessToken).toBe(validToken);
  });

  it('ends the session once when the server refuses the refresh', async () => {
    refreshAnswer = 'refuse';
    const { api, tokens, onSessionEnded } = setup();
    tokens.save({ accessToken: 'access-old', refreshToken: 'refresh-0', expiresIn: 900 }, nowMs - 900_000);

    const results = await Promise.all([api.call(auth.me), api.call(auth.me)]);

    expect(seen.filter((request) => request.url.startsWith('/api/login'))).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded.mock.calls[0]?.[0]).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    expect(tokens.read()).toBeNull();
    expect(results[0]).toMatchObject({ ok: false, status: 401, code: 'UNAUTHORIZED' });
  });

  it('renews and retries once when the server calls a token expired before the client does', async () => {
    const { api, tokens } = setup();
    tokens.save({ accessToken: 'access-revoked-early', refreshToken: 'refresh-0', expiresIn: 900 }, nowMs);

    const result = await api.call(auth.me);

    expect(result).toMatchObject({ ok: true, data: { username: 'demo' } });
    expect(seen.map((request) => request.url.split('?')[0])).toEqual(['/api/me', '/api/login', '/api/me']);
  });

  it('answers a rejection as a value with the server message, and adds siteInfoId to the query', async () => {
    const { api } = setup();

    const result = await api.call(site.infoForProvider, {
      params: { provider: 'acme' },
      query: { code: 'demo' },
    });

    expect(result).toEqual({
      ok: false,
      status: 404,
      code: 'PROVIDER_NOT_FOUND',
      message: '지원하지 않는 결제 서비스입니다.',
      data: undefined,
    });
    expect(seen[0]?.url).toBe('/api/site_info/temp/acme?code=demo&siteInfoId=1');
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('refuses an answer that breaks its contract instead of handing it on', async () => {
    brokenMe = true;
    const { api, tokens } = setup();
    tokens.save({ accessToken: 'access-1', refreshToken: 'refresh-0', expiresIn: 900 }, nowMs);

    const result = await api.call(auth.me);

    expect(result).toMatchObject({ ok: false, status: 200, code: 'INVALID_RESPONSE' });
  });

  it('answers a network failure as a value in the message language', async () => {
    const { api } = setup({ baseUrl: 'http://127.0.0.1:1', language: () => 'en' });

    const result = await api.call(site.infoByCode, { query: { code: 'demo' } });

    expect(result).toMatchObject({ ok: false, status: 0, code: 'NETWORK_ERROR' });
    expect(result.ok ? '' : result.message).toMatch(/temporary error/);
  });

  it('reports each call as pending from its start until its answer, the refresh it waited for included', async () => {
    const log: string[] = [];
    let pending = 0;
    const { api, tokens } = setup({
      track: () => {
        pending += 1;
        log.push(`start (${pending} pending)`);
        return () => {
          pending -= 1;
          log.push(`end (${pending} pending)`);
        };
      },
    });
    tokens.save({ accessToken: 'access-old', refreshToken: 'refresh-0', expiresIn: 900 }, nowMs - 900_000);

    const calls = Promise.all([api.call(auth.me), api.call(auth.me)]);
    expect(pending).toBe(2);
    const results = await calls;
    expect(results.every((result) => result.ok)).toBe(true);
    // Two calls, each counted once however many requests it took (the shared refresh, then /me).
    expect(log).toEqual(['start (1 pending)', 'start (2 pending)', 'end (1 pending)', 'end (0 pending)']);
    expect(seen.map((request) => request.url.split('?')[0])).toEqual(['/api/login', '/api/me', '/api/me']);
  });

  it('on a reload with an expired token, asks for site info first, then refreshes once, then loads the member', async () => {
    siteAnswer = demoSite;
    // Unknown until site info has answered, as in the app's store.
    let siteId: number | undefined = undefined;
    const { api, tokens } = setup({ siteId: () => siteId });
    tokens.save({ accessToken: 'access-old', refreshToken: 'refresh-0', expiresIn: 900 }, nowMs - 900_000);

    // Start-up (spec §4): site info, and only with its id the member.
    const siteInfo = await api.call(site.infoByCode, { query: { code: 'demo' } });
    expect(siteInfo).toMatchObject({ ok: true, data: { id: 1 } });
    siteId = siteInfo.ok ? siteInfo.data.id : undefined;
    const me = await api.call(auth.me);

    expect(me).toMatchObject({ ok: true, data: { username: 'demo' } });
    expect(seen.map((request) => request.url.split('?')[0])).toEqual([
      '/api/site_info/code',
      '/api/login',
      '/api/me',
    ]);
    // Site info went without the expired token; the refresh named the site it had answered.
    expect(seen[0]?.authorization).toBeUndefined();
    expect(seen[1]?.body).toEqual({ refreshToken: 'refresh-0', siteInfoId: 1 });
    expect(seen[2]?.authorization).toBe(`Bearer ${validToken}`);
  });

  it('validates site info without zod, leaving out what the contract does not name', async () => {
    siteAnswer = { ...demoSite, secret: 'never shown' };
    const { api } = setup();

    const result = await api.call(site.infoByCode, { query: { code: 'demo' } });

    expect(result).toEqual({ ok: true, data: demoSite });
  });

  it('refuses site info that breaks its contract', async () => {
    siteAnswer = { ...demoSite, features: { ...demoSite.features, p2p: 'yes' } };
    const { api } = setup();

    const result = await api.call(site.infoByCode, { query: { code: 'demo' } });

    expect(result).toMatchObject({ ok: false, status: 200, code: 'INVALID_RESPONSE' });
  });

  it('ends a pending call that got no answer too', async () => {
    let pending = 0;
    const { api } = setup({
      baseUrl: 'http://127.0.0.1:1',
      track: () => {
        pending += 1;
        return () => {
          pending -= 1;
        };
      },
    });

    const result = await api.call(site.infoByCode, { query: { code: 'demo' } });

    expect(result.ok).toBe(false);
    expect(pending).toBe(0);
  });

  it("downloads a file's bytes with the member's token, renewing it once when the server calls it expired", async () => {
    const { api, tokens } = setup();
    tokens.save({ accessToken: 'access-revoked-early', refreshToken: 'refresh-0', expiresIn: 900 }, nowMs);

    const result = await api.download(site.downloadFile, { params: { id: storedFileId } });

    if (!result.ok) throw new Error(`download failed: ${result.code}`);
    expect(result.data.type).toBe('image/png');
    expect([...new Uint8Array(await result.data.arrayBuffer())]).toEqual(pngBytes);
    expect(seen.map((request) => request.url.split('?')[0])).toEqual([
      `/api/file/${storedFileId}`,
      '/api/login',
      `/api/file/${storedFileId}`,
    ]);
  });

  it("answers a file the server refuses with the server's code and message", async () => {
    const { api, tokens } = setup();
    tokens.save({ accessToken: 'access-1', refreshToken: 'refresh-0', expiresIn: 900 }, nowMs);

    const result = await api.download(site.downloadFile, {
      params: { id: '5f0c2a3e-8d1b-4c7a-9e2f-0a1b2c3d4e60' },
    });

    expect(result).toMatchObject({
      ok: false,
      status: 404,
      code: 'FILE_NOT_FOUND',
      message: '파일을 찾을 수 없습니다.',
    });
  });
});
