import { crossQueue, pointQueue } from '@baro/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, openStompClient } from '../support/stomp-client.ts';
import type { StompTestClient } from '../support/stomp-client.ts';
import { codeOf, openWalletFixture } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

// Balance changes reach the member on /user/queue/point (and FUTURES on /user/queue/cross), through a
// real @stomp/stompjs client, only once their transaction has committed.
let fx: WalletFixture;
let origin: string;
const clients: StompTestClient[] = [];

beforeAll(async () => {
  fx = await openWalletFixture();
  origin = await listenOnLoopback(fx.t.app);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.deactivate()));
});
afterAll(() => fx.close());

async function subscribed(token: string): Promise<StompTestClient> {
  const client = openStompClient({
    origin,
    transport: 'websocket',
    token,
    subscriptions: [pointQueue.destination, crossQueue.destination],
  });
  clients.push(client);
  await client.ready.next(() => true, 'subscriptions confirmed');
  return client;
}

function bodies(client: StompTestClient) {
  return client.messages.items.map((message) => ({
    destination: message.headers.destination,
    ...(JSON.parse(message.body) as Record<string, unknown>),
  }));
}

describe('wallet events', () => {
  it('push both wallets of a transfer, and the FUTURES cross figures, after it commits', async () => {
    await fx.fund(fx.ids.a1, 'USDT', '50');
    const client = await subscribed('a1');
    const res = await fx.post(
      '/dnw/transfer',
      { fromWalletType: 'USDT', toWalletType: 'FUTURES', point: '20' },
      'a1',
    );
    expect(res.statusCode).toBe(200);
    const usdt = await client.message(pointQueue.destination, (body) => body.type === 'USDT');
    expect(pointQueue.payload.parse(JSON.parse(usdt.body))).toMatchObject({
      point: '30',
      gameWaitPoint: '0',
    });
    const futures = await client.message(pointQueue.destination, (body) => body.type === 'FUTURES');
    expect(JSON.parse(futures.body)).toMatchObject({ point: '20', currency: 'USDT' });
    const cross = await client.message(crossQueue.destination);
    expect(crossQueue.payload.parse(JSON.parse(cross.body))).toMatchObject({
      playerPoint: '20',
      markPnl: '0',
      minusFundingFee: '0',
    });
  });

  it('send nothing for a refused action or a pending deposit, and the approval when it commits', async () => {
    const client = await subscribed('a1');
    const refused = await fx.post(
      '/dnw/withdraw/apply',
      { walletType: 'USDT', point: '31', address: 'x-addr' },
      'a1',
    );
    expect(codeOf(refused)).toBe('WITHDRAW_AMOUNT_EXCEEDS_BALANCE');
    const deposit = await fx.post('/dnw/deposit/apply', { point: '7000' }, 'a1');
    expect(deposit.json()).toMatchObject({ status: 'PENDING' });
    await fx.post('/admin/dnw/approve', { dnwHistoryId: deposit.json<{ id: number }>().id }, 'opA');
    await client.message(pointQueue.destination, (body) => body.type === 'BINARY');
    // One session receives in publish order: the approval's update arriving alone proves the refused
    // withdrawal and the pending deposit published nothing before it.
    expect(bodies(client)).toEqual([
      expect.objectContaining({ destination: pointQueue.destination, type: 'BINARY', point: '7000' }),
    ]);
  });

  it('reach only the member whose wallet changed', async () => {
    const other = await subscribed('a2');
    const mine = await subscribed('a1');
    const res = await fx.post('/dnw/withdraw/apply', { point: '1000' }, 'a1');
    expect(res.statusCode).toBe(200);
    const reserved = await mine.message(pointQueue.destination, (body) => body.type === 'BINARY');
    expect(JSON.parse(reserved.body)).toMatchObject({ point: '6000', gameWaitPoint: '1000' });
    await fx.get('/dnw/cancel', { dnwHistoryId: String(res.json<{ id: number }>().id) }, 'a1');
    await mine.message(
      pointQueue.destination,
      (body) => body.type === 'BINARY' && body.gameWaitPoint === '0',
    );
    expect(other.messages.items).toEqual([]);
  });
});
