import type { DestinationPayload, pointQueue } from '@baro/contracts';
import type { PublishPayload } from '../../src/realtime/bus.ts';
import { logIn, openAccountsFixture, signUpMember } from './accounts-fixture.ts';
import type { AccountsFixture, SignedUp, Tokens } from './accounts-fixture.ts';
import type { SiteOverrides } from './seed-site.ts';
import { listenOnLoopback, openStompClient } from './stomp-client.ts';
import type { StompTestClient, StompTestClientOptions } from './stomp-client.ts';

export interface SignedInMember extends SignedUp, Tokens {}

export interface RealtimeFixture {
  fx: AccountsFixture;
  /** `http://127.0.0.1:port` of the listening app. */
  origin: string;
  /** A member signed up and logged in through the API, with real tokens. */
  signedIn(): Promise<SignedInMember>;
  /** A stompjs client against this app, closed by `closeClients`. */
  client(options: Omit<StompTestClientOptions, 'origin'>): StompTestClient;
  closeClients(): Promise<void>;
  close(): Promise<void>;
}

/** The accounts fixture's app listening on a loopback port, with its socket endpoint. */
export async function openRealtimeFixture(site: SiteOverrides = {}): Promise<RealtimeFixture> {
  const fx = await openAccountsFixture(site);
  const origin = await listenOnLoopback(fx.app);
  const clients: StompTestClient[] = [];
  return {
    fx,
    origin,
    async signedIn() {
      const member = await signUpMember(fx);
      return { ...member, ...(await logIn(fx, member)) };
    },
    client(options) {
      const client = openStompClient({ origin, ...options });
      clients.push(client);
      return client;
    },
    async closeClients() {
      await Promise.all(clients.splice(0).map((client) => client.deactivate()));
    },
    async close() {
      await Promise.all(clients.splice(0).map((client) => client.deactivate()));
      await fx.close();
    },
  };
}

/** A FUTURES wallet as `/user/queue/point` carries it, with a recognisable balance. */
export function walletPayload(point: string): PublishPayload<typeof pointQueue> {
  const entry: Omit<DestinationPayload<typeof pointQueue>, 'seq'> = {
    type: 'FUTURES',
    currency: 'USDT',
    point,
    gameWaitPoint: '0',
    realPoint: point,
    losscut: '0',
    pnl: '0',
    address: null,
  };
  return entry;
}
