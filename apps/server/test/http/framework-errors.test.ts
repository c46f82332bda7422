import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';

// Requests Fastify or Node's parser refuse before any route runs answer like every other refusal:
// the catalogue's `{ status, code, message }` in Korean, with the status that says what was wrong.
describe('requests refused before any route', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a URL with a broken escape with BAD_URL', async () => {
    const res = await t.app.inject({ url: '/api/%E0?siteInfoId=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'BAD_URL',
      message: '요청 주소가 올바르지 않습니다.',
      data: { reason: 'FST_ERR_BAD_URL' },
    });
  });

  it('answers a body over the limit with 413 BODY_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 413,
      code: 'BODY_TOO_LARGE',
      message: '요청 내용이 너무 큽니다.',
    });
  });

  it('answers a body type no route reads with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login?siteInfoId=1',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: '지원하지 않는 요청 형식입니다.',
    });
  });

  it('answers headers over the limit with 431 HEADERS_TOO_LARGE on a real connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/docs HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(32 * 1024)}\r\n\r\n`);
      });
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => {
        resolve(received);
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toMatchObject({
      status: 431,
      code: 'HEADERS_TOO_LARGE',
      message: '요청 헤더가 너무 큽니다.',
    });
  });
});
