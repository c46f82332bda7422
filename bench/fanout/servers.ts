// The two servers under test, each on a plain `http.createServer()`, behind one small interface so
// the child process drives them alike. Neither touches a database.
import type { Server } from 'node:http';
import { futuresInfoTopic, socketEndpointPath } from '@baro/contracts';
import StompServer from 'stomp-broker-js';
import { reject } from '../../apps/server/src/core/rejection.ts';
import { createInProcessBus } from '../../apps/server/src/realtime/bus.ts';
import { attachGateway } from '../../apps/server/src/realtime/gateway.ts';
import type { GatewayOptions } from '../../apps/server/src/realtime/gateway.ts';
import { defaultRealtimeLimits } from '../../apps/server/src/realtime/limits.ts';
import { createMemberSequence } from '../../apps/server/src/realtime/sequence.ts';
import { futuresInfoDestination } from './protocol.ts';
import type { FuturesTick, ServerKind } from './protocol.ts';

export interface FanoutServer {
  /** Subscriptions to the tick destination that the server has registered. */
  subscribers(): number;
  publish(tick: number, payload: FuturesTick): void;
}

/**
 * The gateway only logs failures and sockjs chatter; a stub that prints errors keeps pino out of the
 * bench's dependencies. The cast covers the methods a gateway never calls here.
 */
function stderrLogger(): GatewayOptions['log'] {
  const print = (...args: unknown[]) => {
    console.error('[baro gateway]', ...args);
  };
  const drop = () => undefined;
  const logger = { fatal: print, error: print, warn: print, info: drop, debug: drop, trace: drop };
  return { ...logger, child: () => logger } as unknown as GatewayOptions['log'];
}

/** Baro's gateway with the single-node bus, as `buildApp` attaches it, with guests only. */
function attachBaro(server: Server): FanoutServer {
  const bus = createInProcessBus({
    sequence: createMemberSequence(Date.now()),
    onListenerError: (error) => {
      console.error('[baro bus]', error);
    },
  });
  const gateway = attachGateway(server, {
    bus,
    limits: defaultRealtimeLimits,
    // The clients connect as guests (no Authorization header), so no token is ever checked.
    authenticate: () => Promise.resolve(reject('UNAUTHORIZED')),
    clock: { nowMs: () => Date.now() },
    log: stderrLogger(),
  });
  return {
    subscribers: () => gateway.stats().reduce((sum, session) => sum + session.subscriptions, 0),
    publish(_tick, payload) {
      bus.publish(futuresInfoTopic, { items: [...payload.items] }, { kind: 'broadcast' });
    },
  };
}

/** stomp-broker-js on the same path, publishing through its public `send`. */
function attachBroker(server: Server): FanoutServer {
  const broker = new StompServer({ server, path: socketEndpointPath, heartbeat: [0, 0] });
  // Without a listener an 'error' event would end the process.
  broker.on('error', (error: unknown) => {
    console.error('[stomp-broker-js]', error);
  });
  return {
    subscribers() {
      let count = 0;
      for (const subscription of broker.subscribes) {
        if (subscription?.topic === futuresInfoDestination) count += 1;
      }
      return count;
    },
    publish(tick, payload) {
      // The same headers Baro writes; its JSON content-type makes the broker parse the body once and
      // serialise it again per publish (not per subscriber), which costs little beside the fan-out.
      broker.send(
        futuresInfoDestination,
        {
          destination: futuresInfoDestination,
          'message-id': `m-${tick}`,
          'content-type': 'application/json',
        },
        JSON.stringify(payload),
      );
    },
  };
}

export function attachFanoutServer(kind: ServerKind, server: Server): FanoutServer {
  switch (kind) {
    case 'baro':
      return attachBaro(server);
    case 'stomp-broker-js':
      return attachBroker(server);
  }
}
