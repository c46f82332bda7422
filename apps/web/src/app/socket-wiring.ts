import { localizedMessage } from '@baro/contracts/errors/translate';
import type {
  AppEffects,
  createSocketClient,
  SocketClient,
  SocketClientOptions,
  subscribeAppHandlers,
} from '../socket/index.ts';
import type { AppStore } from '../state/app-store.ts';
import type { WalletCacheTarget } from '../wallet/wallet-cache.ts';
import type { handleWalletGap, subscribeWalletUpdates } from '../wallet/wallet-socket.ts';

/** What the wiring takes from src/socket and the wallet's pushes; loaded when the socket first starts. */
export interface SocketCode {
  readonly createSocketClient: typeof createSocketClient;
  readonly subscribeAppHandlers: typeof subscribeAppHandlers;
  readonly subscribeWalletUpdates: typeof subscribeWalletUpdates;
  readonly handleWalletGap: typeof handleWalletGap;
}

/**
 * src/socket with its libraries (@stomp/stompjs; sockjs-client only when the raw WebSocket fails), and
 * the wallet's balance pushes with the contracts' destination schemas, as one chunk of their own
 * (app/socket-code.ts): only a signed-in member connects, so the sign-in page never downloads them.
 */
async function loadSocketCode(): Promise<SocketCode> {
  const code = await import('./socket-code.ts');
  return {
    createSocketClient: code.createSocketClient,
    subscribeAppHandlers: code.subscribeAppHandlers,
    subscribeWalletUpdates: code.subscribeWalletUpdates,
    handleWalletGap: code.handleWalletGap,
  };
}

export interface SocketWiringOptions {
  readonly origin: string;
  readonly store: AppStore;
  /**
   * Where `/user/queue/point` puts each balance change (the query cache's `me` and `/wallet/my`, and
   * the store's `me`), so balances move on every screen without a reload.
   */
  readonly walletCache: Pick<WalletCacheTarget, 'api' | 'queryClient'>;
  /** A current access token, renewed first when it has expired. */
  readonly getToken: () => Promise<string | null>;
  readonly effects: AppEffects;
  readonly alert: (message: string) => Promise<void>;
  readonly reload: () => void;
  /**
   * Called each time the socket connects, the first time and after every reconnect: a push published
   * while the member was not subscribed never arrives, so what pushes keep up to date without a
   * sequence of their own (the unread counters) is read again.
   */
  readonly onConnected?: () => void;
  readonly createClient?: (options: SocketClientOptions) => SocketClient;
  /** Loads src/socket; a dynamic import unless a test gives its own. */
  readonly load?: () => Promise<SocketCode>;
}

/** The app's socket, connected while a member is signed in. */
export interface SocketWiring {
  /** The client, once its code has loaded after `start`; null before and after `stop`. */
  readonly client: () => SocketClient | null;
  /** Calls `listener` when `client()` changes; answers the function that removes it. */
  readonly onClientChange: (listener: () => void) => () => void;
  /**
   * Loads the socket's code if need be, then connects for the member of `siteId` with the app-wide
   * handlers; a no-op when already started.
   */
  start(siteId: number): void;
  stop(): Promise<void>;
  /** The app reports every new pathname; a client still loading gets the latest when it is made. */
  routeChanged(pathname: string): void;
}

/**
 * Ties the socket client (src/socket) to the app: its state goes to the store (the connected flag and
 * spec §4's reconnecting loader), a failed reconnect alerts and reloads, the app-wide handlers
 * (force logout, new messages, notices, the error queue) act through `effects`, and balance pushes
 * update the wallet caches (src/wallet/wallet-socket.ts; read again after a missed push).
 */
export function createSocketWiring(options: SocketWiringOptions): SocketWiring {
  const load = options.load ?? loadSocketCode;
  const clientListeners = new Set<() => void>();
  let client: SocketClient | null = null;
  let detach: (() => void)[] = [];
  // Each start gets a number; a stop (or a later start) makes an earlier load that is still on its
  // way stale, so a member who signed out while the code loaded is never connected.
  let generation = 0;
  let loading = false;
  let pathname: string | null = null;
  const lang = () => options.store.getState().language;

  function setClient(next: SocketClient | null): void {
    client = next;
    for (const listener of [...clientListeners]) listener();
  }

  function failed(): void {
    void options.alert(localizedMessage('SOCKET_RECONNECT_FAILED', lang())).then(options.reload);
  }

  function connect(code: SocketCode, siteId: number): void {
    const create = options.createClient ?? code.createSocketClient;
    const walletTarget: WalletCacheTarget = { ...options.walletCache, store: options.store };
    const started = create({
      origin: options.origin,
      getToken: options.getToken,
      siteId,
      onGap: (destination) => {
        code.handleWalletGap(destination, walletTarget);
      },
    });
    if (pathname !== null) started.onRouteChange(pathname);
    let connected = false;
    detach = [
      started.onState((state) => {
        options.store.getState().setSocketStatus(state.status);
        if (state.status === 'failed') failed();
        const nowConnected = state.status === 'connected';
        if (nowConnected && !connected) options.onConnected?.();
        connected = nowConnected;
      }),
      code.subscribeAppHandlers(started, options.effects, {
        siteId,
        member: true,
        lang: lang(),
        onFailure: (error: unknown) => {
          console.error('A socket handler failed.', error);
        },
      }),
      code.subscribeWalletUpdates(started, walletTarget),
    ];
    setClient(started);
    started.connect();
  }

  return {
    client: () => client,
    onClientChange(listener) {
      clientListeners.add(listener);
      return () => {
        clientListeners.delete(listener);
      };
    },
    start(siteId) {
      if (client !== null || loading) return;
      generation += 1;
      const mine = generation;
      loading = true;
      load().then(
        (code) => {
          if (mine !== generation) return;
          loading = false;
          connect(code, siteId);
        },
        (error: unknown) => {
          if (mine !== generation) return;
          loading = false;
          // The chunk could not be fetched (the network dropped, or a deploy replaced it): as after
          // a reconnect that failed, the member is told and the page reloads.
          console.error('The socket code did not load.', error);
          failed();
        },
      );
    },
    async stop() {
      generation += 1;
      loading = false;
      const stopping = client;
      for (const undo of detach) undo();
      detach = [];
      if (stopping !== null) setClient(null);
      options.store.getState().setSocketStatus('idle');
      await stopping?.disconnect();
    },
    routeChanged(next) {
      pathname = next;
      client?.onRouteChange(next);
    },
  };
}
