import { useRateMap } from '../../wallet/wallet-hooks.ts';

/**
 * The won price of a coin as the site publishes it (the rate map's `{coin} → KRW`), which a buy or
 * sell quotes as `wonpNum`, and when it was published; undefined while loading or when the site
 * prices no such coin.
 */
export function useWonPrice(coin: string): {
  price: string | undefined;
  at: string | undefined;
  loading: boolean;
  refetch: () => void;
} {
  const rates = useRateMap();
  const rate = rates.data?.find((entry) => entry.base === coin && entry.counter === 'KRW');
  return {
    price: rate?.rate,
    at: rate?.at,
    loading: rates.isPending,
    refetch: () => void rates.refetch(),
  };
}
