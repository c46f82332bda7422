import { fillDestination } from '@baro/contracts/sockets/destination-path';
import { useQueryClient } from '@tanstack/react-query';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { useMarketTopic } from '../../market/use-market-topic.ts';
import { betResultMessage } from '../../rounds/bet-result.ts';
import { playBetSound, settledBetSound } from '../../rounds/bet-sounds.ts';
import { applyBetEvent, applyRoundEvent } from '../../rounds/round-cache.ts';
import { ORDER_TOAST_MS } from '../../ui/toast-durations.ts';
import { toastQueue } from '../../ui/toast-queue.ts';
import { tradeQueue, tradeRoundTopic } from '../../socket/destinations.ts';

/** How long the result toast stays: as long as an order event's (spec §9 has none of its own). */
export const BET_RESULT_TOAST_MS = ORDER_TOAST_MS;

/**
 * Keeps the rounds of the shown option and the member's bets current from the socket: the option's
 * own rounds topic for everyone (left for the new option's when the shown option changes), the
 * member's own bet queue when signed in (with the result toast, and the order sound a win or a void
 * round rings when the member's settings have it on). The balance comes on
 * /user/queue/point through the wallet wiring. Answers whether a socket is there, so the screen polls
 * without one.
 */
export function useRoundEvents(tradeOptionId: number, member: boolean): boolean {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const sounds = useAppState((state) => state.settings.sounds);
  const live = useMarketTopic(
    tradeRoundTopic,
    (event) => {
      applyRoundEvent(queryClient, api, event);
    },
    fillDestination(tradeRoundTopic, { tradeOptionId }),
  );
  useMarketTopic(tradeQueue, (event) => {
    if (!member) return;
    applyBetEvent(queryClient, api, event);
    if (event.type === 'BET_SETTLED') {
      const { message, tone } = betResultMessage(event.bet);
      toastQueue.show({ tone, message, durationMs: BET_RESULT_TOAST_MS });
      playBetSound(settledBetSound(event.bet), sounds);
    }
  });
  return live;
}
