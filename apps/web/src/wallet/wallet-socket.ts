import type { SocketClient } from '../socket/socket-client-api.ts';
import { applyWalletEntry, refreshWallets } from './wallet-cache.ts';
import type { WalletCacheTarget } from './wallet-cache.ts';
import { overseaCrossQueue, pointQueue } from '../socket/destinations.ts';

// The member's balance pushes (`/user/queue/point`, one per changed wallet, after the commit) kept in
// every copy of the balances. This module comes with the socket's own chunk (app/socket-wiring.ts
// loads both), so the contracts' destination schemas never reach the first page. The trade screens
// need nothing of their own for balances: they read `me.wallet` or `/wallet/my`, which this updates,
// and the BINARY wallet's overseas figures with `useOverseaCross()`.

/**
 * Subscribes the balance pushes, and the BINARY wallet's overseas figures (`/user/queue/oversea_cross`,
 * which the asset page and the overseas pages show), for as long as the member's socket lives (they
 * survive route changes); answers the function that removes the subscriptions.
 */
export function subscribeWalletUpdates(
  client: Pick<SocketClient, 'subscribe'>,
  target: WalletCacheTarget,
): () => void {
  const unsubscribes = [
    client.subscribe(
      pointQueue,
      (event) => {
        applyWalletEntry(target, event);
      },
      { keepOnRouteChange: true },
    ),
    client.subscribe(
      overseaCrossQueue,
      (event) => {
        // Loaded with the first push (the overseas screens have it already): a member who never
        // trades overseas futures never downloads it with the socket.
        import('../oversea/oversea-cross.ts').then(
          ({ rememberOverseaCross }) => {
            rememberOverseaCross(target.queryClient, event);
          },
          (error: unknown) => {
            console.warn('The overseas figures could not be kept.', error);
          },
        );
      },
      { keepOnRouteChange: true },
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}

/**
 * Pushes were missed on `destination` (the socket's sequence check): when they were balance pushes,
 * the wallets are read again. Answers whether the destination was the balance queue.
 */
export function handleWalletGap(destination: string, target: WalletCacheTarget): boolean {
  if (destination !== pointQueue.destination) return false;
  refreshWallets(target).catch((error: unknown) => {
    // The next push or the next screen's own load corrects it; nothing to tell the member.
    console.warn('The wallets could not be read again after missed balance pushes.', error);
  });
  return true;
}
