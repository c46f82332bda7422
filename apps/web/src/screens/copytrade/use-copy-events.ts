import { useQueryClient } from '@tanstack/react-query';
import { copyTradeToast } from '../../copytrade/copy-labels.ts';
import { refreshCopyTrade } from '../../copytrade/copytrade-queries.ts';
import { NO_SOCKET, useSocketClient } from '../../market/use-market-topic.ts';
import { futuresQueue } from '../../socket/destinations.ts';
import { useSocketSubscription } from '../../socket/use-socket.ts';
import { showOrderToast } from '../../ui/toasts.ts';

/**
 * While a copy-trading page is open, the member's futures events keep it current: a copy placed,
 * skipped or closed shows spec §4's toast (as on the futures page, which is not open at the same
 * time) and, like a trader's own fill or close, which moves their followers' copies, reads the
 * copy-trading lists again.
 */
export function useCopyEvents(): void {
  const queryClient = useQueryClient();
  const client = useSocketClient();
  useSocketSubscription(client ?? NO_SOCKET, futuresQueue, (event) => {
    const toast = copyTradeToast(event);
    if (toast !== null) showOrderToast(toast.message, toast.tone);
    if (
      toast !== null ||
      event.type === 'ORDER_FILLED' ||
      event.type === 'POSITION_CLOSE' ||
      event.type === 'POSITION_LIQUID'
    ) {
      refreshCopyTrade(queryClient);
    }
  });
}
