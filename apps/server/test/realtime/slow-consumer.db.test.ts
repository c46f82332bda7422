import { futuresInfoTopic } from '@baro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRealtimeFixture } from '../support/realtime-fixture.ts';
import type { RealtimeFixture } from '../support/realtime-fixture.ts';
import { openRawStompClient } from '../support/stomp-client.ts';

/** About 50 KB of JSON per message: 300 instruments. */
const bigFuturesInfo = {
  items: Array.from({ length: 300 }, (_, index) => ({
    futuresOptionId: index + 1,
    stock: `COIN${index}USDT`,
    lastPrice: '50000.12345678',
    markPrice: '50001.12345678',
    priceChangePercent: '0.5',
    fundingRate: '0.0001',
    nextFundingAt: '2025-03-03T08:00:00.000Z',
  })),
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a consumer that stops reading', () => {
  let rt: RealtimeFixture;

  beforeAll(async () => {
    rt = await openRealtimeFixture();
  });
  afterAll(() => rt.close());

  it('is cut off once it is a bound behind, its buffer never above the bound, while a reader keeps up', async () => {
    const boundBytes = rt.fx.ctx.realtimeLimits.outboundBytesMax;
    const paused = await openRawStompClient(rt.origin);
    paused.send('CONNECT', { 'accept-version': '1.2', host: 'baro', 'heart-beat': '0,0' });
    await paused.frames.next((frame) => frame.command === 'CONNECTED', 'CONNECTED');
    paused.send('SUBSCRIBE', {
      id: 'sub-0',
      destination: futuresInfoTopic.destination,
      receipt: 'subscribed',
    });
    await paused.frames.next((frame) => frame.command === 'RECEIPT', 'the subscription receipt');
    const reader = rt.client({ transport: 'websocket', subscriptions: [futuresInfoTopic.destination] });
    await reader.ready.next(() => true, 'the reader subscribed');
    const [pausedSession] = rt.fx.app.realtime.stats().filter((session) => session.kind === 'guest');
    expect(rt.fx.app.realtime.stats()).toHaveLength(2);

    paused.ws.pause();
    const bodyBytes = JSON.stringify(bigFuturesInfo).length;
    let published = 0;
    let maxBufferedBytes = 0;
    // Loopback kernel buffers take a few megabytes before the server's own buffer grows; 64 MiB
    // without a cut-off would be a failure, not a slow machine.
    while (published * bodyBytes < 64 * 1024 * 1024) {
      for (let i = 0; i < 4; i += 1) {
        rt.fx.ctx.bus.publish(futuresInfoTopic, bigFuturesInfo, { kind: 'broadcast' });
        published += 1;
      }
      await nextTurn();
      const session = rt.fx.app.realtime.stats().find((candidate) => candidate.id === pausedSession?.id);
      if (session === undefined) break;
      maxBufferedBytes = Math.max(maxBufferedBytes, session.bufferedBytes);
    }

    const remaining = rt.fx.app.realtime.stats();
    expect(remaining.map((session) => session.id)).not.toContain(pausedSession?.id);
    expect(maxBufferedBytes).toBeGreaterThan(0);
    expect(maxBufferedBytes).toBeLessThanOrEqual(boundBytes);
    paused.ws.resume();
    await paused.closed;

    // The reader, given time to read, got every message and is still connected.
    await reader.messages.next(() => reader.messages.items.length === published, 'every message', 30_000);
    expect(reader.closes.items).toEqual([]);
    expect(remaining).toHaveLength(1);
    await reader.deactivate();
  });
});
