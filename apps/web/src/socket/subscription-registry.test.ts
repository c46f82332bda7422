import { describe, expect, it } from 'vitest';
import {
  concreteDestination,
  createSubscriptionRegistry,
  isViewRoute,
  routeChangeDropsSubscriptions,
} from './subscription-registry.ts';
import {
  forceLogoutQueue,
  futuresQueue,
  noticeTopic,
  noticeTopicDestination,
  overseaQueue,
} from './destinations.ts';

const noop = () => undefined;

describe('createSubscriptionRegistry', () => {
  it('needs one STOMP subscription per destination however many handlers listen', () => {
    const registry = createSubscriptionRegistry();
    const input = { destination: futuresQueue.destination, definition: futuresQueue, handler: noop };
    expect(registry.add({ ...input, keepOnRouteChange: false }).firstForDestination).toBe(true);
    expect(registry.add({ ...input, keepOnRouteChange: true }).firstForDestination).toBe(false);
    expect(registry.destinations()).toEqual([futuresQueue.destination]);
    expect(registry.handlersOf(futuresQueue.destination)).toHaveLength(2);
  });

  it('names the destination when its last handler leaves, and tolerates removing twice', () => {
    const registry = createSubscriptionRegistry();
    const input = { destination: futuresQueue.destination, definition: futuresQueue, handler: noop };
    const first = registry.add({ ...input, keepOnRouteChange: false });
    const second = registry.add({ ...input, keepOnRouteChange: false });
    expect(registry.remove(first.id)).toEqual({ emptiedDestination: null });
    expect(registry.remove(second.id)).toEqual({ emptiedDestination: futuresQueue.destination });
    expect(registry.remove(second.id)).toEqual({ emptiedDestination: null });
    expect(registry.destinations()).toEqual([]);
    expect(registry.definitionOf(futuresQueue.destination)).toBeUndefined();
  });

  it('drops screen handlers on a route change and keeps app-wide ones', () => {
    const registry = createSubscriptionRegistry();
    registry.add({
      destination: forceLogoutQueue.destination,
      definition: forceLogoutQueue,
      keepOnRouteChange: true,
      handler: noop,
    });
    registry.add({
      destination: overseaQueue.destination,
      definition: overseaQueue,
      keepOnRouteChange: false,
      handler: noop,
    });
    const kept = registry.add({
      destination: futuresQueue.destination,
      definition: futuresQueue,
      keepOnRouteChange: true,
      handler: noop,
    });
    registry.add({
      destination: futuresQueue.destination,
      definition: futuresQueue,
      keepOnRouteChange: false,
      handler: noop,
    });
    expect(registry.dropRouteScoped()).toEqual([overseaQueue.destination]);
    expect([...registry.destinations()].sort()).toEqual(
      [forceLogoutQueue.destination, futuresQueue.destination].sort(),
    );
    expect(registry.handlersOf(futuresQueue.destination).map((entry) => entry.id)).toEqual([kept.id]);
  });

  it('forgets every handler of a refused destination', () => {
    const registry = createSubscriptionRegistry();
    const added = registry.add({
      destination: futuresQueue.destination,
      definition: futuresQueue,
      keepOnRouteChange: true,
      handler: noop,
    });
    registry.removeDestination(futuresQueue.destination);
    expect(registry.destinations()).toEqual([]);
    expect(registry.remove(added.id)).toEqual({ emptiedDestination: null });
  });

  it('refuses two definitions for one destination', () => {
    const registry = createSubscriptionRegistry();
    registry.add({
      destination: '/user/queue/futures',
      definition: futuresQueue,
      keepOnRouteChange: true,
      handler: noop,
    });
    expect(() =>
      registry.add({
        destination: '/user/queue/futures',
        definition: overseaQueue,
        keepOnRouteChange: true,
        handler: noop,
      }),
    ).toThrow();
  });
});

describe('concreteDestination', () => {
  it('uses a plain definition as it is', () => {
    expect(concreteDestination(futuresQueue, undefined)).toBe('/user/queue/futures');
    expect(concreteDestination(futuresQueue, '/user/queue/futures')).toBe('/user/queue/futures');
  });

  it("takes a parameterised definition's concrete destination when it matches the template", () => {
    expect(concreteDestination(noticeTopicDestination, noticeTopic(7))).toBe('/topic/notice/7');
  });

  it('refuses what would subscribe somewhere else', () => {
    expect(() => concreteDestination(noticeTopicDestination, undefined)).toThrow();
    expect(() => concreteDestination(noticeTopicDestination, '/topic/oversea')).toThrow();
    expect(() => concreteDestination(noticeTopicDestination, '/topic/notice/7/x')).toThrow();
    expect(() => concreteDestination(futuresQueue, '/user/queue/oversea')).toThrow();
  });
});

describe('route changes (spec §4)', () => {
  it("recognises the view-only routes by 'View' in the path", () => {
    expect(isViewRoute('/overseaView/3')).toBe(true);
    expect(isViewRoute('/futureView/1')).toBe(true);
    expect(isViewRoute('/oversea/3')).toBe(false);
    expect(isViewRoute('/more/contact')).toBe(false);
  });

  it('drops on a change to another route that is not a View route', () => {
    expect(routeChangeDropsSubscriptions('/oversea/1', '/more')).toBe(true);
    expect(routeChangeDropsSubscriptions('/overseaView/1', '/oversea/1')).toBe(true);
  });

  it('keeps subscriptions on View routes, on the first route and on the same path again', () => {
    expect(routeChangeDropsSubscriptions('/oversea/1', '/overseaView/1')).toBe(false);
    expect(routeChangeDropsSubscriptions(null, '/oversea/1')).toBe(false);
    expect(routeChangeDropsSubscriptions('/more', '/more')).toBe(false);
  });
});
