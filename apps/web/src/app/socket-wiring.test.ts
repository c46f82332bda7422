import { describe, expect, it, vi } from 'vitest';
import type { SocketClient, SocketState } from '../socket/index.ts';
import { createAppStore } from '../state/app-store.ts';
import { createSocketWiring } from './socket-wiring.ts';
import type { SocketCode } from './socket-wiring.ts';

/** A client that records what the wiring asked of it and lets the test report a state. */
function recordingClient() {
  const log: string[] = [];
  const listeners = new Set<(state: SocketState) => void>();
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
    subscribe: () => () => undefined,
    onRouteChange: (pathname) => log.push(`route ${pathname}`),
    routeEpoch: () => 0,
    onRouteEpoch: () => () => undefined,
  };
  return {
    client,
    log,
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

function wiring(load: () => Promise<SocketCode>) {
  const store = createAppStore();
  const alert = vi.fn((_message: string) => Promise.resolve());
  const reload = vi.fn();
  const socket = createSocketWiring({
    origin: 'http://localhost',
    store,
    getToken: () => Promise.resolve('access'),
    effects: {
      alert: () => Promise.resolve(),
      navigate: () => undefined,
      logout: () => Promise.resolve(),
      reload: () => undefined,
      setCount: () => undefined,
      addNotice: () => undefined,
    },
    alert,
    reload,
    load,
  });
  return { socket, store, alert, reload };
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
    expect(fake.log).toEqual(['route /oversea', 'connect']);
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
});
