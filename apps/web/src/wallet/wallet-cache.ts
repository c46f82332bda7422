import type { Me } from '@baro/contracts/routes/auth';
import type { WalletEntry, WalletMap } from '@baro/contracts/routes/wallet';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { meQuery } from '../queries/member-queries.ts';
import type { AppStore } from '../state/app-store.ts';
import { DNW_HISTORY_KEY, myWalletsQuery } from './wallet-queries.ts';

/**
 * Where the member's balances are kept on the client: the store's `me` (header, forms, the guard read
 * it synchronously), and the query cache's `me` and `/wallet/my`. A balance change updates all three.
 */
export interface WalletCacheTarget {
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly store: AppStore;
}

/**
 * One wallet changed, as `/user/queue/point` reports it. The push carries no deposit address (it is
 * about balances), so a known address is kept.
 */
export function mergeWalletEntry(wallets: WalletMap, entry: WalletEntry): WalletMap {
  const known = wallets[entry.type];
  return { ...wallets, [entry.type]: { ...entry, address: entry.address ?? known?.address ?? null } };
}

/** The member with one wallet changed; `money` is the BINARY wallet's available balance (spec §5). */
export function withWalletEntry(me: Me, entry: WalletEntry): Me {
  return {
    ...me,
    wallet: mergeWalletEntry(me.wallet, entry),
    money: entry.type === 'BINARY' ? entry.point : me.money,
  };
}

/** The member with every wallet as `/wallet/my` answered. */
export function withWallets(me: Me, wallets: WalletMap): Me {
  const binary = wallets.BINARY;
  return { ...me, wallet: wallets, money: binary === undefined ? me.money : binary.point };
}

/** Drops the push's sequence number, which belongs to the socket, not to the wallet. */
function entryOf(event: WalletEntry & { seq?: number }): WalletEntry {
  const { seq: _seq, ...entry } = event;
  return entry;
}

/**
 * Applies a `/user/queue/point` push to every copy of the member's balances, so every screen shows
 * the new balance without a reload. Caches that were never loaded stay empty (they load fresh).
 */
export function applyWalletEntry(target: WalletCacheTarget, event: WalletEntry & { seq?: number }): void {
  const entry = entryOf(event);
  const { queryClient, store, api } = target;
  queryClient.setQueryData(myWalletsQuery(api).queryKey, (wallets) =>
    wallets === undefined ? undefined : mergeWalletEntry(wallets, entry),
  );
  queryClient.setQueryData(meQuery(api).queryKey, (me) =>
    me === undefined ? undefined : withWalletEntry(me, entry),
  );
  const me = store.getState().me;
  if (me !== null) store.getState().setMe(withWalletEntry(me, entry));
}

/**
 * Reads every wallet again (GET /wallet/my) and puts the answer everywhere, for when pushes may have
 * been missed (a sequence gap) or a money call answered while the socket was down; the history lists
 * are read again too. A failed read leaves what was shown and rejects.
 */
export async function refreshWallets(target: WalletCacheTarget): Promise<void> {
  const { queryClient, store, api } = target;
  const wallets = await queryClient.query({ ...myWalletsQuery(api), staleTime: 0 });
  queryClient.setQueryData(meQuery(api).queryKey, (me) =>
    me === undefined ? undefined : withWallets(me, wallets),
  );
  const me = store.getState().me;
  if (me !== null) store.getState().setMe(withWallets(me, wallets));
  await queryClient.invalidateQueries({ queryKey: DNW_HISTORY_KEY });
}

/**
 * After a money call went through: the history lists and the wallets are read again, so the screen is
 * right even when the socket is down. Pushes usually got there first; a failed read is left to them.
 */
export function refreshAfterMoneyCall(target: WalletCacheTarget): void {
  refreshWallets(target).catch((error: unknown) => {
    console.warn('The wallets could not be read again after a money call.', error);
  });
}
