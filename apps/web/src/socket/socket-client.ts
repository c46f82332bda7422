import { socketAuthorizationHeader, socketSiteHeader, socketUrl } from '@baro/contracts/sockets/endpoint';
import { Client, StompHeaders } from '@stomp/stompjs';
import type { IFrame, StompSubscription } from '@stomp/stompjs';
import { initialPolicyState, specConnectionPolicy, transition } from './connection-policy.ts';
import type { PolicyCommand, PolicyEvent, SocketState, TimerName } from './connection-policy.ts';
import { deliverMessage } from './message-dispatch.ts';
import type { SocketProblem } from './message-dispatch.ts';
import { forceLogoutQueue, pingSend, pongQueue } from './destinations.ts';
import { createSequenceTracker } from './sequence-tracker.ts';
import type { SocketClient, SocketClientOptions } from './socket-client-api.ts';
import { createTransportChoice, openBrowserSocket } from './socket-transport.ts';
import {
  concreteDestination,
  createSubscriptionRegistry,
  routeChangeDropsSubscriptions,
} from './subscription-registry.ts';

export type {
  DestinationHandler,
  SocketClient,
  SocketClientOptions,
  SubscribeOptions,
} from './socket-client-api.ts';

/** STOMP heart-beats both ways, as the gateway offers them (apps/server/src/realtime/limits.ts). */
const heartbeatMs = 10_000;

/** How long a goodbye (DISCONNECT) may wait for the server's receipt before the socket is closed anyway. */
const goodbyeTimeoutMs = 1_000;

interface LiveConnection {
  readonly id: number;
  readonly client: Client;
  /** Set once STOMP's CONNECTED arrived: a close before it counts against the transport. */
  connected: boolean;
  /** The STOMP subscription of each registered destination on this connection. */
  readonly subscriptions: Map<string, StompSubscription>;
  /** The receipt of each SUBSCRIBE not yet confirmed, so an ERROR can name the refused destination. */
  readonly pendingReceipts: Map<string, string>;
}

function headerOf(frame: IFrame, name: string): string | undefined {
  return frame.headers[name];
}

/**
 * The shell around the connection policy (connection-policy.ts): it carries out the policy's commands
 * with @stomp/stompjs, sockjs-client and timers, and turns what they report into policy events.
 * stompjs's own reconnect is off (`reconnectDelay: 0`); each attempt is a fresh stompjs Client, so a
 * late callback of a connection already given up carries an old id and is ignored.
 */
export function createSocketClient(options: SocketClientOptions): SocketClient {
  const createSocket = options.createSocket ?? openBrowserSocket;
  const transports = createTransportChoice(options.websocketAvailable ?? typeof WebSocket === 'function');
  const registry = createSubscriptionRegistry();
  const sequences = createSequenceTracker();
  const timers = new Map<TimerName, ReturnType<typeof setTimeout>>();
  const stateListeners = new Set<(state: SocketState) => void>();
  const routeListeners = new Set<() => void>();
  const queue: PolicyEvent[] = [];
  const problem = (value: SocketProblem) => options.onProblem?.(value);
  let policy = initialPolicyState({ ...specConnectionPolicy, ...options.policy });
  let live: LiveConnection | null = null;
  let closing: Promise<void> = Promise.resolve();
  let dispatching = false;
  let receiptSerial = 0;
  let pathname: string | null = null;
  let epoch = 0;

  /** Events raised while commands run (a listener reconnecting, say) wait their turn, in order. */
  function dispatch(event: PolicyEvent): void {
    queue.push(event);
    if (dispatching) return;
    dispatching = true;
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const step = transition(policy, next);
        policy = step.state;
        for (const command of step.commands) run(command);
      }
    } finally {
      dispatching = false;
    }
  }

  function run(command: PolicyCommand): void {
    switch (command.type) {
      case 'openConnection':
        void open(command.connectionId);
        return;
      case 'closeConnection':
        close(command.connectionId, command.reason === 'drop');
        return;
      case 'subscribeAll':
        if (live?.id !== command.connectionId) return;
        subscribePong(live);
        for (const destination of registry.destinations()) stompSubscribe(live, destination);
        return;
      case 'sendPing':
        if (live?.id !== command.connectionId || !live.client.connected) return;
        live.client.publish({
          destination: pingSend.destination,
          body: JSON.stringify({ clientTimeMs: Date.now() }),
        });
        return;
      case 'scheduleTimer': {
        clearTimeout(timers.get(command.timer));
        const { timer, token } = command;
        const handle = setTimeout(() => {
          timers.delete(timer);
          dispatch({ type: 'timerFired', timer, token });
        }, command.delayMs);
        timers.set(timer, handle);
        return;
      }
      case 'cancelTimer':
        clearTimeout(timers.get(command.timer));
        timers.delete(command.timer);
        return;
      case 'stateChanged':
        for (const listener of [...stateListeners]) {
          // A listener that throws must not cut the step short: the commands after it start timers.
          try {
            listener(command.state);
          } catch (error) {
            problem({ kind: 'listenerFailed', error });
          }
        }
        return;
    }
  }

  /** Whether the policy still waits for this attempt (not stopped or timed out meanwhile). */
  function isWanted(connectionId: number): boolean {
    return policy.connection?.id === connectionId;
  }

  async function open(connectionId: number): Promise<void> {
    let token: string | null | undefined;
    try {
      token = await options.getToken();
    } catch (error) {
      problem({ kind: 'tokenUnavailable', error });
      dispatch({ type: 'closed', connectionId });
      return;
    }
    // Given up (stopped, timed out) while the token was read.
    if (!isWanted(connectionId)) return;
    // Set field by field: stompjs types its configuration and headers as classes.
    const connectHeaders = new StompHeaders();
    if (token) connectHeaders[socketAuthorizationHeader] = `Bearer ${token}`;
    if (options.siteId !== undefined) connectHeaders[socketSiteHeader] = String(options.siteId);
    const transport = transports.current();
    let socket: Awaited<ReturnType<typeof createSocket>>;
    try {
      socket = await createSocket(transport, socketUrl(options.origin, transport));
    } catch {
      // sockjs-client did not load (the network dropped): this attempt failed like any other.
      dispatch({ type: 'closed', connectionId });
      return;
    }
    // Given up while sockjs-client loaded.
    if (!isWanted(connectionId)) {
      socket.close();
      return;
    }
    const client = new Client();
    client.webSocketFactory = () => socket;
    client.connectHeaders = connectHeaders;
    client.reconnectDelay = 0;
    client.heartbeatIncoming = heartbeatMs;
    client.heartbeatOutgoing = heartbeatMs;
    client.debug = options.debug ?? (() => undefined);
    const connection: LiveConnection = {
      id: connectionId,
      client,
      connected: false,
      subscriptions: new Map(),
      pendingReceipts: new Map(),
    };
    client.onConnect = () => {
      connection.connected = true;
      transports.connected();
      dispatch({ type: 'connected', connectionId });
    };
    client.onStompError = (frame) => {
      stompError(connection, frame);
    };
    client.onWebSocketClose = () => {
      if (!connection.connected) transports.failedBeforeConnect();
      dispatch({ type: 'closed', connectionId });
    };
    live = connection;
    client.activate();
  }

  function close(connectionId: number, discard: boolean): void {
    if (live?.id !== connectionId) return;
    const { client } = live;
    live = null;
    // A dead connection is discarded at once; a goodbye sends DISCONNECT and waits for the receipt,
    // but not for ever: a server that never answers would leave the socket open.
    if (discard) {
      closing = client.deactivate({ force: true }).catch(() => undefined);
      return;
    }
    const fallback = setTimeout(() => {
      client.forceDisconnect();
    }, goodbyeTimeoutMs);
    closing = client
      .deactivate()
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(fallback);
      });
  }

  function stompError(connection: LiveConnection, frame: IFrame): void {
    const code = headerOf(frame, 'code');
    const message = frame.body || (headerOf(frame, 'message') ?? '');
    const receipt = headerOf(frame, 'receipt-id');
    const refused = receipt === undefined ? undefined : connection.pendingReceipts.get(receipt);
    if (refused !== undefined) {
      // Subscribing it again after the reconnect would be refused again, and cost the session again.
      registry.removeDestination(refused);
      sequences.forget(refused);
      problem({ kind: 'subscriptionRefused', destination: refused, code, message });
    } else if (connection.client.connected) {
      problem({ kind: 'serverError', code, message });
    }
    dispatch({ type: 'stompError', connectionId: connection.id, code, message });
  }

  function subscribePong(connection: LiveConnection): void {
    connection.client.subscribe(pongQueue.destination, () => {
      dispatch({ type: 'pongReceived', connectionId: connection.id });
    });
  }

  function stompSubscribe(connection: LiveConnection, destination: string): void {
    if (connection.subscriptions.has(destination)) return;
    receiptSerial += 1;
    const receipt = `sub-${receiptSerial}`;
    connection.pendingReceipts.set(receipt, destination);
    connection.client.watchForReceipt(receipt, () => connection.pendingReceipts.delete(receipt));
    const subscription = connection.client.subscribe(
      destination,
      (message) => {
        if (live !== connection) return;
        deliverMessage({ destination, body: message.body }, registry, sequences, {
          onGap: (gapped) => {
            try {
              options.onGap?.(gapped);
            } catch (error) {
              problem({ kind: 'listenerFailed', error });
            }
          },
          onProblem: problem,
        });
        // The gateway closes every session it sends a forced logout to: reconnecting would only be
        // refused, and the app is logging out.
        if (destination === forceLogoutQueue.destination) dispatch({ type: 'stop' });
      },
      Object.assign(new StompHeaders(), { receipt }),
    );
    connection.subscriptions.set(destination, subscription);
  }

  function isOpen(connection: LiveConnection | null): connection is LiveConnection {
    return (
      connection !== null && policy.connection?.id === connection.id && policy.connection.phase === 'open'
    );
  }

  /** The last handler of a destination left: unsubscribe, and stop following its numbers. */
  function endDestination(destination: string): void {
    sequences.forget(destination);
    const subscription = live?.subscriptions.get(destination);
    if (live === null || subscription === undefined) return;
    live.subscriptions.delete(destination);
    if (live.client.connected) subscription.unsubscribe();
  }

  return {
    connect() {
      dispatch({ type: 'start' });
    },
    disconnect() {
      dispatch({ type: 'stop' });
      return closing;
    },
    state: () => policy.socket,
    onState(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    subscribe(definition, handler, subscribeOptions = {}) {
      if (definition.direction !== 'subscribe') {
        throw new Error(`${definition.destination} is not a destination to subscribe to.`);
      }
      const destination = concreteDestination(definition, subscribeOptions.destination);
      const { id, firstForDestination } = registry.add({
        destination,
        definition,
        keepOnRouteChange: subscribeOptions.keepOnRouteChange ?? false,
        // deliverMessage hands each handler what this definition's own schema parsed.
        handler: handler as (payload: unknown) => void,
      });
      if (firstForDestination && isOpen(live)) stompSubscribe(live, destination);
      return () => {
        const { emptiedDestination } = registry.remove(id);
        if (emptiedDestination !== null) endDestination(emptiedDestination);
      };
    },
    onRouteChange(next) {
      const drops = routeChangeDropsSubscriptions(pathname, next);
      pathname = next;
      if (!drops) return;
      for (const destination of registry.dropRouteScoped()) endDestination(destination);
      epoch += 1;
      for (const listener of [...routeListeners]) listener();
    },
    routeEpoch: () => epoch,
    onRouteEpoch(listener) {
      routeListeners.add(listener);
      return () => {
        routeListeners.delete(listener);
      };
    },
  };
}
