import { forceLogoutQueue, futuresInfoTopic, pointQueue } from '@baro/contracts';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from './bus.ts';
import type { SessionIdentity } from './destinations.ts';
import { createSessionRegistry } from './registry.ts';
import type { SessionRegistry } from './registry.ts';
import type { StompSession, Subscription } from './session.ts';

interface FakeSession extends StompSession {
  readonly delivered: Uint8Array[];
  readonly ended: string[];
}

function fakeSession(
  registry: SessionRegistry,
  id: string,
  identity: SessionIdentity,
  subscriptions: Subscription[],
  mobile = false,
): FakeSession {
  const delivered: Uint8Array[] = [];
  const ended: string[] = [];
  const session: FakeSession = {
    id,
    transport: 'websocket',
    mobile,
    delivered,
    ended,
    identity: () => identity,
    subscriptions: () => subscriptions,
    memberSubscriptions: (destination) =>
      subscriptions.filter((s) => s.route.kind === 'member' && s.route.destination === destination),
    deliver: (frame) => delivered.push(frame),
    end: (reason) => {
      ended.push(reason);
      registry.ended(session);
    },
    serverRestarting: () => {
      ended.push('server restarting');
      registry.ended(session);
    },
    bufferedBytes: () => 0,
  };
  registry.add(session);
  registry.connected(session);
  for (const subscription of subscriptions) registry.subscribed(session, subscription);
  return session;
}

const topic = (id: string): Subscription => ({
  id,
  route: { kind: 'topic', destination: futuresInfoTopic.destination },
});
const queue = (id: string, destination: string): Subscription => ({
  id,
  route: { kind: 'member', destination },
});
const memberOf = (memberId: number, sessionId: string, siteId = 1): SessionIdentity => ({
  kind: 'member',
  memberId,
  siteId,
  username: `m${memberId}`,
  sessionId,
});
const text = (frame: Uint8Array | undefined) => new TextDecoder().decode(frame);

describe('the session registry', () => {
  it('encodes a broadcast once per subscription id and shares the bytes between sessions', () => {
    const registry = createSessionRegistry();
    const a = fakeSession(registry, 'a', { kind: 'guest', siteId: null }, [topic('sub-0')]);
    const b = fakeSession(registry, 'b', memberOf(1, 'x'), [topic('sub-0')]);
    const c = fakeSession(registry, 'c', memberOf(2, 'y'), [topic('sub-1')]);
    const message: BusMessage = {
      destination: futuresInfoTopic.destination,
      body: '{"items":[]}',
      target: { kind: 'broadcast' },
    };
    registry.deliver(message);
    expect(a.delivered[0]).toBe(b.delivered[0]);
    expect(c.delivered[0]).not.toBe(a.delivered[0]);
    expect(text(c.delivered[0])).toContain('subscription:sub-1');
  });

  it("delivers a site's message to that site's sessions only", () => {
    const registry = createSessionRegistry();
    const here = fakeSession(registry, 'a', memberOf(1, 'x', 1), [topic('sub-0')]);
    const there = fakeSession(registry, 'b', memberOf(2, 'y', 2), [topic('sub-0')]);
    registry.deliver({
      destination: futuresInfoTopic.destination,
      body: '{}',
      target: { kind: 'site', siteId: 1 },
    });
    expect(here.delivered).toHaveLength(1);
    expect(there.delivered).toHaveLength(0);
  });

  it("delivers a member's message to that member's subscribed sessions, narrowed by sign-in", () => {
    const registry = createSessionRegistry();
    const first = fakeSession(registry, 'a', memberOf(1, 'x'), [queue('sub-0', pointQueue.destination)]);
    const second = fakeSession(registry, 'b', memberOf(1, 'y'), [queue('sub-3', pointQueue.destination)]);
    const other = fakeSession(registry, 'c', memberOf(2, 'z'), [queue('sub-0', pointQueue.destination)]);
    registry.deliver({
      destination: pointQueue.destination,
      body: '{}',
      target: { kind: 'member', memberId: 1 },
    });
    expect([first.delivered.length, second.delivered.length, other.delivered.length]).toEqual([1, 1, 0]);
    registry.deliver({
      destination: pointQueue.destination,
      body: '{}',
      target: { kind: 'member', memberId: 1, exceptSessionId: 'x' },
    });
    expect([first.delivered.length, second.delivered.length]).toEqual([1, 2]);
  });

  it('ends the sessions a force_logout reaches, and forgets them', () => {
    const registry = createSessionRegistry();
    const phone = fakeSession(
      registry,
      'a',
      memberOf(1, 'x'),
      [queue('sub-0', forceLogoutQueue.destination)],
      true,
    );
    const desktop = fakeSession(registry, 'b', memberOf(1, 'y'), []);
    registry.deliver({
      destination: forceLogoutQueue.destination,
      body: '{}',
      target: { kind: 'member', memberId: 1, onlyMobile: true },
    });
    expect(phone.delivered).toHaveLength(1);
    expect(phone.ended).toEqual(['forced logout']);
    expect(desktop.ended).toEqual([]);
    registry.deliver({
      destination: forceLogoutQueue.destination,
      body: '{}',
      target: { kind: 'member', memberId: 1 },
    });
    expect(desktop.ended).toEqual(['forced logout']);
    expect(registry.sessions()).toEqual([]);
  });
});
