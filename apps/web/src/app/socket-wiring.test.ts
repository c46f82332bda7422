import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-client.ts';
import { createTokenStore } from '../api/token-store.ts';
import { createQueryClient } from '../queries/query-client.ts';
import type { SocketClient, SocketState } from '../socket/index.ts';
import { createAppStore } from '../state/app-store.ts';
import { createSiteStorage } from '../storage/site-storage.ts';
import { demoMember } from '../test/test-app.tsx';
import { myWalletsQuery } from '../wallet/wallet-queries.ts';
import { handleWalletGap, subscribeWalletUpdates } from '../wallet/wallet-socket.ts';
import { readPayload } from '../socket/message-dispatch.ts';
import { createSocketWiring } from './socket-wiring.ts';
import type { SocketCode } from './socket-wiring.ts';

/** A client that records what the wiring asked of it and lets the test report a state. */
function recordingClient() {
  const log: string[] = [];
  const listeners = new Set<(state: SocketState) => void>();
  // What each subscription would receive: a message is parsed by the destination's schema, as the
  // real client does before calling handlers.
  const deliveries = new Map<string, (payload: unknown) => void>();
  const client: SocketClient = {
    connect: () => log.push('connect'),
    disconnect: () => {
      log.push('disconnect');
      return Promise.resolve();
    },
    state: () => ({ status: 'idle' }),
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe(definition, handler, options) {
      log.push(`subscribe ${definition.destination}${options?.keepOnRouteChange === true ? ' kept' : ''}`);
      deliveries.set(definition.destination, (payload) => {
        const read = readPayload(definition, payload);
        if (read === undefined)
          throw new Error(`${definition.destination}: the payload does not match its schema`);
        handler(read);
      });
      return () => undefined;
    },
    onRouteChange: (pathname) => log.push(`route ${pathname}`),
    routeEpoch: () => 0,
    onRouteEpoch: () => () => undefined,
  };
  return {
    client,
    log,
    deliver(destination: string, payload: unknown) {
      deliveries.get(destination)?.(payload);
    },
    report(state: SocketState) {
      for (const listener of [...listeners]) listener(state);
    },
  };
}

/** The socket code as a promise the test settles, so "still loading" can be looked at. */
function deferredCode(fake: ReturnType<typeof recordingClient>) {
  let settle: (code: SocketCode) => void = () => undefined;
  let refuse: (error: Error) => void = () => undefined;
  const code: SocketCode = {
    createSocketClient: () => fake.client,
    subscribeAppHandlers: () => () => undefined,
    subscribeWalletUpdates,
    handleWalletGap,
  };
  const load = vi.fn(
    () =>
      new Promise<SocketCode>((resolve, reject) => {
        settle = resolve;
        refuse = reject;
      }),
  );
  return {
    load,
    resolve: () => {
      settle(code);
    },
    reject: (error: Error) => {
      refuse(error);
    },
  };
}

function wiring(load: () => Promise<SocketCode>, onConnected?: () => void) {
  const store = createAppStore();
  const queryClient = createQueryClient();
  const api = createApiClient({
    baseUrl: 'http://localhost',
    tokens: createTokenStore(createSiteStorage(localStorage, 'demo')),
    siteId: () => 1,
    language: () => 'ko',
    fetch: () => Promise.reject(new Error('This test has no server.')),
  });
  const alert = vi.fn((_message: string) => Promise.resolve());
  const reload = vi.fn();
  const socket = createSocketWiring({
    origin: 'http://localhost',
    store,
    walletCache: { api, queryClient },
    getToken: () => Promise.resolve('access'),
    effects: {
      alert: () => Promise.resolve(),
      navigate: () => undefined,
      logout: () => Promise.resolve(),
      reload: () => undefined,
      setCount: () => undefined,
      refreshList: () => undefined,
      addNotice: () => undefined,
    },
    alert,
    reload,
    load,
    ...(onConnected === undefined ? {} : { onConnected }),
  });
  return { socket, store, alert, reload, queryClient, api };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the socket wiring', () => {
  it('loads the socket code on start, then connects with the page the member is on', async () => {
    const fake = recordingClient();
    const code = deferredCode(fake);
    const { socket } = wiring(code.load);

    socket.routeChanged('/oversea');
    socket.start(1);
    socket.start(1);
    expect(code.load).toHaveBeenCalledTimes(1);
    expect(socket.client()).toBeNull();

    code.resolve();
    await flush();
    expect(socket.client()).toBe(fake.client);
    expect(fake.log.filter((line) => !line.startsWith('subscribe'))).toEqual(['route /oversea', 'connect']);
    socket.routeChanged('/more');
    expect(fake.log).toContain('route /more');
  });

  it('never connects a member who signed out while the code was loading', async () => {
    const fake = recordingClient();
    const code = deferredCode(fake);
    const { socket } = wiring(code.load);

    socket.start(1);
    await socket.stop();
    code.resolve();
    await flush();
    expect(socket.client()).toBeNull();
    expect(fake.log).toEqual([]);
  });

  it('alerts and reloads when the socket code cannot be fetched', async () => {
    const code = deferredCode(recordingClient());
    const { socket, alert, reload } = wiring(code.load);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    socket.start(1);
    code.reject(new Error('Failed to fetch dynamically imported module'));
    await flush();
    expect(alert).toHaveBeenCalledWith('재연결에 실패했습니다. 새로고침 후 다시 시도해주세요.');
    expect(reload).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  it('mirrors the client state in the store and disconnects on stop', async () => {
    const fake = recordingClient();
    const code = deferredCode(fake);
    const { socket, store } = wiring(code.load);
    const changes = vi.fn();
    socket.onClientChange(changes);

    socket.start(1);
    code.resolve();
    await flush();
    fake.report({ status: 'connected' });
    expect(store.getState().socketConnected).toBe(true);

    await socket.stop();
    expect(fake.log.at(-1)).toBe('disconnect');
    expect(store.getState().socketStatus).toBe('idle');
    expect(socket.client()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('reports every connect, the first and each reconnect, once each', async () => {
    const fake = recordingClient();
    const code = deferredCode(fake);
    const onConnected = vi.fn();
    const { socket } = wiring(code.load, onConnected);
    socket.start(1);
    code.resolve();
    await flush();
    fake.report({ status: 'connecting' });
    expect(onConnected).not.toHaveBeenCalled();
    fake.report({ status: 'connected' });
    fake.report({ status: 'connected' });
    expect(onConnected).toHaveBeenCalledTimes(1);
    fake.report({ status: 'reconnecting', attempt: 0, attemptsMax: 3 });
    fake.report({ status: 'connected' });
    expect(onConnected).toHaveBeenCalledTimes(2);
  });

  it('puts each balance push into the member and the wallet cache, on every page', async () => {
    const fake = recordingClient();
    const code = deferredCode(fake);
    const { socket, store, queryClient, api } = wiring(code.load);
    const binary = {
      type: 'BINARY',
      currency: 'KRW',
      point: '10000000',
      gameWaitPoint: '0',
      realPoint: '10000000',
      losscut: '0',
      pnl: '0',
      address: null,
    };
    const usdt = {
      ...binary,
      type: 'USDT',
      currency: 'USDT',
      point: '5',
      realPoint: '5',
      address: 'sandbox-USDT-1',
    };
    store.getState().signedIn({ ...demoMember, status: 'NORMAL', wallet: { BINARY: binary } }, 'access');
    queryClient.setQueryData(myWalletsQuery(api).queryKey, { BINARY: binary, USDT: usdt });

    socket.start(1);
    code.resolve();
    await flush();
    expect(fake.log).toContain('subscribe /user/queue/point kept');

    fake.deliver('/user/queue/point', { ...binary, point: '10050000', realPoint: '10050000', seq: 1 });
    fake.deliver('/user/queue/point', { ...usdt, point: '4', realPoint: '4', address: null, seq: 2 });
    expect(store.getState().me?.money).toBe('10050000');
    expect(store.getState().me?.wallet.BINARY?.point).toBe('10050000');
    const wallets = queryClient.getQueryData(myWalletsQuery(api).queryKey);
    expect(wallets?.BINARY?.realPoint).toBe('10050000');
    // The push has no address; the one the member was shown stays.
    expect(wallets?.USDT).toMatchObject({ point: '4', address: 'sandbox-USDT-1' });
  });
});
