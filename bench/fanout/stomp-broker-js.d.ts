// stomp-broker-js 1.3.0 ships no types; this is the part of its API the benchmark uses.
declare module 'stomp-broker-js' {
  import type { EventEmitter } from 'node:events';
  import type { Server } from 'node:http';

  interface StompServerConfig {
    server: Server;
    /** WebSocket path; the library's default is `/stomp`. */
    path?: string;
    /** `[send, receive]` in ms; `[0, 0]` is the library's default. */
    heartbeat?: [number, number];
    debug?: (...args: unknown[]) => void;
  }

  interface StompSubscription {
    readonly id: string;
    readonly sessionId: string;
    readonly topic: string;
  }

  class StompServer extends EventEmitter {
    constructor(config: StompServerConfig);
    /** Every subscription; unsubscribing leaves a hole (`delete`), hence the undefined entries. */
    readonly subscribes: readonly (StompSubscription | undefined)[];
    /** Publishes to every matching subscriber; a JSON content-type makes it parse and re-serialise. */
    send(topic: string, headers: Record<string, string>, body: string): void;
  }

  export = StompServer;
}
