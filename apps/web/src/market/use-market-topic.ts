import type { DestinationRef } from '@baro/contracts/manifest/destination-ref';
import { useSyncExternalStore } from 'react';
import { useServices } from '../app/services-context.tsx';
import type { DestinationHandler, SocketClient } from '../socket/index.ts';
// use-socket.ts imports React and types only, so this does not pull the socket's libraries into a
// screen's chunk; the client itself comes from the app's socket wiring once it has loaded.
import { useSocketSubscription } from '../socket/use-socket.ts';

/**
 * Stands in while there is no socket (a visitor on a View page, or the socket code still loading), or
 * where a page must not listen: subscribing does nothing. It holds no state; the real client takes
 * over when the wiring reports it.
 */
export const NO_SOCKET: SocketClient = {
  connect: () => undefined,
  disconnect: () => Promise.resolve(),
  state: () => ({ status: 'idle' }),
  onState: () => () => undefined,
  subscribe: () => () => undefined,
  onRouteChange: () => undefined,
  routeEpoch: () => 0,
  onRouteEpoch: () => () => undefined,
};

/** The app's socket client, or null while there is none; re-renders when it comes or goes. */
export function useSocketClient(): SocketClient | null {
  const { socket } = useServices();
  return useSyncExternalStore(socket.onClientChange, socket.client);
}

/**
 * Listens to a market topic while the component is mounted, through the socket's own
 * `useSocketSubscription` (renewed after route changes and reconnects). A parameterised topic takes
 * its concrete `destination` (`fillDestination(tradeRoundTopic, { tradeOptionId })`); when that
 * changes, the old one is left and the new one subscribed. Without a socket it listens to nothing;
 * answers whether a socket is there, so callers can fall back to polling.
 */
export function useMarketTopic<D extends DestinationRef>(
  definition: D,
  handler: DestinationHandler<D>,
  destination?: string,
): boolean {
  const client = useSocketClient();
  useSocketSubscription(client ?? NO_SOCKET, definition, handler, { destination });
  return client !== null;
}
