import { futuresEventSchema, futuresQueue } from '@baro/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, openStompClient } from '../support/stomp-client.ts';
import type { StompTestClient } from '../support/stomp-client.ts';
import { openFuturesFixture } from '../futures/futures-fixture.ts';
import type { FuturesFixture, Member } from '../futures/futures-fixture.ts';
import { drainSignals } from '../../src/modules/copytrade/copy-runtime.ts';
import { approvedTrader } from './copytrade-fixture.ts';

// The copy pushes through the real gateway and @stomp/stompjs clients (spec §4): a trader's fill
// brings COPYTRADE_OPEN to each follower (OPENED with the copy's margin, or SKIPPED with the reason),
// the trader's close COPYTRADE_CLOSE; a member who follows no one gets neither.

let f: FuturesFixture;
let origin: string;
const clients: StompTestClient[] = [];

function subscribe(member: Member): StompTestClient {
  const opened = openStompClient({
    origin,
    transport: 'websocket',
    token: member.token,
    subscriptions: [futuresQueue.destination],
  });
  clients.push(opened);
  return opened;
}

const drain = () => drainSignals({ db: f.t.db, bus: f.t.ctx.bus, clock: f.clock, market: f.t.ctx.market });

beforeAll(async () => {
  f = await openFuturesFixture();
  origin = await listenOnLoopback(f.t.app);
  f.tick(500_000);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((opened) => opened.deactivate()));
});
afterAll(() => f.close());

async function follow(traderId: number, member: Member, multiplyPer: number): Promise<void> {
  const res = await f.post(
    '/copytrade/follower/follow',
    { traderId, followStock: ['BTCUSDT'], multiplyPer, maxBet: '100', oneMaxBet: '100' },
    member,
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('COPYTRADE_OPEN and COPYTRADE_CLOSE on /user/queue/futures', () => {
  it('reach each follower after the fan-out commits, and no one else', async () => {
    const trader = await approvedTrader(f, { fundsUsdt: 10_000n });
    await f.post('/futures/order/leverage', { futuresOptionId: f.optionId, leverage: 10 }, trader.member);
    const copier = await f.member(1_000n);
    const skipper = await f.member(1_000n);
    const bystander = await f.member(1_000n);
    await follow(trader.traderId, copier, 50);
    await follow(trader.traderId, skipper, 0);
    const copierSocket = subscribe(copier);
    const skipperSocket = subscribe(skipper);
    const bystanderSocket = subscribe(bystander);
    for (const socket of [copierSocket, skipperSocket, bystanderSocket])
      await socket.ready.next(() => true, 'subscribed');

    await f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'LONG', marketType: 'MARKET', qty: '1000' },
      trader.member,
    );
    await drain();
    const opened = await copierSocket.message(
      futuresQueue.destination,
      (body) => body.type === 'COPYTRADE_OPEN',
    );
    expect(futuresEventSchema.parse(JSON.parse(opened.body))).toMatchObject({
      type: 'COPYTRADE_OPEN',
      status: 'OPENED',
      margin: '50',
      price: '50000.0',
      traderId: trader.traderId,
      skipReason: null,
    });
    const skipped = await skipperSocket.message(
      futuresQueue.destination,
      (body) => body.type === 'COPYTRADE_OPEN',
    );
    expect(futuresEventSchema.parse(JSON.parse(skipped.body))).toMatchObject({
      status: 'SKIPPED',
      skipReason: 'COPY_BELOW_MIN_QTY',
      futuresPositionId: null,
    });

    f.tick(510_000);
    await f.post(
      '/futures/order',
      { futuresOptionId: f.optionId, tradeType: 'SHORT', marketType: 'MARKET', qty: '1000' },
      trader.member,
    );
    await drain();
    const closed = await copierSocket.message(
      futuresQueue.destination,
      (body) => body.type === 'COPYTRADE_CLOSE',
    );
    expect(futuresEventSchema.parse(JSON.parse(closed.body))).toMatchObject({
      type: 'COPYTRADE_CLOSE',
      closePrice: '51000.0',
      tradeType: 'LONG',
    });
    expect(bystanderSocket.messages.items).toEqual([]);
    f.tick(500_000);
  });
});
