import type { DestinationRef } from '@baro/contracts/manifest/destination-ref';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SocketState } from './connection-policy.ts';
import type { SocketClient, SubscribeOptions } from './socket-client.ts';
import { useSocketState, useSocketSubscription } from './use-socket.ts';
import { pongQueue } from './destinations.ts';

/**
 * An in-memory SocketClient (our own interface): it records subscriptions and lets the test change
 * the state, push a payload and change the route, as the real client would.
 */
function memoryClient() {
  let state: SocketState = { status: 'idle' };
  let epoch = 0;
  const stateListeners = new Set<(next: SocketState) => void>();
  const epochListeners = new Set<() => void>();
  const live = new Map<
    number,
    { destination: string; handler: (payload: unknown) => void; options?: SubscribeOptions }
  >();
  const log: string[] = [];
  let serial = 0;
  const client: SocketClient = {
    connect: () => undefined,
    disconnect: () => Promise.resolve(),
    state: () => state,
    onState(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    subscribe(definition: DestinationRef, handler: (payload: never) => void, options?: SubscribeOptions) {
      serial += 1;
      const id = serial;
      live.set(id, {
        destination: definition.destination,
        handler: handler as (payload: unknown) => void,
        options,
      });
      log.push(`subscribe ${id}`);
      return () => {
        live.delete(id);
        log.push(`unsubscribe ${id}`);
      };
    },
    onRouteChange() {
      epoch += 1;
      for (const entry of [...live.entries()])
        if (entry[1].options?.keepOnRouteChange !== true) live.delete(entry[0]);
      for (const listener of [...epochListeners]) listener();
    },
    routeEpoch: () => epoch,
    onRouteEpoch(listener) {
      epochListeners.add(listener);
      return () => {
        epochListeners.delete(listener);
      };
    },
  };
  return {
    client,
    log,
    live,
    setState(next: SocketState) {
      state = next;
      for (const listener of [...stateListeners]) listener(next);
    },
    push(payload: unknown) {
      for (const entry of live.values()) entry.handler(payload);
    },
  };
}

describe('useSocketState', () => {
  it('renders the state the client reports', () => {
    const memory = memoryClient();
    const { result } = renderHook(() => useSocketState(memory.client));
    expect(result.current).toEqual({ status: 'idle' });
    act(() => {
      memory.setState({ status: 'reconnecting', attempt: 1, attemptsMax: 3 });
    });
    expect(result.current).toEqual({ status: 'reconnecting', attempt: 1, attemptsMax: 3 });
  });
});

describe('useSocketSubscription', () => {
  it('subscribes while mounted and calls the latest handler without subscribing again', () => {
    const memory = memoryClient();
    const received: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ tag }: { tag: string }) => {
        useSocketSubscription(memory.client, pongQueue, (payload) =>
          received.push(`${tag} ${payload.serverTimeMs}`),
        );
      },
      { initialProps: { tag: 'first' } },
    );
    rerender({ tag: 'second' });
    act(() => {
      memory.push({ serverTimeMs: 5 });
    });
    expect(received).toEqual(['second 5']);
    unmount();
    expect(memory.log).toEqual(['subscribe 1', 'unsubscribe 1']);
  });

  it('subscribes a screen subscription again after the route change dropped it (spec §4 "renewed")', () => {
    const memory = memoryClient();
    renderHook(() => {
      useSocketSubscription(memory.client, pongQueue, () => undefined);
    });
    act(() => {
      memory.client.onRouteChange('/more');
    });
    expect(memory.log).toEqual(['subscribe 1', 'unsubscribe 1', 'subscribe 2']);
    expect(memory.live.size).toBe(1);
  });

  it('leaves a kept subscription alone on a route change', () => {
    const memory = memoryClient();
    renderHook(() => {
      useSocketSubscription(memory.client, pongQueue, () => undefined, { keepOnRouteChange: true });
    });
    act(() => {
      memory.client.onRouteChange('/more');
    });
    expect(memory.log).toEqual(['subscribe 1']);
  });
});
