import type { SocketTransport } from '@baro/contracts/sockets/endpoint';
import type { IStompSocket } from '@stomp/stompjs';

// The socket opens as a raw WebSocket (`wss://host/ws`), which every browser Baro supports speaks, and
// falls back to SockJS (`https://host/ws`, spec §7) only where raw WebSockets do not get through (a
// proxy that drops the upgrade). sockjs-client is then loaded on demand: it is 12 KB of the phone's
// download on every page otherwise (docs/spec-interpretations.md "Socket transport").

/** STOMP's WebSocket subprotocols, as stompjs offers them when it opens a socket itself. */
const stompSubprotocols = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

/** Opens one attempt's socket on a transport. */
export type SocketFactory = (transport: SocketTransport, url: string) => IStompSocket | Promise<IStompSocket>;

/** The browser's own WebSocket, or sockjs-client loaded for the fallback. */
export const openBrowserSocket: SocketFactory = async (transport, url) => {
  if (transport === 'websocket') return new WebSocket(url, stompSubprotocols);
  const { default: SockJS } = await import('sockjs-client');
  return new SockJS(url);
};

/** Attempts in a row that closed before STOMP connected, after which the client uses SockJS. */
export const failuresBeforeSockJs = 2;

export interface TransportChoice {
  current(): SocketTransport;
  /** An attempt on the current transport reached STOMP's CONNECTED. */
  connected(): void;
  /** An attempt closed (or was given up) before STOMP connected. */
  failedBeforeConnect(): void;
}

/**
 * Raw WebSocket first; SockJS for the rest of the page's life once `failuresBeforeSockJs` attempts in a
 * row failed before connecting (a server restart fails them too, and then SockJS serves as well).
 */
export function createTransportChoice(websocketAvailable: boolean): TransportChoice {
  let failures = 0;
  let sockJs = !websocketAvailable;
  return {
    current: () => (sockJs ? 'sockjs' : 'websocket'),
    connected() {
      failures = 0;
    },
    failedBeforeConnect() {
      failures += 1;
      if (failures >= failuresBeforeSockJs) sockJs = true;
    },
  };
}
