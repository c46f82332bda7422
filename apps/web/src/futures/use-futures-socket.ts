import type { FuturesOrder, FuturesPosition } from '@baro/contracts/routes/futures';
import type { FuturesEvent } from '@baro/contracts/sockets/futures';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAppState, useServices } from '../app/services-context.tsx';
import { NO_SOCKET, useSocketClient } from '../market/use-market-topic.ts';
import { useSocketSubscription } from '../socket/use-socket.ts';
import { playBetSound } from '../rounds/bet-sounds.ts';
import { showOrderToast } from '../ui/toasts.ts';
import { refreshAfterMoneyCall } from '../wallet/wallet-cache.ts';
import { useWalletTarget } from '../wallet/wallet-hooks.ts';
import {
  changesHistory,
  futuresSound,
  futuresToast,
  openOrdersAfter,
  positionsAfter,
} from './futures-events.ts';
import {
  FUTURES_QUERY_KEY,
  lastLeverageQuery,
  openOrdersQuery,
  openPositionsQuery,
} from './futures-queries.ts';
import { crossQueue, futuresQueue } from '../socket/destinations.ts';

/** The FUTURES wallet's cross figures (spec §3 futuresCross), as `/user/queue/cross` last sent them. */
export interface FuturesCross {
  readonly playerPoint: string;
  readonly markPnl: string;
  readonly minusFundingFee: string;
}

export interface FuturesLive {
  readonly cross: FuturesCross | null;
}

/**
 * The member's futures pushes while the page is open (never on a View page; `enabled` false): each
 * `/user/queue/futures` event edits the cached open lists of its option, reads the history again
 * when it gained a row, shows spec §4's toast (2000 ms) and rings the settings' sound;
 * `/user/queue/cross` keeps the FUTURES wallet's balance, mark pnl and funding paid; when the funding
 * paid moves (a funding time settled), the funding history and the wallets are read again (funding
 * moved money without a fill, so no futures event asked for them; the summary row's balance is the
 * wallet's, futures/futures-summary.ts).
 */
export function useFuturesSocket(routeOptionId: number | null, enabled: boolean): FuturesLive {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const walletTarget = useWalletTarget();
  const sounds = useAppState((state) => state.settings.sounds);
  const [cross, setCross] = useState<FuturesCross | null>(null);
  const onEvent = (event: FuturesEvent) => {
    const optionId = event.futuresOptionId;
    queryClient.setQueryData<FuturesPosition[]>(openPositionsQuery(api, optionId).queryKey, (rows) =>
      rows === undefined ? undefined : positionsAfter(rows, event),
    );
    queryClient.setQueryData<FuturesOrder[]>(openOrdersQuery(api, optionId).queryKey, (rows) =>
      rows === undefined ? undefined : openOrdersAfter(rows, event),
    );
    if (event.type === 'LEVERAGE_UPDATE') {
      const { type: _type, seq: _seq, ...setting } = event;
      queryClient.setQueryData(lastLeverageQuery(api, optionId).queryKey, setting);
    }
    if (changesHistory(event)) {
      void queryClient.invalidateQueries({ queryKey: [...FUTURES_QUERY_KEY, 'history', optionId] });
      void queryClient.invalidateQueries({ queryKey: [...FUTURES_QUERY_KEY, 'qty-per', optionId] });
      refreshAfterMoneyCall(walletTarget);
    }
    const toast = futuresToast(event, routeOptionId);
    if (toast !== null) showOrderToast(toast.message, toast.tone);
    playBetSound(futuresSound(event), sounds);
  };

  const client = useSocketClient();
  const listening = enabled && client !== null ? client : NO_SOCKET;
  useSocketSubscription(listening, futuresQueue, onEvent);
  const fundingFeeSeen = useRef<string | null>(null);
  const availableSeen = useRef<string | null>(null);
  useSocketSubscription(listening, crossQueue, (payload) => {
    // The largest order (qty_per) is what the free balance pays for: a transfer, a fill or funding
    // that moved it makes the order panel's figure stale.
    if (availableSeen.current !== null && payload.playerPoint !== availableSeen.current)
      void queryClient.invalidateQueries({ queryKey: [...FUTURES_QUERY_KEY, 'qty-per'] });
    availableSeen.current = payload.playerPoint;
    if (fundingFeeSeen.current !== null && payload.minusFundingFee !== fundingFeeSeen.current) {
      void queryClient.invalidateQueries({ queryKey: [...FUTURES_QUERY_KEY, 'funding'] });
      refreshAfterMoneyCall(walletTarget);
    }
    fundingFeeSeen.current = payload.minusFundingFee;
    setCross({
      playerPoint: payload.playerPoint,
      markPnl: payload.markPnl,
      minusFundingFee: payload.minusFundingFee,
    });
  });
  return { cross };
}
