import type { NewMessageEvent } from '@baro/contracts';
import { describe, expect, it } from 'vitest';
import { deliverMessage } from './message-dispatch.ts';
import type { DeliveryCallbacks, SocketProblem } from './message-dispatch.ts';
import { createSequenceTracker } from './sequence-tracker.ts';
import { createSubscriptionRegistry } from './subscription-registry.ts';
import { newMessageQueue, noticeTopic, noticeTopicDestination, pongQueue } from './destinations.ts';

function setup() {
  const registry = createSubscriptionRegistry();
  const sequences = createSequenceTracker();
  const gaps: string[] = [];
  const problems: SocketProblem[] = [];
  const callbacks: DeliveryCallbacks = {
    onGap: (destination) => gaps.push(destination),
    onProblem: (problem) => problems.push(problem),
  };
  const deliver = (destination: string, body: unknown) => {
    deliverMessage(
      { destination, body: typeof body === 'string' ? body : JSON.stringify(body) },
      registry,
      sequences,
      callbacks,
    );
  };
  return { registry, gaps, problems, deliver };
}

const messages = newMessageQueue.destination;

function answer(seq: number): NewMessageEvent {
  return { type: 'CONTACT_ANSWER', seq, contactId: 3, unreadCount: 2 };
}

describe('deliverMessage', () => {
  it('hands every handler of the destination the parsed payload', () => {
    const { registry, deliver } = setup();
    const first: unknown[] = [];
    const second: unknown[] = [];
    for (const list of [first, second]) {
      registry.add({
        destination: messages,
        definition: newMessageQueue,
        keepOnRouteChange: true,
        handler: (payload) => list.push(payload),
      });
    }
    deliver(messages, answer(5));
    expect(first).toEqual([answer(5)]);
    expect(second).toEqual([answer(5)]);
  });

  it('drops a message whose destination has no handler any more', () => {
    const { problems, gaps, deliver } = setup();
    deliver(messages, answer(5));
    expect(problems).toEqual([]);
    expect(gaps).toEqual([]);
  });

  it('reports a gap in a member queue before handing the event over', () => {
    const { registry, gaps, deliver } = setup();
    const order: string[] = [];
    registry.add({
      destination: messages,
      definition: newMessageQueue,
      keepOnRouteChange: true,
      handler: () => order.push('handler'),
    });
    deliver(messages, answer(100));
    deliver(messages, answer(101));
    expect(gaps).toEqual([]);
    deliver(messages, answer(104));
    expect(gaps).toEqual([messages]);
    deliver(messages, answer(3));
    expect(gaps).toEqual([messages, messages]);
    expect(order).toHaveLength(4);
  });

  it('does not follow numbers on destinations that carry none', () => {
    const { registry, gaps, problems, deliver } = setup();
    const destination = noticeTopic(1);
    const received: unknown[] = [];
    registry.add({
      destination,
      definition: noticeTopicDestination,
      keepOnRouteChange: true,
      handler: (payload) => received.push(payload),
    });
    const notice = {
      type: 'FORCE_NOTICE',
      id: 4,
      title: '점검',
      content: '<p>점검</p>',
      at: '2026-01-01T00:00:00.000Z',
    };
    deliver(destination, notice);
    deliver(destination, notice);
    expect(received).toEqual([notice, notice]);
    expect(gaps).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('keeps a body that is not JSON from every handler, and counts it as missed on a member queue', () => {
    const { registry, gaps, problems, deliver } = setup();
    const received: unknown[] = [];
    registry.add({
      destination: messages,
      definition: newMessageQueue,
      keepOnRouteChange: true,
      handler: (payload) => received.push(payload),
    });
    deliver(messages, '{not json');
    expect(received).toEqual([]);
    expect(problems).toEqual([
      { kind: 'invalidPayload', destination: messages, detail: 'the body is not JSON' },
    ]);
    expect(gaps).toEqual([messages]);
  });

  it('keeps a payload outside the contract from every handler, and counts it as missed', () => {
    const { registry, gaps, problems, deliver } = setup();
    const received: unknown[] = [];
    registry.add({
      destination: messages,
      definition: newMessageQueue,
      keepOnRouteChange: true,
      handler: (payload) => received.push(payload),
    });
    deliver(messages, answer(1));
    deliver(messages, { type: 'SOMETHING_ELSE', seq: 2 });
    expect(received).toEqual([answer(1)]);
    expect(problems.map((problem) => problem.kind)).toEqual(['invalidPayload']);
    expect(gaps).toEqual([messages]);
    // The number was followed even so: the next event is in sequence.
    deliver(messages, answer(3));
    expect(gaps).toEqual([messages]);
  });

  it('reports an invalid pong without asking for a refetch (a pong is not a member event)', () => {
    const { registry, gaps, problems, deliver } = setup();
    registry.add({
      destination: pongQueue.destination,
      definition: pongQueue,
      keepOnRouteChange: true,
      handler: () => undefined,
    });
    deliver(pongQueue.destination, { serverTimeMs: 'soon' });
    expect(problems).toHaveLength(1);
    expect(gaps).toEqual([]);
  });

  it('runs the other handlers when one throws', () => {
    const { registry, problems, deliver } = setup();
    const received: unknown[] = [];
    const failure = new Error('dialog broke');
    registry.add({
      destination: messages,
      definition: newMessageQueue,
      keepOnRouteChange: true,
      handler: () => {
        throw failure;
      },
    });
    registry.add({
      destination: messages,
      definition: newMessageQueue,
      keepOnRouteChange: true,
      handler: (payload) => received.push(payload),
    });
    deliver(messages, answer(1));
    expect(received).toHaveLength(1);
    expect(problems).toEqual([{ kind: 'handlerFailed', destination: messages, error: failure }]);
  });
});
