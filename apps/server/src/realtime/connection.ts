import { Socket } from 'node:net';
import type { Connection as SockjsConnection } from 'sockjs';
import type { RawData, WebSocket } from 'ws';

/**
 * One client connection as a STOMP session sees it, whichever transport carries it. Text in both
 * directions: STOMP frames here are UTF-8 (JSON bodies), which is what @stomp/stompjs and SockJS both
 * expect.
 */
export interface Connection {
  readonly transport: 'websocket' | 'sockjs';
  /** The User-Agent of the opening request, to tell a mobile device (the mobile block). */
  readonly userAgent: string | undefined;
  /** Sends bytes (whole frames or heart-beats) as one transport message. */
  send(bytes: Uint8Array): void;
  /** Bytes handed to the transport that have not reached the kernel yet. */
  bufferedBytes(): number;
  /** The closing handshake; the peer may take its time. */
  close(code: number, reason: string): void;
  /** Drops the connection at once and frees its buffers. */
  terminate(): void;
  onData(listener: (chunk: Uint8Array | string) => void): void;
  /** Called once, however the connection ended. */
  onClose(listener: () => void): void;
}

const textDecoder = new TextDecoder();

function rawDataBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/** A raw WebSocket from `ws`. A class, as every object a gateway holds per connection. */
export function wsConnection(ws: WebSocket, userAgent: string | undefined): Connection {
  return new WsConnection(ws, userAgent);
}

// A text frame: stompjs reads both, but text is what browsers' STOMP clients expect by default.
const textFrame = { binary: false } as const;

class WsConnection implements Connection {
  readonly transport = 'websocket';
  readonly userAgent: string | undefined;
  readonly #ws: WebSocket;

  constructor(ws: WebSocket, userAgent: string | undefined) {
    this.#ws = ws;
    this.userAgent = userAgent;
    // An unhandled 'error' would crash the process; a broken socket is simply dropped ('close' follows).
    ws.on('error', terminateOnError);
  }

  send(bytes: Uint8Array): void {
    this.#ws.send(bytes, textFrame);
  }

  bufferedBytes(): number {
    return this.#ws.bufferedAmount;
  }

  close(code: number, reason: string): void {
    this.#ws.close(code, reason);
  }

  terminate(): void {
    this.#ws.terminate();
  }

  onData(listener: (chunk: Uint8Array | string) => void): void {
    this.#ws.on('message', (data: RawData) => {
      listener(rawDataBytes(data));
    });
  }

  onClose(listener: () => void): void {
    this.#ws.once('close', listener);
  }
}

function terminateOnError(this: WebSocket): void {
  this.terminate();
}

/**
 * What sockjs 0.3.24 keeps below its public connection, read defensively: the messages waiting for a
 * receiver (a polling client between requests) and the socket of the current receiver. Its typings
 * do not describe these, and its `close` takes a numeric code although they say string.
 */
interface SockjsInternals {
  _session?: {
    send_buffer?: unknown;
    recv?: { connection?: unknown; response?: { socket?: unknown } | null } | null;
  };
  close(code?: number, reason?: string): boolean;
}

function sockjsSocket(internals: SockjsInternals): Socket | undefined {
  const recv = internals._session?.recv;
  const socket = recv?.connection ?? recv?.response?.socket;
  return socket instanceof Socket ? socket : undefined;
}

/** A SockJS connection from the `sockjs` server, any of its transports. */
export function sockjsConnection(conn: SockjsConnection): Connection {
  return new SockjsGatewayConnection(conn);
}

class SockjsGatewayConnection implements Connection {
  readonly transport = 'sockjs';
  readonly userAgent: string | undefined;
  readonly #conn: SockjsConnection;

  constructor(conn: SockjsConnection) {
    this.#conn = conn;
    this.userAgent = conn.headers['user-agent'];
  }

  #internals(): SockjsInternals {
    return this.#conn as unknown as SockjsInternals;
  }

  send(bytes: Uint8Array): void {
    this.#conn.write(textDecoder.decode(bytes));
  }

  bufferedBytes(): number {
    // Characters stand in for bytes here: close enough for a bound that is about megabytes.
    const internals = this.#internals();
    let pending = 0;
    const queued = internals._session?.send_buffer;
    if (Array.isArray(queued)) for (const message of queued) pending += String(message).length;
    return pending + (sockjsSocket(internals)?.writableLength ?? 0);
  }

  close(code: number, reason: string): void {
    this.#internals().close(code, reason);
  }

  terminate(): void {
    const internals = this.#internals();
    const socket = sockjsSocket(internals);
    internals.close(1000, 'terminated');
    socket?.destroy();
  }

  onData(listener: (chunk: Uint8Array | string) => void): void {
    this.#conn.on('data', listener);
  }

  onClose(listener: () => void): void {
    this.#conn.once('close', listener);
  }
}
