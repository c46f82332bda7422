import {
  futuresInfoTopic,
  noticeTopic,
  noticeTopicDestination,
  pingSend,
  pointQueue,
  pongQueue,
} from '@baro/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openRealtimeFixture, walletPayload } from '../support/realtime-fixture.ts';
import type { RealtimeFixture } from '../support/realtime-fixture.ts';
import type { ClientTransport, StompTestClient } from '../support/stomp-client.ts';

const transports: ClientTransport[] = ['websocket', 'sockjs-websocket', 'sockjs-xhr-streaming'];

const futuresInfo = {
  items: [
    {
      stock: 'BTCUSDT',
      lastPrice: '50000',
      markPrice: '50001',
      priceChangePercent: '0.5',
      fundingRate: '0.0001',
      nextFundingAt: '2025-03-03T08:00:00.000Z',
    },
  ],
};

describe.each(transports)('@stomp/stompjs over %s', (transport) => {
  let rt: RealtimeFixture;

  beforeAll(async () => {
    rt = await openRealtimeFixture();
  });
  afterEach(() => rt.closeClients());
  afterAll(() => rt.close());

  it("connects with a token and receives its own queue, a topic, its site's notices and pongs", async () => {
    const member = await rt.signedIn();
    const site = rt.fx.site.id;
    const client = rt.client({
      transport,
      token: member.accessToken,
      subscriptions: [
        pointQueue.destination,
        futuresInfoTopic.destination,
        noticeTopic(site),
        pongQueue.destination,
      ],
    });
    await client.ready.next((connection) => connection === 1, 'subscriptions confirmed');

    rt.fx.ctx.bus.publish(pointQueue, walletPayload('12.5'), { kind: 'member', memberId: member.id });
    const point = pointQueue.payload.parse(JSON.parse((await client.message(pointQueue.destination)).body));
    expect(point).toMatchObject({ type: 'FUTURES', point: '12.5' });

    rt.fx.ctx.bus.publish(futuresInfoTopic, futuresInfo, { kind: 'broadcast' });
    const info = await client.message(futuresInfoTopic.destination);
    expect(futuresInfoTopic.payload.parse(JSON.parse(info.body))).toEqual(futuresInfo);

    const notice = {
      type: 'FORCE_NOTICE' as const,
      id: 3,
      title: '점검',
      content: '<p>점검</p>',
      at: '2025-03-03T01:02:03Z',
    };
    rt.fx.ctx.bus.publish(noticeTopicDestination, notice, {
      kind: 'site',
      siteId: site,
      params: { siteId: site },
    });
    const received = await client.message(noticeTopic(site));
    expect(JSON.parse(received.body)).toEqual(notice);

    client.client.publish({ destination: pingSend.destination, body: JSON.stringify({ clientTimeMs: 1 }) });
    const pong = await client.message(pongQueue.destination);
    expect(pongQueue.payload.parse(JSON.parse(pong.body)).serverTimeMs).toBeGreaterThan(0);
  });

  it("stamps a member's events with a sequence that goes up by one", async () => {
    const member = await rt.signedIn();
    const client = rt.client({
      transport,
      token: member.accessToken,
      subscriptions: [pointQueue.destination],
    });
    await client.ready.next(() => true, 'subscriptions confirmed');
    for (const point of ['1', '2', '3']) {
      rt.fx.ctx.bus.publish(pointQueue, walletPayload(point), { kind: 'member', memberId: member.id });
    }
    await client.message(pointQueue.destination, (body) => body.point === '3');
    const seqs = client.messages.items.map(
      (message) => pointQueue.payload.parse(JSON.parse(message.body)).seq,
    );
    expect(seqs).toHaveLength(3);
    expect(seqs[1]).toBe(seqs[0]! + 1);
    expect(seqs[2]).toBe(seqs[0]! + 2);
  });

  it("delivers a member's events to that member's sessions only", async () => {
    const [alice, bob] = [await rt.signedIn(), await rt.signedIn()];
    const aliceClient = rt.client({
      transport,
      token: alice.accessToken,
      subscriptions: [pointQueue.destination],
    });
    const bobClient = rt.client({
      transport,
      token: bob.accessToken,
      subscriptions: [pointQueue.destination],
    });
    await aliceClient.ready.next(() => true, 'alice subscribed');
    await bobClient.ready.next(() => true, 'bob subscribed');

    rt.fx.ctx.bus.publish(pointQueue, walletPayload('100'), { kind: 'member', memberId: alice.id });
    rt.fx.ctx.bus.publish(pointQueue, walletPayload('200'), { kind: 'member', memberId: bob.id });
    await aliceClient.message(pointQueue.destination, (body) => body.point === '100');
    await bobClient.message(pointQueue.destination, (body) => body.point === '200');
    const points = (client: StompTestClient) =>
      client.messages.items.map((message) => pointQueue.payload.parse(JSON.parse(message.body)).point);
    expect(points(aliceClient)).toEqual(['100']);
    expect(points(bobClient)).toEqual(['200']);
  });

  it('takes the member from the token, not from the principal URL parameter', async () => {
    const [alice, bob] = [await rt.signedIn(), await rt.signedIn()];
    const client = rt.client({
      transport,
      token: alice.accessToken,
      query: `?principal=${bob.username}`,
      subscriptions: [pointQueue.destination],
    });
    await client.ready.next(() => true, 'subscribed');
    rt.fx.ctx.bus.publish(pointQueue, walletPayload('7'), { kind: 'member', memberId: bob.id });
    rt.fx.ctx.bus.publish(pointQueue, walletPayload('8'), { kind: 'member', memberId: alice.id });
    await client.message(pointQueue.destination, (body) => body.point === '8');
    expect(client.messages.items).toHaveLength(1);
  });

  it('lets a guest in without a token to the public topics', async () => {
    const client = rt.client({
      transport,
      subscriptions: [futuresInfoTopic.destination, pongQueue.destination, noticeTopic(rt.fx.site.id)],
      connectHeaders: { siteInfoId: String(rt.fx.site.id) },
    });
    await client.ready.next(() => true, 'guest subscribed');
    rt.fx.ctx.bus.publish(futuresInfoTopic, futuresInfo, { kind: 'broadcast' });
    await client.message(futuresInfoTopic.destination);
    client.client.publish({ destination: pingSend.destination, body: '{}' });
    await client.message(pongQueue.destination);
  });

  it('refuses a guest a member queue with an ERROR and closes', async () => {
    const client = rt.client({ transport, subscriptions: [pointQueue.destination] });
    const error = await client.errors.next(() => true, 'an ERROR frame');
    expect(error.headers.message).toBe('UNAUTHORIZED');
    await client.closes.next(() => true, 'the socket closed');
  });
});
