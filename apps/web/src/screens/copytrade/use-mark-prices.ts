import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { futuresInfoQuery } from '../../market/queries.ts';

/** How often the open copies' pnl is brought up to date while a list of them is shown. */
const MARK_REFRESH_MS = 5_000;

/** The mark price of each futures option by id, read again every few seconds while `enabled`. */
export function useMarkPrices(enabled: boolean): ReadonlyMap<number, string> {
  const { api } = useServices();
  const info = useQuery({
    ...futuresInfoQuery(api),
    enabled,
    refetchInterval: enabled ? MARK_REFRESH_MS : false,
  });
  return new Map((info.data ?? []).map((item) => [item.futuresOptionId, item.markPrice]));
}
