import { headerValue } from '../../src/realtime/stomp/index.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.ts';
import { buildTestApp } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { listenOnLoopback, openRawStompClient, waitUntil } from '../support/stomp-client.ts';
import type { RawStompClient } from '../support/stomp-client.ts';

const intervalMs = 50;

async function connect(
  origin: string,
  heartBeat: string,
): Promise<{ client: RawStompClient; header: string }> {
  const client = await openRawStompClient(origin);
  client.send('CONNECT', { 'accept-version': '1.2', host: 'baro', 'heart-beat': heartBeat });
  const connected = await client.frames.next((frame) => frame.command === 'CONNECTED', 'CONNECTED');
  return { client, header: headerValue(connected, 'heart-beat') ?? '' };
}

describe('heart-beats', () => {
  let base: TestApp;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    base = await buildTestApp();
    // The same app with heart-beats every 50 ms, so that missing two of them takes a tenth of a second.
    app = await buildApp({
      ...base.ctx,
      realtimeLimits: {
        ...base.ctx.realtimeLimits,
        heartbeatSendMs: intervalMs,
        heartbeatExpectMs: intervalMs,
      },
    });
    origin = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
    await base.close();
  });

  it('sends heart-beats to a client that asks, and expects none from a client that offers none', async () => {
    const { client, header } = await connect(origin, `0,${intervalMs}`);
    expect(header).toBe(`${intervalMs},0`);
    // Ten intervals: long past the two missed ones that would end a session that was expected to beat.
    await waitUntil(() => client.heartbeats() >= 10, 'ten heart-beats arrived');
    expect(app.realtime.stats()).toHaveLength(1);
    client.ws.close();
    await client.closed;
  });

  it('keeps a session whose client beats', async () => {
    const { client, header } = await connect(origin, `${intervalMs},${intervalMs}`);
    expect(header).toBe(`${intervalMs},${intervalMs}`);
    const beating = setInterval(() => {
      client.ws.send('\n');
    }, intervalMs / 5);
    try {
      await waitUntil(() => client.heartbeats() >= 10, 'ten heart-beats arrived');
      expect(app.realtime.stats()).toHaveLength(1);
    } finally {
      clearInterval(beating);
    }
    client.ws.close();
    await client.closed;
  });

  it('drops a connection that promised heart-beats and went silent', async () => {
    const { client } = await connect(origin, `${intervalMs},0`);
    await client.closed;
    expect(app.realtime.stats()).toEqual([]);
  });

  it('drops a socket that never sends CONNECT', async () => {
    const quick = await buildApp({
      ...base.ctx,
      realtimeLimits: { ...base.ctx.realtimeLimits, connectTimeoutMs: intervalMs },
    });
    try {
      const client = await openRawStompClient(await listenOnLoopback(quick));
      await client.closed;
      expect(quick.realtime.stats()).toEqual([]);
    } finally {
      await quick.close();
    }
  });
});
