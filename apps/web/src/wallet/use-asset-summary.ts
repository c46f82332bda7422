import { useMemo } from 'react';
import { assetSummary, wonPrices } from './asset-summary.ts';
import { siteWalletTypes, walletCurrency } from './site-wallets.ts';
import { useMyWallets, useRateMap, useSite } from './wallet-hooks.ts';

/**
 * The member's assets valued in won at the site's published prices (`assetSummary`), for the asset
 * status page and the more hub's member card, so both show the same total. `summary` is undefined
 * until the wallets are known; the queries are handed back for their loading and error states.
 */
export function useAssetSummary() {
  const site = useSite();
  const wallets = useMyWallets();
  const rates = useRateMap();
  const summary = useMemo(() => {
    if (wallets.data === undefined) return undefined;
    return assetSummary({
      walletTypes: siteWalletTypes(site),
      wallets: wallets.data,
      currencyOf: (walletType) => walletCurrency(site, walletType),
      prices: wonPrices(rates.data ?? []),
    });
  }, [wallets.data, rates.data, site]);
  return { summary, wallets, rates };
}
