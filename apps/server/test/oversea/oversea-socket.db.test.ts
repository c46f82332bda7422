import { overseaCrossQueue, overseaCrossSchema, overseaEventSchema, overseaQueue } from '@baro/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OverseaLoop } from '../../src/modules/oversea/oversea-loop.ts';
import { listenOnLoopback, openStompClient } from '../support/stomp-client.ts';
import type { StompTestClient } from '../support/stomp-client.ts';
import { openOverseaFixture } from './oversea-fixture.ts';
import type { Member, OverseaFixture } from './oversea-fixture.ts';
import { placeOversea, steppedOverseaLoop } from './stepped-loop.ts';

// The trigger loop's pushes through the real gateway and @stomp/stompjs clients, as the web app
// receives them: a TP fill and a losscut reach their member's `/user/queue/oversea` and
// `/user/queue/oversea_cross` after the commit, and no other member's.

const NQ = 2_500_000;

let f: OverseaFixture;
let loop: OverseaLoop;
let origin: string;
const clients: StompTestClient[] = [];

function subscribe(member: Member): StompTestClient {
  const opened = openStompClient({
    origin,
    transport: 'websocket',
    token: member.token,
    subscriptions: [overseaQueue.destination, overseaCrossQueue.destination],
  });
  clients.push(opened);
  return opened;
}

beforeAll(async () => {
  f = await openOverseaFixture();
  origin = await listenOnLoopback(f.t.app);
  f.tick('NQ', NQ);
  loop = await steppedOverseaLoop(f);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((opened) => opened.deactivate()));
});
afterAll(async () => {
  await loop.stop();
  await f.close();
});

async function tickAndStep(price: number) {
  f.clock.advanceMs(1_000);
  f.tick('NQ', price);
  return loop.step();
}

describe('the trigger loop over STOMP', () => {
  it('a TP fill brings ORDER_FILLED, POSITION_CLOSE and the cross figures to that member only', async () => {
    await tickAndStep(NQ);
    const trader = await f.member();
    const bystander = await f.member();
    await placeOversea(f, trader, { tradeType: 'LONG', marketType: 'MARKET', qty: 1, tpTick: 10 });
    await placeOversea(f, bystander, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    await tickAndStep(NQ);
    const mine = subscribe(trader);
    const theirs = subscribe(bystander);
    await mine.ready.next(() => true, 'trader subscribed');
    await theirs.ready.next(() => true, 'bystander subscribed');

    await tickAndStep(NQ + 250);
    const filled = await mine.message(overseaQueue.destination, (body) => body.type === 'ORDER_FILLED');
    const closed = await mine.message(overseaQueue.destination, (body) => body.type === 'POSITION_CLOSE');
    expect(overseaEventSchema.parse(JSON.parse(filled.body))).toMatchObject({
      type: 'ORDER_FILLED',
      marketType: 'TAKEPROFIT',
      fillTick: { source: 'simulated', price: '25002.50' },
    });
    expect(overseaEventSchema.parse(JSON.parse(closed.body))).toMatchObject({
      type: 'POSITION_CLOSE',
      marketType: 'TAKEPROFIT',
      realizedPnl: '70000',
    });
    const cross = await mine.message(overseaCrossQueue.destination);
    expect(overseaCrossSchema.parse(JSON.parse(cross.body))).toMatchObject({
      playerPoint: '10060000',
      losscut: '0',
      lastPnl: '0',
      playerGameWaitPoint: '0',
    });
    expect(theirs.messages.items).toEqual([]);
  });

  it('a losscut brings POSITION_LIQUID and the cross figures after it', async () => {
    await tickAndStep(NQ);
    // Point 990,000 after the long; line 300,000: cut 242 ticks down (equity 296,000).
    const member = await f.member(1_995_000n);
    await placeOversea(f, member, { tradeType: 'LONG', marketType: 'MARKET', qty: 1 });
    await tickAndStep(NQ);
    const mine = subscribe(member);
    await mine.ready.next(() => true, 'member subscribed');

    await tickAndStep(NQ - 242 * 25);
    const liquid = await mine.message(overseaQueue.destination, (body) => body.type === 'POSITION_LIQUID');
    expect(overseaEventSchema.parse(JSON.parse(liquid.body))).toMatchObject({
      type: 'POSITION_LIQUID',
      marketType: 'LIQUIDATION',
      closePrice: '24939.50',
      realizedPnl: '-1694000',
    });
    const cross = await mine.message(overseaCrossQueue.destination);
    expect(overseaCrossSchema.parse(JSON.parse(cross.body))).toMatchObject({
      playerPoint: '291000',
      losscut: '0',
      playerGameWaitPoint: '0',
    });
  });
});
