import { localizedMessage } from '@baro/contracts';
import { createSocketClient, subscribeAppHandlers } from '../socket/index.ts';
import type { AppEffects, SocketClient, SocketClientOptions } from '../socket/index.ts';
import type { AppStore } from '../state/app-store.ts';

export interface SocketWiringOptions {
  readonly origin: string;
  readonly store: AppStore;
  /** A current access token, renewed first when it has expired. */
  readonly getToken: () => Promise<string | null>;
  readonly effects: AppEffects;
  readonly alert: (message: string) => Promise<void>;
  readonly reload: () => void;
  readonly createClient?: (options: SocketClientOptions) => SocketClient;
}

/** The app's socket, connected while a member is signed in. */
export interface SocketWiring {
  readonly client: () => SocketClient | null;
  /** Connects for the member of `siteId` with the app-wide handlers; a no-op when already started. */
  start(siteId: number): void;
  stop(): Promise<void>;
}

/**
 * Ties the socket client (src/socket) to the app: its state goes to the store (the connected flag and
 * spec §4's reconnecting loader), a failed reconnect alerts and reloads, and the app-wide handlers
 * (force logout, new messages, notices, the error queue) act through `effects`.
 */
export function createSocketWiring(options: SocketWiringOptions): SocketWiring {
  const createClient = options.createClient ?? createSocketClient;
  let client: SocketClient | null = null;
  let detach: (() => void)[] = [];

  return {
    client: () => client,
    start(siteId) {
      if (client !== null) return;
      const started = createClient({ origin: options.origin, getToken: options.getToken, siteId });
      client = started;
      const lang = () => options.store.getState().language;
      detach = [
        started.onState((state) => {
          options.store.getState().setSocketStatus(state.status);
          if (state.status === 'failed') {
            void options.alert(localizedMessage('SOCKET_RECONNECT_FAILED', lang())).then(options.reload);
          }
        }),
        subscribeAppHandlers(started, options.effects, {
          siteId,
          member: true,
          lang: lang(),
          onFailure: (error: unknown) => {
            console.error('A socket handler failed.', error);
          },
        }),
      ];
      started.connect();
    },
    async stop() {
      const stopping = client;
      client = null;
      for (const undo of detach) undo();
      detach = [];
      options.store.getState().setSocketStatus('idle');
      await stopping?.disconnect();
    },
  };
}
