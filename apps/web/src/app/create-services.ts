import type { MessageLanguage } from '@baro/contracts';
import { createApiClient } from '../api/api-client.ts';
import { createTokenStore, isExpired } from '../api/token-store.ts';
import { createI18n } from '../i18n/i18n.ts';
import { createQueryClient } from '../queries/query-client.ts';
import { unreadListKey } from '../queries/support-query-keys.ts';
import { endLocalSession, refuseMember } from '../session/session.ts';
import { createAppStore } from '../state/app-store.ts';
import { blockOfCode, isMobileUserAgent } from '../startup/member-block.ts';
import { createSiteStorage } from '../storage/site-storage.ts';
import type { KeyValueStore } from '../storage/site-storage.ts';
import type { Dialogs, Services } from './services.ts';
import { createSocketWiring } from './socket-wiring.ts';
import type { SocketWiringOptions } from './socket-wiring.ts';

export interface ServiceEnvironment {
  readonly siteCode: string;
  readonly keyValueStore: KeyValueStore;
  readonly dialogs: Dialogs;
  readonly origin: string;
  readonly userAgent: string;
  readonly reload: () => void;
  readonly assign: (path: string) => void;
  /** How the app navigates within itself; set by the router once it exists. */
  readonly navigate: (path: string) => void;
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly createSocketClient?: SocketWiringOptions['createClient'];
  readonly addNotice?: (notice: { id: number; title: string; content: string }) => void;
}

function storedLanguage(value: string | null): MessageLanguage {
  return value === 'en' ? 'en' : 'ko';
}

/** Builds the app's services for an environment: the browser's in main.tsx, fakes in tests. */
export function createServices(env: ServiceEnvironment): Services {
  const storage = createSiteStorage(env.keyValueStore, env.siteCode);
  const tokens = createTokenStore(storage);
  const language = storedLanguage(storage.get('language'));
  const store = createAppStore({ language });
  const i18n = createI18n(language);

  const api = createApiClient({
    baseUrl: env.baseUrl ?? '',
    tokens,
    siteId: () => store.getState().siteInfo?.id,
    language: () => store.getState().language,
    fetch: env.fetch,
    // Pending calls are counted in the store, against the route they started under (spec §4).
    track: () => {
      const epoch = store.getState().requestStarted();
      return () => {
        store.getState().requestEnded(epoch);
      };
    },
    // The client reports an ended session to the services that contain it, made below.
    onSessionEnded: (failure) => {
      const ended = services;
      // A session that ends under a signed-in member is said out loud; one that ends at start-up
      // is not news, the sign-in page is.
      if (!ended.store.getState().ready) return;
      const block = blockOfCode(failure.code);
      if (block !== undefined) {
        void refuseMember(ended, block);
        return;
      }
      void ended.dialogs
        .alert(failure.message)
        .then(() => endLocalSession(ended))
        .then(() => {
          ended.assign('/');
        });
    },
  });

  const queryClient = createQueryClient();
  const socket = createSocketWiring({
    origin: env.origin,
    store,
    walletCache: { api, queryClient },
    createClient: env.createSocketClient,
    alert: (message) => env.dialogs.alert(message),
    reload: env.reload,
    // Loaded with the first connect, not with the first page: only a signed-in member connects.
    onConnected: () => {
      void import('../session/unread-counts.ts').then(({ refreshUnreadCounts }) =>
        refreshUnreadCounts(services),
      );
    },
    getToken: async () => {
      const current = tokens.read();
      if (current === null) return null;
      if (isExpired(current, Date.now())) await api.refresh();
      return tokens.read()?.accessToken ?? null;
    },
    effects: {
      alert: (message) => env.dialogs.alert(message),
      navigate: env.navigate,
      logout: () => endLocalSession(services),
      reload: env.reload,
      setCount: (counter, update) => {
        store.getState().setUnread(counter, update);
      },
      refreshList: (counter) => {
        void queryClient.invalidateQueries({ queryKey: unreadListKey(counter) });
      },
      addNotice: (notice) => {
        env.addNotice?.(notice);
      },
    },
  });

  const services: Services = {
    siteCode: env.siteCode,
    storage,
    tokens,
    api,
    store,
    queryClient,
    i18n,
    socket,
    dialogs: env.dialogs,
    mobileDevice: isMobileUserAgent(env.userAgent),
    reload: env.reload,
    assign: env.assign,
  };
  return services;
}
