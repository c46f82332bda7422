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

/** A raw WebSocket from `ws`. */
export function wsConnection(ws: WebSocket, userAgent: string | undefined): Connection {
  // An unhandled 'error' would crash the process; a broken socket is simply dropped ('close' follows).
  ws.on('error', () => {
    ws.terminate();
  });
  return {
    transport: 'websocket',
    userAgent,
    send(bytes) {
      // A text frame: stompjs reads both, but text is what browsers' STOMP clients expect by default.
      ws.send(bytes, { binary: false });
    },
    bufferedBytes: () => ws.bufferedAmount,
    close(code, reason) {
      ws.close(code, reason);
    },
    terminate() {
      ws.terminate();
    },
    onData(listener) {
      ws.on('message', (data) => {
        listener(rawDataBytes(data));
      });
    },
    onClose(listener) {
      ws.once('close', listener);
    },
  };
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
  const internals = conn as unknown as SockjsInternals;
  return {
    transport: 'sockjs',
    userAgent: conn.headers['user-agent'],
    send(bytes) {
      conn.write(textDecoder.decode(bytes));
    },
    bufferedBytes() {
      // Characters stand in for bytes here: close enough for a bound that is about megabytes.
      let pending = 0;
      const queued = internals._session?.send_buffer;
      if (Array.isArray(queued)) for (const message of queued) pending += String(message).length;
      return pending + (sockjsSocket(internals)?.writableLength ?? 0);
    },
    close(code, reason) {
      internals.close(code, reason);
    },
    terminate() {
      const socket = sockjsSocket(internals);
      internals.close(1000, 'terminated');
      socket?.destroy();
    },
    onData(listener) {
      conn.on('data', listener);
    },
    onClose(listener) {
      conn.once('close', listener);
    },
  };
}
