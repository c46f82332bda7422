import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/api-client.ts';
import { createTokenStore } from '../api/token-store.ts';
import { meQuery } from '../queries/member-queries.ts';
import { createQueryClient } from '../queries/query-client.ts';
import { createAppStore } from '../state/app-store.ts';
import { createSiteStorage } from '../storage/site-storage.ts';
import { applyWalletEntry, mergeWalletEntry, refreshWallets, withWalletEntry } from './wallet-cache.ts';
import { myWalletsQuery } from './wallet-queries.ts';
import { json, member, walletEntry } from './wallet-test-kit.tsx';

function target(fetchFn: typeof fetch = () => Promise.reject(new Error('no server'))) {
  const api = createApiClient({
    baseUrl: 'http://localhost',
    tokens: createTokenStore(createSiteStorage(localStorage, 'demo')),
    siteId: () => 1,
    language: () => 'ko',
    fetch: fetchFn,
  });
  return { api, queryClient: createQueryClient(), store: createAppStore() };
}

const binary = walletEntry('BINARY', 'KRW', '10000000');
const usdt = { ...walletEntry('USDT', 'USDT', '1000'), address: 'sandbox-usdt-1' };

describe('the wallet caches', () => {
  it('takes a pushed wallet into the map, keeping the deposit address the push leaves out', () => {
    const merged = mergeWalletEntry({ BINARY: binary, USDT: usdt }, walletEntry('USDT', 'USDT', '900'));
    expect(merged.USDT).toMatchObject({ point: '900', address: 'sandbox-usdt-1' });
    expect(merged.BINARY).toBe(binary);
  });

  it("changes the member's money only for the BINARY wallet", () => {
    const me = member({ BINARY: binary, USDT: usdt });
    expect(withWalletEntry(me, walletEntry('USDT', 'USDT', '5')).money).toBe('10000000');
    expect(withWalletEntry(me, walletEntry('BINARY', 'KRW', '9970000', '30000')).money).toBe('9970000');
  });

  it('puts a push into the store, the member query and /wallet/my, and leaves unloaded caches empty', () => {
    const caches = target();
    caches.store.getState().signedIn(member({ BINARY: binary }), 'access');
    caches.queryClient.setQueryData(meQuery(caches.api).queryKey, member({ BINARY: binary }));

    applyWalletEntry(caches, { ...walletEntry('BINARY', 'KRW', '10050000'), seq: 3 });
    expect(caches.store.getState().me?.money).toBe('10050000');
    expect(caches.queryClient.getQueryData(meQuery(caches.api).queryKey)?.wallet.BINARY?.point).toBe(
      '10050000',
    );
    // The sequence number belongs to the socket, not to the wallet.
    expect(caches.store.getState().me?.wallet.BINARY).not.toHaveProperty('seq');
    expect(caches.queryClient.getQueryData(myWalletsQuery(caches.api).queryKey)).toBeUndefined();
  });

  it('reads every wallet again after missed pushes and puts the answer everywhere', async () => {
    const fresh = { BINARY: walletEntry('BINARY', 'KRW', '7000000'), USDT: usdt };
    const caches = target((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return Promise.resolve(
        new URL(url).pathname === '/api/wallet/my'
          ? json(200, fresh)
          : json(404, { code: 'NOT_FOUND', message: '' }),
      );
    });
    caches.store.getState().signedIn(member({ BINARY: binary }), 'access');
    await refreshWallets(caches);
    expect(caches.store.getState().me?.money).toBe('7000000');
    expect(caches.store.getState().me?.wallet.USDT?.address).toBe('sandbox-usdt-1');
    expect(caches.queryClient.getQueryData(myWalletsQuery(caches.api).queryKey)).toEqual(fresh);
  });
});
