import type { FuturesTicker } from '@baro/contracts/sockets/broadcast';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../app/services-context.tsx';
import { futuresInfoQuery } from '../market/queries.ts';
import { useMarketTopic } from '../market/use-market-topic.ts';
import { serverOffsetQuery } from '../rounds/round-queries.ts';
import { futuresInfoTopic } from '../socket/destinations.ts';

/** Without a socket (a visitor), the snapshot is read again this often instead. */
const POLL_WITHOUT_SOCKET_MS = 5_000;

/** One instrument's live figures and when they were true (epoch ms, when they arrived). */
export type LiveFuturesInfo = FuturesTicker & { readonly atMs: number };

/**
 * One instrument's live figures (last and mark price, 24 h change, funding rate, next funding time):
 * the FUTURES_INFO_KEY snapshot first, then `/topic/futures_info`, which names stocks, so the push
 * for `stock` replaces the snapshot's row. Undefined until either has arrived.
 */
export function useFuturesInfo(stock: string | undefined): LiveFuturesInfo | undefined {
  const { api } = useServices();
  const [pushed, setPushed] = useState<LiveFuturesInfo | undefined>(undefined);
  const socketThere = useMarketTopic(futuresInfoTopic, (payload) => {
    const item = payload.items.find((candidate) => candidate.stock === stock);
    if (item !== undefined) setPushed({ ...item, atMs: Date.now() });
  });
  const info = useQuery({
    ...futuresInfoQuery(api),
    refetchInterval: socketThere ? false : POLL_WITHOUT_SOCKET_MS,
  });
  const snapshot = info.data?.find((item) => item.stock === stock);
  // A push for another stock (the page switched instruments) is not this one's.
  if (pushed !== undefined && pushed.stock === stock && pushed.atMs >= info.dataUpdatedAt) return pushed;
  return snapshot === undefined ? undefined : { ...snapshot, atMs: info.dataUpdatedAt };
}

/**
 * Now on the server's clock, in epoch ms, once a second: for the funding countdown. The server settles
 * funding by its clock, so the phone's clock plus the offset measured from /server_time_offset, as the
 * binary rounds' countdown does (`useServerNow`, one shared measurement). Until the offset is known
 * (a moment after the screen opens) it is the phone's clock.
 */
export function useSecondClock(): number {
  const { api } = useServices();
  const offset = useQuery(serverOffsetQuery(api));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now + (offset.data ?? 0);
}
