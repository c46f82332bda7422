import {
  fillDestination,
  noticeTopic,
  noticeTopicDestination,
  pingSend,
  pongQueue,
  socketSiteHeader,
  tradeRoundTopic,
  tradeRoundTopicEventSchema,
} from '@baro/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { headerValue } from '../../src/realtime/stomp/index.ts';
import { insertSite } from '../support/seed-site.ts';
import { listenOnLoopback, openRawStompClient, openStompClient } from '../support/stomp-client.ts';
import type { StompTestClient, StompTestClientOptions } from '../support/stomp-client.ts';
import { insertTradeOption, openRoundsFixture } from './rounds-fixture.ts';
import type { Member, RoundsFixture } from './rounds-fixture.ts';

// Rounds on their option's topic, `/topic/trade_round/{tradeOptionId}`, through the real gateway and
// @stomp/stompjs clients: the round clock publishes, a session of the option's site receives, a
// session of another site may not subscribe.

let f: RoundsFixture;
let origin: string;
let member: Member;
/** A second option of the fixture's site, and an option of another site. */
let sameSiteOption: number;
let otherSiteOption: number;
const clients: StompTestClient[] = [];

function roundTopic(tradeOptionId: number): string {
  return fillDestination(tradeRoundTopic, { tradeOptionId });
}

function client(options: Omit<StompTestClientOptions, 'origin' | 'transport'>): StompTestClient {
  const opened = openStompClient({ origin, transport: 'websocket', ...options });
  clients.push(opened);
  return opened;
}

async function refusal(refused: StompTestClient): Promise<string | undefined> {
  const error = await refused.errors.next(() => true, 'an ERROR frame');
  await refused.closes.next(() => true, 'the socket closed');
  return error.headers.message;
}

function optionsOf(received: StompTestClient): number[] {
  return received.messages.items.map(
    (message) => tradeRoundTopicEventSchema.parse(JSON.parse(message.body)).round.tradeOptionId,
  );
}

beforeAll(async () => {
  f = await openRoundsFixture();
  origin = await listenOnLoopback(f.t.app);
  member = await f.member();
  sameSiteOption = await insertTradeOption(f.t.db, f.site.id, { type: 'R.1', roundMs: 60_000 });
  const other = await insertSite(f.t.db, { type: '000001', binaryCurrency: 'KRW' });
  otherSiteOption = await insertTradeOption(f.t.db, other.id);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((opened) => opened.deactivate()));
});
afterAll(async () => {
  await f.close();
});

describe('the rounds topic of one option', () => {
  it("brings a member option X's rounds on X's topic and none of option Y's", async () => {
    const onX = client({ token: member.token, subscriptions: [roundTopic(f.optionId)] });
    const onY = client({ token: member.token, subscriptions: [roundTopic(sameSiteOption)] });
    await onX.ready.next(() => true, 'subscribed to X');
    await onY.ready.next(() => true, 'subscribed to Y');

    await f.roundClock(sameSiteOption).runDue();
    await f.roundClock().runDue();

    const opened = await onX.message(roundTopic(f.optionId), (body) => body.type === 'ROUND_OPEN');
    expect(tradeRoundTopicEventSchema.parse(JSON.parse(opened.body)).round.tradeOptionId).toBe(f.optionId);
    await onY.message(roundTopic(sameSiteOption), (body) => body.type === 'ROUND_OPEN');
    // Y's round was published first, so it would have reached X's session before X's own round.
    expect(optionsOf(onX)).toEqual([f.optionId]);
    expect(optionsOf(onY)).toEqual([sameSiteOption]);
  });

  it('lets a guest follow an option of the site it named, beside that site’s notices', async () => {
    const guest = client({
      connectHeaders: { [socketSiteHeader]: String(f.site.id) },
      subscriptions: [roundTopic(sameSiteOption), noticeTopic(f.site.id)],
    });
    await guest.ready.next(() => true, 'guest subscribed');
    const notice = {
      type: 'FORCE_NOTICE' as const,
      id: 1,
      title: '점검',
      content: '<p>점검</p>',
      at: '2026-11-25T01:00:00Z',
    };
    f.t.ctx.bus.publish(noticeTopicDestination, notice, {
      kind: 'site',
      siteId: f.site.id,
      params: { siteId: f.site.id },
    });
    expect(JSON.parse((await guest.message(noticeTopic(f.site.id))).body)).toEqual(notice);
  });

  it("refuses a member the topic of another site's option, and of an option that does not exist", async () => {
    const other = client({ token: member.token, subscriptions: [roundTopic(otherSiteOption)] });
    expect(await refusal(other)).toBe('SITE_MISMATCH');
    const unknown = client({ token: member.token, subscriptions: [roundTopic(otherSiteOption + 1000)] });
    expect(await refusal(unknown)).toBe('NOT_FOUND');
  });

  it('refuses a guest an option of a site other than the one it named, and the old shared topic', async () => {
    const guest = client({
      connectHeaders: { [socketSiteHeader]: String(f.site.id) },
      subscriptions: [roundTopic(otherSiteOption)],
    });
    expect(await refusal(guest)).toBe('SITE_MISMATCH');
    const shared = client({ token: member.token, subscriptions: ['/topic/trade_round'] });
    expect(await refusal(shared)).toBe('NOT_FOUND');
  });

  it('answers the frames after a subscription in their order while its option is looked up', async () => {
    const fresh = await insertTradeOption(f.t.db, f.site.id, { type: 'R.3', roundMs: 180_000 });
    const raw = await openRawStompClient(origin);
    raw.send('CONNECT', { 'accept-version': '1.2', host: 'baro', [socketSiteHeader]: String(f.site.id) });
    await raw.frames.next((frame) => frame.command === 'CONNECTED', 'CONNECTED');
    raw.send('SUBSCRIBE', { id: 'round', destination: roundTopic(fresh), receipt: 'r-round' });
    raw.send('SUBSCRIBE', { id: 'pong', destination: pongQueue.destination, receipt: 'r-pong' });
    raw.send('SEND', { destination: pingSend.destination }, '{}');
    await raw.frames.next((frame) => frame.command === 'MESSAGE', 'the pong');
    const answers = raw.frames.items
      .filter((frame) => frame.command !== 'CONNECTED')
      .map(
        (frame) =>
          `${frame.command} ${headerValue(frame, 'receipt-id') ?? headerValue(frame, 'destination')}`,
      );
    expect(answers).toEqual(['RECEIPT r-round', 'RECEIPT r-pong', `MESSAGE ${pongQueue.destination}`]);
    raw.ws.close();
    await raw.closed;
  });
});
