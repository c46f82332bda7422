import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  futuresInfoTopic,
  noticeTopic,
  noticeTopicDestination,
  noticeTopicEventSchema,
} from './broadcast.ts';
import { destinationParamNames, fillDestination, matchDestination } from './destination-path.ts';
import { allDestinations } from './index.ts';
import { newMessageEventSchema } from './member.ts';
import { tradeRoundTopic } from './rounds.ts';

const at = '2025-03-03T01:02:03.000Z';

describe('message events', () => {
  it('parses an inquiry answer with the unread count it sets', () => {
    const event = { type: 'CONTACT_ANSWER', seq: 9, contactId: 3, unreadCount: 2 };
    expect(newMessageEventSchema.parse(event)).toEqual(event);
  });

  it('rejects an unknown event type', () => {
    expect(newMessageEventSchema.safeParse({ type: 'PING', seq: 1, unreadCount: 0 }).success).toBe(false);
  });
});

describe('notice topic', () => {
  it('parses FORCE_NOTICE', () => {
    const event = { type: 'FORCE_NOTICE', id: 1, title: '점검 안내', content: '<p>점검</p>', at };
    expect(noticeTopicEventSchema.safeParse(event).success).toBe(true);
  });

  it('rejects an unknown event type', () => {
    expect(noticeTopicEventSchema.safeParse({ type: 'NOTICE', id: 1 }).success).toBe(false);
  });

  it("names one site's topic from its id", () => {
    expect(noticeTopic(7)).toBe('/topic/notice/7');
  });

  it('refuses a site id that is not a positive integer', () => {
    expect(() => noticeTopic(0)).toThrow();
    expect(() => noticeTopic(1.5)).toThrow();
  });

  it('reads the site id back from a notice topic and nothing else', () => {
    expect(matchDestination(noticeTopicDestination, '/topic/notice/33')).toEqual({ siteId: 33 });
    expect(matchDestination(noticeTopicDestination, '/topic/notice/')).toBeNull();
    expect(matchDestination(noticeTopicDestination, '/topic/oversea')).toBeNull();
  });
});

describe('parameterised destinations', () => {
  it('names the parameters of every definition from its template', () => {
    expect(noticeTopicDestination.params).toEqual(['siteId']);
    expect(tradeRoundTopic.params).toEqual(['tradeOptionId']);
    expect(futuresInfoTopic.params).toEqual([]);
  });

  it("names one trade option's rounds topic, and reads the option back from it", () => {
    const destination = fillDestination(tradeRoundTopic, { tradeOptionId: 5 });
    expect(destination).toBe('/topic/trade_round/5');
    expect(matchDestination(tradeRoundTopic, destination)).toEqual({ tradeOptionId: 5 });
  });

  it('fills only row ids, and only the parameters the template has', () => {
    expect(() => fillDestination(tradeRoundTopic, { tradeOptionId: 0 })).toThrow();
    expect(() => fillDestination(tradeRoundTopic, { tradeOptionId: -3 })).toThrow();
    expect(() => fillDestination(tradeRoundTopic, { tradeOptionId: Number.NaN })).toThrow();
    expect(() => fillDestination(tradeRoundTopic, { tradeOptionId: 2_147_483_648 })).toThrow();
    const extra = { tradeOptionId: 5, siteId: 1 };
    expect(() => fillDestination(tradeRoundTopic, extra)).toThrow();
  });

  it('matches no other path, no segment that is not a row id, and no deeper path', () => {
    for (const concrete of [
      '/topic/trade_round',
      '/topic/trade_round/',
      '/topic/trade_round/05',
      '/topic/trade_round/five',
      '/topic/trade_round/1.5',
      '/topic/trade_round/-1',
      '/topic/trade_round/2147483648',
      '/topic/trade_round/5/x',
      '/topic/notice/5',
    ]) {
      expect(matchDestination(tradeRoundTopic, concrete), concrete).toBeNull();
    }
  });

  it('refuses a template whose parameter is not a whole segment, or appears twice', () => {
    expect(() => destinationParamNames('/topic/round_{id}')).toThrow();
    expect(() => destinationParamNames('/topic/{id}/x/{id}')).toThrow();
    expect(destinationParamNames('/topic/{siteId}/round/{tradeOptionId}')).toEqual([
      'siteId',
      'tradeOptionId',
    ]);
  });
});

describe('allDestinations', () => {
  it("lists every destination of spec §7, Baro's two for timed rounds, two for live chat and the operators' inquiry queue", () => {
    expect(allDestinations.map((definition) => definition.destination).sort()).toEqual(
      [
        '/user/queue/futures',
        '/user/queue/cross',
        '/user/queue/point',
        '/user/queue/error',
        '/user/queue/force_logout',
        '/user/queue/new_message',
        '/user/queue/pong',
        '/queue/message',
        '/user/queue/oversea',
        '/user/queue/oversea_cross',
        '/topic/futures_info',
        '/topic/oversea',
        '/topic/notice/{siteId}',
        '/ping',
        '/topic/trade_round/{tradeOptionId}',
        '/user/queue/trade',
        '/user/queue/chat',
        '/operator/queue/chat',
        '/operator/queue/contact',
      ].sort(),
    );
  });

  it('sends only to /ping', () => {
    const sends = allDestinations.filter((definition) => definition.direction === 'send');
    expect(sends.map((definition) => definition.destination)).toEqual(['/ping']);
  });

  it('maps every member-scoped destination under /user/queue', () => {
    const members = allDestinations.filter((definition) => definition.scope === 'member');
    expect(members.filter((definition) => !definition.destination.startsWith('/user/queue/'))).toEqual([]);
  });

  it('requires a sequence number in every member-scoped payload', () => {
    const missing = allDestinations
      .filter((definition) => definition.scope === 'member')
      .filter((definition) => {
        const json = z.toJSONSchema(definition.payload, { io: 'input' }) as {
          required?: string[];
          oneOf?: { required?: string[] }[];
          anyOf?: { required?: string[] }[];
        };
        const variants = json.oneOf ?? json.anyOf ?? [json];
        return variants.some((variant) => !(variant.required ?? []).includes('seq'));
      });
    expect(missing.map((definition) => definition.destination)).toEqual([]);
  });
});
