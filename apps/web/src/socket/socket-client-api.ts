import type { DestinationPayloadOf, DestinationRef } from '@baro/contracts/manifest/destination-ref';
import type { ConnectionPolicyConfig, SocketState } from './connection-policy.ts';
import type { SocketProblem } from './message-dispatch.ts';
import type { SocketFactory } from './socket-transport.ts';

// The socket client's public shape; socket-client.ts implements it.

export interface SocketClientOptions {
  /** The app's origin, `https://example.com`; the socket opens `${origin}/ws` (socket-transport.ts). */
  readonly origin: string;
  /** Read at every attempt, so a reconnect uses a refreshed token; none connects as a guest. */
  readonly getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Sent as the `siteInfoId` CONNECT header: a guest's notice topic needs it; a member's comes from its token. */
  readonly siteId?: number;
  /** Spec §4 timings unless a test needs others. */
  readonly policy?: Partial<ConnectionPolicyConfig>;
  /** Messages of a member destination were missed: refetch the queries it feeds. */
  readonly onGap?: (destination: string) => void;
  readonly onProblem?: (problem: SocketProblem) => void;
  /** Opens an attempt's socket; the browser's WebSocket, or sockjs-client as the fallback, by default. */
  readonly createSocket?: SocketFactory;
  /** Whether to try a raw WebSocket first; true where the environment has `WebSocket`. */
  readonly websocketAvailable?: boolean;
  readonly debug?: (line: string) => void;
}

export interface SubscribeOptions {
  /** The concrete destination of a parameterised definition, e.g. `noticeTopic(siteId)`. */
  readonly destination?: string;
  /** App-wide handlers keep their subscription across route changes; screen handlers do not. */
  readonly keepOnRouteChange?: boolean;
}

export type DestinationHandler<D extends DestinationRef> = (payload: DestinationPayloadOf<D>) => void;

export interface SocketClient {
  /** Connects (again after `idle`, `failed` or `refused`); a no-op while connecting or connected. */
  connect(): void;
  /** Closes the connection and stops every timer; resolves once the transport has closed. */
  disconnect(): Promise<void>;
  // The four readers below are properties, not methods: React takes them unbound (useSyncExternalStore).
  readonly state: () => SocketState;
  /** Calls `listener` on every state change; answers the function that removes it. */
  readonly onState: (listener: (state: SocketState) => void) => () => void;
  /**
   * Listens to a destination of the contracts; the handler gets the payload its schema parses. The
   * subscription lasts across reconnects until the returned function is called, or, unless
   * `keepOnRouteChange`, until the route changes.
   */
  subscribe<D extends DestinationRef>(
    definition: D,
    handler: DestinationHandler<D>,
    options?: SubscribeOptions,
  ): () => void;
  /** The app reports every new pathname; leaving for a route without 'View' drops screen subscriptions. */
  onRouteChange(pathname: string): void;
  /** Goes up each time screen subscriptions were dropped, so mounted screens subscribe again. */
  readonly routeEpoch: () => number;
  readonly onRouteEpoch: (listener: () => void) => () => void;
}
