import type { SiteInfo } from '@baro/contracts/routes/site';
import { useQuery } from '@tanstack/react-query';
import { useAppState, useServices } from '../app/services-context.tsx';
import type { WalletCacheTarget } from './wallet-cache.ts';
import { dnwSettingsQuery, exchangeRateMapQuery, myWalletsQuery } from './wallet-queries.ts';

/** The wallet caches of the app, for flows that update balances after a call. */
export function useWalletTarget(): WalletCacheTarget {
  const { api, queryClient, store } = useServices();
  return { api, queryClient, store };
}

/**
 * The site, which every wallet screen reads its lists from. Member screens show only after start-up
 * has loaded it, so it is there; a screen rendered without it is a programming error.
 */
export function useSite(): SiteInfo {
  const site = useAppState((state) => state.siteInfo);
  if (site === null) throw new Error('A wallet screen rendered before site info loaded.');
  return site;
}

/**
 * The member's wallets (GET /wallet/my), shown at once from the member loaded at sign-in while the
 * fresh answer comes; balance pushes keep both current. `enabled` is false on a screen a visitor
 * may see, who has no wallet to read.
 */
export function useMyWallets(enabled = true) {
  const { api } = useServices();
  const known = useAppState((state) => state.me?.wallet);
  return useQuery({ ...myWalletsQuery(api), placeholderData: known, enabled });
}

export function useRateMap() {
  const { api } = useServices();
  return useQuery(exchangeRateMapQuery(api));
}

export function useDnwSettings() {
  const { api } = useServices();
  return useQuery(dnwSettingsQuery(api));
}
