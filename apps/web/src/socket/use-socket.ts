import type { DestinationRef } from '@baro/contracts/manifest/destination-ref';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { SocketState } from './connection-policy.ts';
import type { DestinationHandler, SocketClient, SubscribeOptions } from './socket-client.ts';

// The React side is only this: reading the client's state, and tying a subscription to a component.

/** The socket's state, re-rendering on every change (the loader, the failure alert). */
export function useSocketState(client: SocketClient): SocketState {
  return useSyncExternalStore(client.onState, client.state);
}

/**
 * Listens to a destination while the component is mounted. A screen subscription (the default) is
 * dropped when the route changes and subscribed again here, which is spec §4's "dropped on route
 * change and renewed"; the latest `handler` is always the one called, without resubscribing.
 */
export function useSocketSubscription<D extends DestinationRef>(
  client: SocketClient,
  definition: D,
  handler: DestinationHandler<D>,
  options: SubscribeOptions = {},
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const epoch = useSyncExternalStore(client.onRouteEpoch, client.routeEpoch);
  const { destination, keepOnRouteChange = false } = options;
  // A kept subscription ignores route changes, so its effect does not depend on them.
  const renewal = keepOnRouteChange ? 0 : epoch;
  useEffect(
    () =>
      client.subscribe(
        definition,
        (payload) => {
          latest.current(payload);
        },
        { destination, keepOnRouteChange },
      ),
    [client, definition, destination, keepOnRouteChange, renewal],
  );
}
