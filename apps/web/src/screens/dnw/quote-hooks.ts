import { pairRate } from '../../wallet/asset-summary.ts';
import { useRateMap } from '../../wallet/wallet-hooks.ts';

/**
 * The won price of a coin as the site publishes it (the rate map's `{coin} → KRW`), which a buy or
 * sell quotes as `wonpNum`; undefined while loading or when the site prices no such coin.
 */
export function useWonPrice(coin: string): {
  price: string | undefined;
  loading: boolean;
  refetch: () => void;
} {
  const rates = useRateMap();
  return {
    price: rates.data === undefined ? undefined : pairRate(rates.data, coin, 'KRW'),
    loading: rates.isPending,
    refetch: () => void rates.refetch(),
  };
}
