import {
  forceLogoutQueue,
  futuresInfoTopic,
  noticeTopicDestination,
  pingSend,
  pointQueue,
  pongQueue,
  tradeRoundTopic,
} from '@baro/contracts';
import { describe, expect, it } from 'vitest';
import { createInProcessBus, resolveDestination, withSeq } from './bus.ts';
import type { BusMessage } from './bus.ts';
import { createMemberSequence } from './sequence.ts';

const wallet = {
  type: 'FUTURES',
  currency: 'USDT',
  point: '1',
  gameWaitPoint: '0',
  realPoint: '1',
  losscut: '0',
  pnl: '0',
  address: null,
};

function seqOf(message: BusMessage | undefined): unknown {
  return message === undefined ? undefined : (JSON.parse(message.body) as { seq?: unknown }).seq;
}

describe('the in-process bus', () => {
  it('stamps member events with a sequence per member and destination, from above the start time', () => {
    const bus = createInProcessBus({
      sequence: createMemberSequence(1_000),
      onListenerError: () => undefined,
    });
    const received: BusMessage[] = [];
    bus.subscribe((message) => received.push(message));
    bus.publish(pointQueue, wallet, { kind: 'member', memberId: 1 });
    bus.publish(pointQueue, wallet, { kind: 'member', memberId: 1 });
    bus.publish(pointQueue, wallet, { kind: 'member', memberId: 2 });
    bus.publish(forceLogoutQueue, { code: 'TOKEN_REVOKED', message: 'x' }, { kind: 'member', memberId: 1 });
    bus.publish(futuresInfoTopic, { items: [] }, { kind: 'broadcast' });
    expect(received.map(seqOf)).toEqual([1_001, 1_002, 1_001, 1_001, undefined]);
    expect(pointQueue.payload.safeParse(JSON.parse(received[0]!.body)).success).toBe(true);
  });

  it('keeps delivering to the other listeners when one throws, and reports it', () => {
    const failures: string[] = [];
    const bus = createInProcessBus({
      sequence: createMemberSequence(0),
      onListenerError: (_error, message) => failures.push(message.destination),
    });
    const received: BusMessage[] = [];
    bus.subscribe(() => {
      throw new Error('broken gateway');
    });
    bus.subscribe((message) => received.push(message));
    bus.publish(futuresInfoTopic, { items: [] }, { kind: 'broadcast' });
    expect(received).toHaveLength(1);
    expect(failures).toEqual([futuresInfoTopic.destination]);
  });

  it('stops delivering to a listener that unsubscribed', () => {
    const bus = createInProcessBus({ sequence: createMemberSequence(0), onListenerError: () => undefined });
    const received: BusMessage[] = [];
    const unsubscribe = bus.subscribe((message) => received.push(message));
    unsubscribe();
    bus.publish(futuresInfoTopic, { items: [] }, { kind: 'broadcast' });
    expect(received).toEqual([]);
  });
});

describe('resolveDestination', () => {
  it("names one site's notice topic", () => {
    expect(
      resolveDestination(noticeTopicDestination, { kind: 'site', siteId: 7, params: { siteId: 7 } }),
    ).toBe('/topic/notice/7');
  });

  it("names one trade option's rounds topic", () => {
    const target = { kind: 'site', siteId: 2, params: { tradeOptionId: 5 } } as const;
    expect(resolveDestination(tradeRoundTopic, target)).toBe('/topic/trade_round/5');
  });

  it('refuses a parameterised topic without its parameters, and parameters where there are none', () => {
    expect(() => resolveDestination(tradeRoundTopic, { kind: 'site', siteId: 2 })).toThrow();
    expect(() => resolveDestination(tradeRoundTopic, { kind: 'site', siteId: 2, params: {} })).toThrow();
    const wrong = { kind: 'broadcast', params: { siteId: 2 } } as const;
    expect(() => resolveDestination(futuresInfoTopic, wrong)).toThrow();
  });

  it('stamps the sequence as the text of the payload copied with `seq` last would read', () => {
    const payloads: object[] = [
      wallet,
      {},
      { type: 'ORDER_FILLED', price: null, nested: { at: '2026-11-25T01:00:00.000Z', list: [1, '2'] } },
      { text: 'quote " backslash \\ 한글 }', skipped: undefined },
    ];
    for (const payload of payloads)
      expect(withSeq(payload, 1_234)).toBe(JSON.stringify({ ...payload, seq: 1_234 }));
  });

  it('refuses targets that do not fit the scope', () => {
    expect(() => resolveDestination(pointQueue, { kind: 'broadcast' })).toThrow();
    expect(() => resolveDestination(futuresInfoTopic, { kind: 'member', memberId: 1 })).toThrow();
    expect(() => resolveDestination(noticeTopicDestination, { kind: 'broadcast' })).toThrow();
    expect(() => resolveDestination(pongQueue, { kind: 'member', memberId: 1 })).toThrow();
    expect(() => resolveDestination(pingSend, { kind: 'broadcast' })).toThrow();
  });
});
