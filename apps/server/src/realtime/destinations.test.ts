import { allDestinations, futuresInfoTopic, noticeTopic, pointQueue, pongQueue } from '@baro/contracts';
import { describe, expect, it } from 'vitest';
import { authoriseSend, authoriseSubscription } from './destinations.ts';
import type { SessionIdentity } from './destinations.ts';

const member: SessionIdentity = { kind: 'member', memberId: 5, siteId: 2, username: 'alice', sessionId: 's' };
const guest: SessionIdentity = { kind: 'guest', siteId: 2 };
const siteless: SessionIdentity = { kind: 'guest', siteId: null };
const operator: SessionIdentity = { kind: 'operator', adminId: 1, siteId: 2, sessionId: 'o' };

function codeOf(identity: SessionIdentity, destination: string): string {
  const result = authoriseSubscription(identity, destination);
  return result.ok ? `ok:${result.value.kind}` : result.code;
}

describe('authoriseSubscription', () => {
  it("gives a member every destination of spec §7, its site's notices among them", () => {
    const subscribable = allDestinations.filter((definition) => definition.direction === 'subscribe');
    for (const definition of subscribable) {
      const destination = definition.destination.replace('{siteId}', '2');
      expect(authoriseSubscription(member, destination).ok, destination).toBe(true);
    }
  });

  it("binds /user/queue/* to the session's own member", () => {
    expect(authoriseSubscription(member, pointQueue.destination)).toEqual({
      ok: true,
      value: { kind: 'member', destination: pointQueue.destination },
    });
  });

  it("refuses every way of naming another member's queue", () => {
    expect(codeOf(member, '/user/bob/queue/point')).toBe('FORBIDDEN');
    expect(codeOf(member, '/user/6/queue/point')).toBe('FORBIDDEN');
    expect(codeOf(member, '/user/queue/point/6')).toBe('FORBIDDEN');
    expect(codeOf(member, '/queue/point')).toBe('NOT_FOUND');
  });

  it("refuses another site's notices, and notices to a guest that named no site", () => {
    expect(codeOf(member, noticeTopic(3))).toBe('SITE_MISMATCH');
    expect(codeOf(guest, noticeTopic(3))).toBe('SITE_MISMATCH');
    expect(codeOf(guest, noticeTopic(2))).toBe('ok:topic');
    expect(codeOf(siteless, noticeTopic(2))).toBe('SITE_REQUIRED');
  });

  it('gives guests and operators public topics and their own pongs only', () => {
    for (const identity of [guest, operator]) {
      expect(codeOf(identity, futuresInfoTopic.destination)).toBe('ok:topic');
      expect(codeOf(identity, pongQueue.destination)).toBe('ok:session');
    }
    expect(codeOf(guest, pointQueue.destination)).toBe('UNAUTHORIZED');
    expect(codeOf(operator, pointQueue.destination)).toBe('FORBIDDEN');
  });
});

describe('authoriseSend', () => {
  it('accepts /ping and nothing else', () => {
    expect(authoriseSend('/ping').ok).toBe(true);
    expect(authoriseSend('/topic/futures_info').ok).toBe(false);
    expect(authoriseSend('/user/queue/point').ok).toBe(false);
  });
});
