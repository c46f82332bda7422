import { z } from 'zod';
import { futuresInfoSchema } from '../routes/futures/records.ts';
import { idSchema, timestamp } from '../wire.ts';
import { defineDestination } from './destination.ts';
import { fillDestination } from './destination-path.ts';

/** A site-wide notification toast, shown for 10000 ms (spec §4). */
export const siteNotificationSchema = z.object({
  siteInfoId: idSchema,
  level: z.enum(['info', 'success', 'warning', 'error']),
  message: z.string(),
  at: timestamp,
});

export const messageQueue = defineDestination({
  destination: '/queue/message',
  direction: 'subscribe',
  scope: 'broadcast',
  summary: "Server notifications to everyone on a site; the client drops other sites' ones.",
  payload: siteNotificationSchema,
});

/**
 * One instrument's live figures on the shared topic. Prices are the same on every site, but option ids
 * are each site's own, so the topic names the stock and the client finds its option by it; the
 * initial fetch (`FUTURES_INFO_KEY`) carries the caller's site's option ids.
 */
export const futuresTickerSchema = futuresInfoSchema.omit({ futuresOptionId: true });
export type FuturesTicker = z.infer<typeof futuresTickerSchema>;

export const futuresInfoTopic = defineDestination({
  destination: '/topic/futures_info',
  direction: 'subscribe',
  scope: 'broadcast',
  summary: 'Live prices and funding of every futures instrument, after the one initial fetch.',
  payload: z.object({ items: z.array(futuresTickerSchema) }),
});

/** A popup notice the operator pushes to a site (spec §4 FORCE_NOTICE). `content` is sanitised HTML. */
export const noticeTopicEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('FORCE_NOTICE'),
    id: idSchema,
    title: z.string(),
    content: z.string(),
    at: timestamp,
  }),
]);
export type NoticeTopicEvent = z.infer<typeof noticeTopicEventSchema>;

export const noticeTopicDestination = defineDestination({
  destination: '/topic/notice/{siteId}',
  direction: 'subscribe',
  scope: 'broadcast',
  summary: "Popup notices for one site's visitors and members.",
  payload: noticeTopicEventSchema,
});

/** The notice topic of one site, e.g. `/topic/notice/7`. */
export function noticeTopic(siteId: number): string {
  return fillDestination(noticeTopicDestination, { siteId });
}
