import {
  allDestinations,
  fillDestination,
  futuresInfoTopic,
  noticeTopic,
  operatorChatQueue,
  pointQueue,
  pongQueue,
  tradeRoundTopic,
} from '@baro/contracts';
import { describe, expect, it } from 'vitest';
import { authoriseSend, createSubscriptionPolicy, noticeTopicSiteRule } from './destinations.ts';
import type { SessionIdentity, SubscriptionCheck, TopicSiteRule } from './destinations.ts';

const member: SessionIdentity = { kind: 'member', memberId: 5, siteId: 2, username: 'alice', sessionId: 's' };
const guest: SessionIdentity = { kind: 'guest', siteId: 2 };
const siteless: SessionIdentity = { kind: 'guest', siteId: null };
const operator: SessionIdentity = { kind: 'operator', adminId: 1, siteId: 2, sessionId: 'o' };

/** Options 10 and 11 are site 2's, 20 is site 3's; the lookup answers later, as a database would. */
const optionSites = new Map([
  [10, 2],
  [11, 2],
  [20, 3],
]);
const lookups: number[] = [];
const roundRule: TopicSiteRule<typeof tradeRoundTopic> = {
  definition: tradeRoundTopic,
  siteOf({ tradeOptionId }) {
    lookups.push(tradeOptionId);
    return Promise.resolve(optionSites.get(tradeOptionId) ?? null);
  },
};
const policy = createSubscriptionPolicy([roundRule]);

function roundTopic(tradeOptionId: number): string {
  return fillDestination(tradeRoundTopic, { tradeOptionId });
}

async function decided(check: SubscriptionCheck) {
  return 'pending' in check ? check.pending : check;
}

async function codeOf(identity: SessionIdentity, destination: string): Promise<string> {
  const result = await decided(policy.authorise(identity, destination));
  return result.ok ? `ok:${result.value.kind}` : result.code;
}

describe('the subscription policy', () => {
  it("gives a member every destination of spec §7, its site's notices and option topics among them", async () => {
    const subscribable = allDestinations.filter(
      (definition) => definition.direction === 'subscribe' && definition.scope !== 'operator',
    );
    for (const definition of subscribable) {
      const destination = definition.destination.replace('{siteId}', '2').replace('{tradeOptionId}', '10');
      expect((await decided(policy.authorise(member, destination))).ok, destination).toBe(true);
    }
  });

  it("binds /user/queue/* to the session's own member", () => {
    expect(policy.authorise(member, pointQueue.destination)).toEqual({
      ok: true,
      value: { kind: 'member', destination: pointQueue.destination },
    });
  });

  it("refuses every way of naming another member's queue", async () => {
    expect(await codeOf(member, '/user/bob/queue/point')).toBe('FORBIDDEN');
    expect(await codeOf(member, '/user/6/queue/point')).toBe('FORBIDDEN');
    expect(await codeOf(member, '/user/queue/point/6')).toBe('FORBIDDEN');
    expect(await codeOf(member, '/queue/point')).toBe('NOT_FOUND');
  });

  it("refuses another site's notices, and notices to a guest that named no site", async () => {
    expect(await codeOf(member, noticeTopic(3))).toBe('SITE_MISMATCH');
    expect(await codeOf(guest, noticeTopic(3))).toBe('SITE_MISMATCH');
    expect(await codeOf(guest, noticeTopic(2))).toBe('ok:topic');
    expect(await codeOf(siteless, noticeTopic(2))).toBe('SITE_REQUIRED');
  });

  it("decides a notice topic at once, with the topic's own name as its route", () => {
    expect(policy.authorise(guest, noticeTopic(2))).toEqual({
      ok: true,
      value: { kind: 'topic', destination: '/topic/notice/2' },
    });
  });

  it("opens an option's rounds topic to its own site's sessions only", async () => {
    for (const identity of [member, guest, operator]) {
      expect(await codeOf(identity, roundTopic(10))).toBe('ok:topic');
      expect(await codeOf(identity, roundTopic(20))).toBe('SITE_MISMATCH');
    }
    expect(await decided(policy.authorise(member, roundTopic(11)))).toEqual({
      ok: true,
      value: { kind: 'topic', destination: '/topic/trade_round/11' },
    });
  });

  it('refuses an unknown option, a malformed one and the old shared topic, without a lookup for the last two', async () => {
    lookups.length = 0;
    expect(await codeOf(member, roundTopic(99))).toBe('NOT_FOUND');
    expect(await codeOf(member, '/topic/trade_round/010')).toBe('NOT_FOUND');
    expect(await codeOf(member, '/topic/trade_round')).toBe('NOT_FOUND');
    expect(lookups).toEqual([99]);
  });

  it('asks a guest that named no site for it before looking the option up', async () => {
    lookups.length = 0;
    expect(await codeOf(siteless, roundTopic(10))).toBe('SITE_REQUIRED');
    expect(lookups).toEqual([]);
  });

  it('refuses every option topic when the gateway has no rule for it', async () => {
    const bare = createSubscriptionPolicy();
    expect(await decided(bare.authorise(member, roundTopic(10)))).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
  });

  it('takes one rule per parameterised topic of the contracts, and nothing else', () => {
    expect(() => createSubscriptionPolicy([noticeTopicSiteRule])).toThrow();
    expect(() => createSubscriptionPolicy([roundRule, roundRule])).toThrow();
    const plain = { definition: futuresInfoTopic, siteOf: () => 1 } as unknown as TopicSiteRule;
    expect(() => createSubscriptionPolicy([plain])).toThrow();
  });

  it("gives operators their site's operator queues, and nobody else", async () => {
    expect(await codeOf(operator, operatorChatQueue.destination)).toBe('ok:topic');
    expect(await codeOf(member, operatorChatQueue.destination)).toBe('FORBIDDEN');
    expect(await codeOf(guest, operatorChatQueue.destination)).toBe('UNAUTHORIZED');
  });

  it('gives guests and operators public topics and their own pongs only', async () => {
    for (const identity of [guest, operator]) {
      expect(await codeOf(identity, futuresInfoTopic.destination)).toBe('ok:topic');
      expect(await codeOf(identity, pongQueue.destination)).toBe('ok:session');
    }
    expect(await codeOf(guest, pointQueue.destination)).toBe('UNAUTHORIZED');
    expect(await codeOf(operator, pointQueue.destination)).toBe('FORBIDDEN');
  });
});

describe('authoriseSend', () => {
  it('accepts /ping and nothing else', () => {
    expect(authoriseSend('/ping').ok).toBe(true);
    expect(authoriseSend('/topic/futures_info').ok).toBe(false);
    expect(authoriseSend('/user/queue/point').ok).toBe(false);
  });
});
