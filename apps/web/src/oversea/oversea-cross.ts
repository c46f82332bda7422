import type { WalletEntry } from '@baro/contracts/routes/wallet';
import type { QueryClient } from '@tanstack/react-query';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ALL_POSITIONS_KEY, OVERSEA_QUERY_KEY } from './oversea-queries.ts';

// The BINARY wallet's overseas figures (spec §3 overseaCross) as `/user/queue/oversea_cross` last sent
// them, kept in the query cache by the member's socket for as long as it lives
// (wallet/wallet-socket.ts), so the overseas pages and the asset page read the same figures and none
// of them needs the socket's code to show them. Under the member root, so signing out drops them.

/** The BINARY wallet's overseas figures, as decimal KRW texts. */
export interface OverseaCross {
  readonly playerPoint: string;
  readonly lastPnl: string;
  readonly losscut: string;
  /** Held by the member's resting overseas orders and open positions. */
  readonly playerGameWaitPoint: string;
}

const OVERSEA_CROSS_KEY = [...OVERSEA_QUERY_KEY, 'cross'] as const;

/**
 * Keeps the latest push (its sequence number belongs to the socket, not to the figures). The server
 * pushes when it decided something for the member, so the list of all their open positions, where a
 * screen shows it, is read again.
 */
export function rememberOverseaCross(queryClient: QueryClient, payload: OverseaCross): void {
  const figures: OverseaCross = {
    playerPoint: payload.playerPoint,
    lastPnl: payload.lastPnl,
    losscut: payload.losscut,
    playerGameWaitPoint: payload.playerGameWaitPoint,
  };
  queryClient.setQueryData<OverseaCross>(OVERSEA_CROSS_KEY, figures);
  void queryClient.invalidateQueries({ queryKey: ALL_POSITIONS_KEY });
}

/** The latest `/user/queue/oversea_cross` of this session (null before the first) and when it came (ms). */
export function useOverseaCross(): { readonly cross: OverseaCross | null; readonly receivedAt: number } {
  const cached = useQuery<OverseaCross>({
    queryKey: OVERSEA_CROSS_KEY,
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return { cross: cached.data ?? null, receivedAt: cached.dataUpdatedAt };
}

/**
 * The overseas figures to show. The point is the BINARY wallet's (`/me`, `/wallet/my`, kept by
 * `/user/queue/point`, which every change of it sends, a timed-round bet's too). The held margin,
 * losscut and pnl are the latest push's, the engine's own: the wallet's held amount also counts what
 * it holds for anything else (a bet, a pending withdrawal). Before the first push of the session, the
 * wallet's own.
 */
export function overseaFiguresOf(
  cross: OverseaCross | null,
  binary: WalletEntry | undefined,
): OverseaCross | null {
  if (cross !== null) return binary === undefined ? cross : { ...cross, playerPoint: binary.point };
  if (binary === undefined) return null;
  return {
    playerPoint: binary.point,
    playerGameWaitPoint: binary.gameWaitPoint,
    lastPnl: binary.pnl,
    losscut: binary.losscut,
  };
}
