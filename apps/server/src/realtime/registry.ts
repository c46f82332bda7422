import { forceLogoutQueue } from '@baro/contracts';
import type { BusMessage, BusTarget } from './bus.ts';
import type { StompSession, Subscription } from './session.ts';
import { prepareMessageFrame } from './stomp/index.ts';
import type { PreparedMessageFrame } from './stomp/index.ts';

/**
 * The sessions of one gateway, indexed for delivery: public destinations by name, members by id.
 * A bus message is encoded once per subscription id (most clients number theirs `sub-0`, `sub-1`, ...)
 * and the same bytes are queued on every session subscribed under that id.
 */
export interface SessionRegistry {
  add(session: StompSession): void;
  connected(session: StompSession): void;
  subscribed(session: StompSession, subscription: Subscription): void;
  unsubscribed(session: StompSession, subscription: Subscription): void;
  ended(session: StompSession): void;
  deliver(message: BusMessage): void;
  sessions(): readonly StompSession[];
}

function matchesMember(session: StompSession, target: Extract<BusTarget, { kind: 'member' }>): boolean {
  const identity = session.identity();
  if (identity?.kind !== 'member') return false;
  if (target.onlySessionId !== undefined && identity.sessionId !== target.onlySessionId) return false;
  if (target.onlyMobile === true && !session.mobile) return false;
  return target.exceptSessionId === undefined || identity.sessionId !== target.exceptSessionId;
}

export function createSessionRegistry(): SessionRegistry {
  const all = new Set<StompSession>();
  const topics = new Map<string, Map<Subscription, StompSession>>();
  const members = new Map<number, Set<StompSession>>();
  let messageSerial = 0;

  function memberIdOf(session: StompSession): number | undefined {
    const identity = session.identity();
    return identity?.kind === 'member' ? identity.memberId : undefined;
  }

  function prepare(message: BusMessage): PreparedMessageFrame {
    return prepareMessageFrame({
      destination: message.destination,
      messageId: `m-${messageSerial}`,
      contentType: 'application/json',
      body: message.body,
    });
  }

  function unsubscribed(subscription: Subscription): void {
    const subscribers = topics.get(subscription.route.destination);
    if (subscribers === undefined) return;
    subscribers.delete(subscription);
    if (subscribers.size === 0) topics.delete(subscription.route.destination);
  }

  function deliverToMember(message: BusMessage, target: Extract<BusTarget, { kind: 'member' }>): void {
    const sessions = members.get(target.memberId);
    if (sessions === undefined) return;
    const prepared = prepare(message);
    const endsSession = message.destination === forceLogoutQueue.destination;
    // A copy: ending a session removes it from the set being walked.
    for (const session of [...sessions]) {
      if (!matchesMember(session, target)) continue;
      for (const subscription of session.memberSubscriptions(message.destination)) {
        session.deliver(prepared.frameFor(subscription.id), false);
      }
      if (endsSession) session.end('forced logout');
    }
  }

  function deliverToTopic(message: BusMessage, siteId: number | undefined): void {
    const subscribers = topics.get(message.destination);
    if (subscribers === undefined) return;
    const prepared = prepare(message);
    for (const [subscription, session] of subscribers) {
      if (siteId !== undefined && session.identity()?.siteId !== siteId) continue;
      session.deliver(prepared.frameFor(subscription.id), true);
    }
  }

  return {
    add(session) {
      all.add(session);
    },
    connected(session) {
      const memberId = memberIdOf(session);
      if (memberId === undefined) return;
      let sessions = members.get(memberId);
      if (sessions === undefined) {
        sessions = new Set();
        members.set(memberId, sessions);
      }
      sessions.add(session);
    },
    subscribed(session, subscription) {
      if (subscription.route.kind !== 'topic') return;
      let subscribers = topics.get(subscription.route.destination);
      if (subscribers === undefined) {
        subscribers = new Map();
        topics.set(subscription.route.destination, subscribers);
      }
      subscribers.set(subscription, session);
    },
    unsubscribed(_session, subscription) {
      unsubscribed(subscription);
    },
    ended(session) {
      all.delete(session);
      for (const subscription of session.subscriptions()) unsubscribed(subscription);
      const memberId = memberIdOf(session);
      if (memberId === undefined) return;
      const sessions = members.get(memberId);
      sessions?.delete(session);
      if (sessions?.size === 0) members.delete(memberId);
    },
    deliver(message) {
      messageSerial += 1;
      switch (message.target.kind) {
        case 'member':
          deliverToMember(message, message.target);
          return;
        case 'site':
          deliverToTopic(message, message.target.siteId);
          return;
        case 'broadcast':
          deliverToTopic(message, undefined);
          return;
      }
    },
    sessions: () => [...all],
  };
}
