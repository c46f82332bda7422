import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../app/services-context.tsx';
import { futuresInfoQuery, overseaOptionsQuery, tickerStatisticsQuery } from './queries.ts';
import { useMarketTopic } from './use-market-topic.ts';
import { futuresInfoTopic, overseaTopic } from '../socket/destinations.ts';

/** A stock's latest price as the lists and the chart read it. */
export interface LivePrice {
  readonly lastPrice: string;
  readonly changePercent: string;
  /** When the price was true, epoch ms: the feed's time where it names one, else when it arrived. */
  readonly atMs: number;
}

export type PriceBoard = ReadonlyMap<string, LivePrice>;

/** Without a socket (a visitor), the snapshot is read again this often instead. */
const POLL_WITHOUT_SOCKET_MS = 5_000;

/** Spec §4: after an overseas session closes or opens, the list is read again 1000 ms later. */
const SESSION_CHANGE_REFRESH_MS = 1_000;

/** The snapshot's prices with the live ones over them: the newer of the two wins per stock. */
function overlay(snapshot: PriceBoard, live: PriceBoard): PriceBoard {
  const board = new Map(snapshot);
  for (const [stock, price] of live) {
    const before = board.get(stock);
    if (before === undefined || price.atMs >= before.atMs) board.set(stock, price);
  }
  return board;
}

/**
 * Futures prices by stock: FUTURES_INFO_KEY first, then `/topic/futures_info` (about twice a second;
 * it names stocks, not this site's option ids, so everything here is keyed by stock).
 */
export function useFuturesPrices(): PriceBoard {
  const { api } = useServices();
  const [live, setLive] = useState<PriceBoard>(() => new Map());
  const socketThere = useMarketTopic(futuresInfoTopic, (payload) => {
    const atMs = Date.now();
    setLive((before) => {
      const next = new Map(before);
      for (const item of payload.items) {
        next.set(item.stock, { lastPrice: item.lastPrice, changePercent: item.priceChangePercent, atMs });
      }
      return next;
    });
  });
  const info = useQuery({
    ...futuresInfoQuery(api),
    refetchInterval: socketThere ? false : POLL_WITHOUT_SOCKET_MS,
  });
  const snapshot = useMemo(() => {
    const board = new Map<string, LivePrice>();
    for (const item of info.data ?? []) {
      board.set(item.stock, {
        lastPrice: item.lastPrice,
        changePercent: item.priceChangePercent,
        atMs: info.dataUpdatedAt,
      });
    }
    return board;
  }, [info.data, info.dataUpdatedAt]);
  return useMemo(() => overlay(snapshot, live), [snapshot, live]);
}

/**
 * Overseas prices by stock: the 24-hour figures of `stocks` first, then TICKER events of
 * `/topic/oversea`. A session closing or opening reads the option list again a second later, so the
 * drawer and the page see the new isRest.
 */
export function useOverseaPrices(stocks: readonly string[]): PriceBoard {
  const { api, queryClient } = useServices();
  const [live, setLive] = useState<PriceBoard>(() => new Map());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const socketThere = useMarketTopic(overseaTopic, (event) => {
    if (event.type === 'TICKER') {
      setLive((before) => {
        const next = new Map(before);
        for (const item of event.items) {
          next.set(item.stock, {
            lastPrice: item.lastPrice,
            changePercent: item.changePercent,
            atMs: item.atMs,
          });
        }
        return next;
      });
      return;
    }
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void queryClient.invalidateQueries({ queryKey: overseaOptionsQuery(api).queryKey });
    }, SESSION_CHANGE_REFRESH_MS);
    timers.current.add(timer);
  });
  const statistics = useQuery({
    ...tickerStatisticsQuery(api, stocks),
    refetchInterval: socketThere ? false : POLL_WITHOUT_SOCKET_MS,
  });
  const snapshot = useMemo(() => {
    const board = new Map<string, LivePrice>();
    for (const item of statistics.data ?? []) {
      board.set(item.stock, {
        lastPrice: item.lastPrice,
        changePercent: item.priceChangePercent,
        atMs: statistics.dataUpdatedAt,
      });
    }
    return board;
  }, [statistics.data, statistics.dataUpdatedAt]);
  return useMemo(() => overlay(snapshot, live), [snapshot, live]);
}
