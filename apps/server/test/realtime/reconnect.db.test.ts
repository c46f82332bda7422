import type { AddressInfo } from 'node:net';
import { futuresInfoTopic, pointQueue } from '@baro/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.ts';
import { openRealtimeFixture, walletPayload } from '../support/realtime-fixture.ts';
import type { RealtimeFixture } from '../support/realtime-fixture.ts';
import { listenOnLoopback } from '../support/stomp-client.ts';
import type { ClientTransport } from '../support/stomp-client.ts';

const transports: ClientTransport[] = ['websocket', 'sockjs-websocket', 'sockjs-xhr-streaming'];

describe.each(transports)('a server restart under @stomp/stompjs over %s', (transport) => {
  let rt: RealtimeFixture;
  let restarted: FastifyInstance | undefined;

  beforeEach(async () => {
    rt = await openRealtimeFixture();
  });
  afterEach(async () => {
    await rt.closeClients();
    await restarted?.close();
    restarted = undefined;
    await rt.close();
  });

  it('reconnects, resubscribes and receives again, with the sequence carrying on', async () => {
    const member = await rt.signedIn();
    const client = rt.client({
      transport,
      token: member.accessToken,
      reconnectDelayMs: 50,
      subscriptions: [pointQueue.destination, futuresInfoTopic.destination],
    });
    await client.ready.next((connection) => connection === 1, 'first subscriptions');
    rt.fx.ctx.bus.publish(pointQueue, walletPayload('1'), { kind: 'member', memberId: member.id });
    const before = await client.message(pointQueue.destination, (body) => body.point === '1');

    // The same context (database, keys, bus) behind a new app on the same port, as after a restart.
    const { port } = rt.fx.app.server.address() as AddressInfo;
    await rt.fx.app.close();
    await client.closes.next(() => true, 'the socket closed with the server');
    restarted = await buildApp(rt.fx.ctx);
    await listenOnLoopback(restarted, port);

    await client.ready.next((connection) => connection === 2, 'subscriptions restored');
    expect(restarted.realtime.stats()).toMatchObject([
      { kind: 'member', memberId: member.id, subscriptions: 2 },
    ]);
    rt.fx.ctx.bus.publish(pointQueue, walletPayload('2'), { kind: 'member', memberId: member.id });
    rt.fx.ctx.bus.publish(futuresInfoTopic, { items: [] }, { kind: 'broadcast' });
    const after = await client.message(pointQueue.destination, (body) => body.point === '2');
    await client.message(futuresInfoTopic.destination);

    const seqOf = (body: string) => pointQueue.payload.parse(JSON.parse(body)).seq;
    expect(seqOf(after.body)).toBe(seqOf(before.body) + 1);
  });
});
