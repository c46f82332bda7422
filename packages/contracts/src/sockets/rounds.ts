import { z } from 'zod';
import { betSchema, tradeRoundSchema } from '../routes/binary/records.ts';
import { defineDestination, sequenceNumber } from './destination.ts';

/**
 * A round's clock on its option's topic (the spec names no destination for it): a round opened
 * (takes bets), locked (its lock tick is known, or known missing) or settled (its close tick, result
 * or void reason, and every bet paid). Each event carries the whole round, so a client replaces its
 * row without a refetch.
 */
export const tradeRoundTopicEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ROUND_OPEN'), round: tradeRoundSchema }),
  z.object({ type: z.literal('ROUND_LOCK'), round: tradeRoundSchema }),
  z.object({ type: z.literal('ROUND_SETTLE'), round: tradeRoundSchema }),
]);
export type TradeRoundTopicEvent = z.infer<typeof tradeRoundTopicEventSchema>;

/**
 * One trade option's rounds, `/topic/trade_round/5` for option 5 (fill it with `fillDestination`).
 * A session may subscribe only to the options of its own site (a guest: the site it names when it
 * connects); another site's option or an unknown one is refused.
 */
export const tradeRoundTopic = defineDestination({
  destination: '/topic/trade_round/{tradeOptionId}',
  direction: 'subscribe',
  scope: 'broadcast',
  summary: "One trade option's rounds as they open, lock and settle; only for that option's site.",
  payload: tradeRoundTopicEventSchema,
});

/**
 * The caller's own bets: accepted (the whole bet after the placement, its stake the member's total on
 * the round) and settled (status, what it paid back). The balance that changed with it arrives on
 * `/user/queue/point`.
 */
export const tradeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BET_PLACED'), seq: sequenceNumber, bet: betSchema }),
  z.object({ type: z.literal('BET_SETTLED'), seq: sequenceNumber, bet: betSchema }),
]);
export type TradeEvent = z.infer<typeof tradeEventSchema>;

export const tradeQueue = defineDestination({
  destination: '/user/queue/trade',
  direction: 'subscribe',
  scope: 'member',
  summary: "The caller's timed-round bets as they are accepted and settled.",
  payload: tradeEventSchema,
});
