import type { OverseaOrder, OverseaPosition } from '@baro/contracts/routes/oversea';
import type { OverseaEvent } from '@baro/contracts/sockets/oversea';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAppState, useServices } from '../app/services-context.tsx';
import { overseaOptionsQuery } from '../market/queries.ts';
import { NO_SOCKET, useMarketTopic, useSocketClient } from '../market/use-market-topic.ts';
import { playBetSound } from '../rounds/bet-sounds.ts';
import { useNavigate } from '../routes/router/index.ts';
import { overseaQueue, overseaTopic } from '../socket/destinations.ts';
import { useSocketSubscription } from '../socket/use-socket.ts';
import { showLiquidationToast, showOrderFilledToast } from '../ui/toasts.ts';
import { refreshAfterMoneyCall } from '../wallet/wallet-cache.ts';
import { useWalletTarget } from '../wallet/wallet-hooks.ts';
import {
  changesOverseaHistory,
  optionCloseOutcome,
  overseaNotice,
  overseaOrdersAfter,
  overseaPositionsAfter,
  overseaSound,
} from './oversea-events.ts';
import {
  ALL_POSITIONS_KEY,
  OVERSEA_HISTORY_KEY,
  OVERSEA_QUERY_KEY,
  overseaOrdersQuery,
  overseaPositionsQuery,
} from './oversea-queries.ts';

/** Spec §4: the list is read again this long after the viewed option's session closes. */
export const OPTION_CLOSE_DELAY_MS = 1_000;

/**
 * The member's overseas pushes while the page is open (never on a View page; `enabled` false): each
 * `/user/queue/oversea` event edits the cached open lists of its option, reads the history and the
 * daily profit again when it gained a row, shows spec §4's notification and rings the settings'
 * sound. The losscut figures (`/user/queue/oversea_cross`) are kept by the member's socket itself
 * (oversea-cross.ts).
 */
export function useOverseaSocket(enabled: boolean): void {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const walletTarget = useWalletTarget();
  const sounds = useAppState((state) => state.settings.sounds);
  const onEvent = (event: OverseaEvent) => {
    const optionId = event.overseaOptionId;
    queryClient.setQueryData<OverseaPosition[]>(overseaPositionsQuery(api, optionId).queryKey, (rows) =>
      rows === undefined ? undefined : overseaPositionsAfter(rows, event),
    );
    queryClient.setQueryData<OverseaOrder[]>(overseaOrdersQuery(api, optionId).queryKey, (rows) =>
      rows === undefined ? undefined : overseaOrdersAfter(rows, event),
    );
    if (event.type.startsWith('POSITION_')) {
      // The losscut gauge counts every open position (screens/oversea/oversea-screen.tsx).
      void queryClient.invalidateQueries({ queryKey: ALL_POSITIONS_KEY });
    }
    if (event.type === 'POSITION_LIQUID') {
      // The losscut closes the member's positions on every option, not only this one.
      void queryClient.invalidateQueries({ queryKey: [...OVERSEA_QUERY_KEY, 'positions'] });
      void queryClient.invalidateQueries({ queryKey: [...OVERSEA_QUERY_KEY, 'open-orders'] });
    }
    if (changesOverseaHistory(event)) {
      // The option's own history and the wallet's one of every option.
      void queryClient.invalidateQueries({ queryKey: OVERSEA_HISTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: [...OVERSEA_QUERY_KEY, 'daily-profit'] });
      void queryClient.invalidateQueries({ queryKey: [...OVERSEA_QUERY_KEY, 'overnight'] });
      refreshAfterMoneyCall(walletTarget);
    }
    const notice = overseaNotice(event);
    if (notice === 'filled') showOrderFilledToast();
    if (notice === 'liquidated') showLiquidationToast();
    playBetSound(overseaSound(event), sounds);
  };
  const client = useSocketClient();
  const listening = enabled && client !== null ? client : NO_SOCKET;
  useSocketSubscription(listening, overseaQueue, onEvent);
}

/**
 * Spec §4 OVERSEA_OPTION_CLOSE for the option on screen: 1000 ms later the list is read again; while
 * other options trade the member is told '현재 {stock}이 휴장처리되었습니다.' and the page reloads at
 * /oversea, otherwise '현재 모든종목이 휴장처리되었습니다.' and /more.
 */
export function useOptionCloseHandling(viewedOptionId: number | null): void {
  const { api, dialogs, queryClient, assign } = useServices();
  const navigate = useNavigate();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  useMarketTopic(overseaTopic, (event) => {
    if (event.type !== 'OVERSEA_OPTION_CLOSE' || event.overseaOptionId !== viewedOptionId) return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      void (async () => {
        const options = await queryClient
          .query({ ...overseaOptionsQuery(api), staleTime: 0 })
          .catch(() => []);
        const outcome = optionCloseOutcome(options, event);
        await dialogs.alert(outcome.message);
        if (outcome.reload) assign(outcome.path);
        else void navigate(outcome.path);
      })();
    }, OPTION_CLOSE_DELAY_MS);
    timers.current.add(timer);
  });
}
