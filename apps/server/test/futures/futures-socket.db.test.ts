import {
  crossQueue,
  futuresCrossSchema,
  futuresEventSchema,
  futuresQueue,
  pointQueue,
} from '@baro/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, openStompClient } from '../support/stomp-client.ts';
import type { StompTestClient } from '../support/stomp-client.ts';
import { openFuturesFixture } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// The futures pushes through the real gateway and @stomp/stompjs clients, as the web app receives
// them: a fill reaches its member's `/user/queue/futures` and `/user/queue/cross` after the order's
// commit, and no other member's; a transfer out of the FUTURES wallet pushes the same real figures.

let f: FuturesFixture;
let origin: string;
const clients: StompTestClient[] = [];

function subscribe(
  member: Member,
  subscriptions: readonly string[] = [futuresQueue.destination, crossQueue.destination],
): StompTestClient {
  const opened = openStompClient({ origin, transport: 'websocket', token: member.token, subscriptions });
  clients.push(opened);
  return opened;
}

beforeAll(async () => {
  f = await openFuturesFixture();
  origin = await listenOnLoopback(f.t.app);
  f.tick(500_000);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((opened) => opened.deactivate()));
});
afterAll(() => f.close());

describe('/user/queue/futures', () => {
  it('brings ORDER_FILLED and POSITION_OPEN after a fill, and the cross figures, to that member only', async () => {
    const trader = await f.member();
    const bystander = await f.member();
    const mine = subscribe(trader);
    const theirs = subscribe(bystander);
    await mine.ready.next(() => true, 'trader subscribed');
    await theirs.ready.next(() => true, 'bystander subscribed');

    const placed = await f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
      trader,
    );
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json<{ id: number }>().id;

    const filled = await mine.message(futuresQueue.destination, (body) => body.type === 'ORDER_FILLED');
    const opened = await mine.message(futuresQueue.destination, (body) => body.type === 'POSITION_OPEN');
    expect(futuresEventSchema.parse(JSON.parse(filled.body))).toMatchObject({
      type: 'ORDER_FILLED',
      id: orderId,
      status: 'FILLED',
      fillTick: { source: 'simulated', price: '50000.0' },
    });
    expect(futuresEventSchema.parse(JSON.parse(opened.body))).toMatchObject({
      type: 'POSITION_OPEN',
      tradeType: 'LONG',
      qty: '1000',
      entryPrice: '50000.0',
    });
    const cross = await mine.message(crossQueue.destination);
    // 10,000 − 50 (margin at 20×) − 0.4 (fee).
    expect(futuresCrossSchema.parse(JSON.parse(cross.body))).toMatchObject({
      playerPoint: '9949.6',
      markPnl: '0',
      minusFundingFee: '0',
    });
    expect(theirs.messages.items).toEqual([]);
  });
});

describe('/user/queue/cross after a transfer', () => {
  it("carries the open position's uPnL at mark, never zeros, with the FUTURES entry's pnl", async () => {
    f.tick(500_000);
    const trader = await f.member();
    const opened = await f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
      trader,
    );
    expect(opened.statusCode).toBe(200);
    // 10 % up at mark: the 1,000 USDT LONG makes 100.
    f.tick(550_000);
    const mine = subscribe(trader, [pointQueue.destination, crossQueue.destination]);
    await mine.ready.next(() => true, 'trader subscribed');
    const moved = await f.post(
      '/dnw/transfer',
      { fromWalletType: 'FUTURES', toWalletType: 'USDT', point: '9.6' },
      trader,
    );
    expect(moved.statusCode).toBe(200);
    const cross = await mine.message(crossQueue.destination);
    // 10,000 − 50 (margin at 20×) − 0.4 (fee) − 9.6 moved out.
    expect(futuresCrossSchema.parse(JSON.parse(cross.body))).toMatchObject({
      playerPoint: '9940',
      markPnl: '100',
      minusFundingFee: '0',
    });
    const entry = await mine.message(pointQueue.destination, (body) => body.type === 'FUTURES');
    expect(pointQueue.payload.parse(JSON.parse(entry.body))).toMatchObject({
      point: '9940',
      gameWaitPoint: '50',
      realPoint: '9990',
      pnl: '100',
    });
  });
});
