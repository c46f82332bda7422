import { z } from 'zod';
import { walletEntrySchema } from '../routes/wallet/records.ts';
import { epochMs, idSchema } from '../wire.ts';
import { defineDestination, sequenceNumber } from './destination.ts';

export const pointQueue = defineDestination({
  destination: '/user/queue/point',
  direction: 'subscribe',
  scope: 'member',
  summary: "One of the caller's wallets after a change (bet settled, deposit approved, transfer...).",
  payload: walletEntrySchema.extend({ seq: sequenceNumber }),
});

/** A failure of something the caller started, shown in an alert titled 알림 (spec §8). */
export const socketErrorSchema = z.object({
  seq: sequenceNumber,
  /** The catalogue code. */
  code: z.string(),
  /** The message in the caller's language. */
  message: z.string(),
});

export const errorQueue = defineDestination({
  destination: '/user/queue/error',
  direction: 'subscribe',
  scope: 'member',
  summary: 'Failures of asynchronous work the caller started, as catalogue code and message.',
  payload: socketErrorSchema,
});

/**
 * The end of every session of the member (DOMAIN.md §7): revoked tokens, DENY status or the mobile
 * block. The client logs out, alerts the message and reloads (spec §4).
 */
export const forceLogoutSchema = z.object({
  seq: sequenceNumber,
  code: z.enum(['TOKEN_REVOKED', 'ACCOUNT_DENIED', 'MOBILE_BLOCKED']),
  message: z.string(),
});

export const forceLogoutQueue = defineDestination({
  destination: '/user/queue/force_logout',
  direction: 'subscribe',
  scope: 'member',
  summary: 'Ends the session at once, with the reason to show.',
  payload: forceLogoutSchema,
});

/**
 * New messages and inquiry answers (spec §4). Each carries the unread count it changes, so the client
 * sets its badge rather than guessing by increment.
 */
export const newMessageEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('MESSAGE'),
    seq: sequenceNumber,
    messageId: idSchema,
    unreadCount: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal('CONTACT_MESSAGE'),
    seq: sequenceNumber,
    contactId: idSchema,
    unreadCount: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal('CONTACT_ANSWER'),
    seq: sequenceNumber,
    contactId: idSchema,
    unreadCount: z.number().int().nonnegative(),
  }),
  z
    .object({
      type: z.literal('UNREAD_COUNT'),
      seq: sequenceNumber,
      counter: z.enum(['message', 'contact']),
      unreadCount: z.number().int().nonnegative(),
    })
    .describe(
      'Baro addition: a counter changed without anything new (read, read all or delete, maybe on another device); set the badge, no alert.',
    ),
]);
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;

export const newMessageQueue = defineDestination({
  destination: '/user/queue/new_message',
  direction: 'subscribe',
  scope: 'member',
  summary:
    'A new message or inquiry answer for the caller with the unread count, and any other change of an unread counter.',
  payload: newMessageEventSchema,
});

// The ping and its answer carry no sequence number: a pong belongs to the session that pinged, and
// a missed one is handled by the 10 s time-out, not by a snapshot.
export const pingSend = defineDestination({
  destination: '/ping',
  direction: 'send',
  scope: 'session',
  summary: 'The client checks the connection; the next ping follows 2 s after the pong.',
  payload: z.object({ clientTimeMs: epochMs.optional() }),
});

export const pongQueue = defineDestination({
  destination: '/user/queue/pong',
  direction: 'subscribe',
  scope: 'session',
  summary: 'The answer to a ping; none within 10 s means the connection is lost.',
  payload: z.object({ serverTimeMs: epochMs }),
});
