import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idSchema, timestamp } from '../../wire.ts';

// Baro addition (docs/support-design.md §2): an operator writes to members of their own site.

/** The longest stored message body (sanitised HTML). */
export const MESSAGE_HTML_LENGTH_MAX = 20_000;

/** A group of the site's members: every condition given must hold; none given is every member. */
export const messageAudienceFilter = z.object({
  status: z.enum(['NORMAL', 'DENY']).optional(),
  partnerId: idSchema.optional(),
  joinedFrom: timestamp.optional(),
  joinedUntil: timestamp.optional(),
});
export type MessageAudienceFilter = z.infer<typeof messageAudienceFilter>;

export const adminSendMessage = defineRoute({
  method: 'POST',
  path: '/admin/message/send',
  access: 'operator',
  area: 'messages',
  summary:
    'Sends a message to one member, a list of members or a filtered group of the site: one body, one row per recipient; each is alerted.',
  spec: [],
  body: z
    .object({
      memberIds: z.array(idSchema).min(1).max(1000).optional(),
      filter: messageAudienceFilter.optional(),
      title: z.string().trim().min(1).max(200),
      /** HTML; the server sanitises it with the content policy before storing it. */
      content: z.string().max(MESSAGE_HTML_LENGTH_MAX),
    })
    .refine((body) => (body.memberIds === undefined) !== (body.filter === undefined), {
      message: 'Name the members or a filter, not both.',
      path: ['memberIds'],
    }),
  response: z.object({ id: idSchema, recipientCount: z.number().int().nonnegative() }),
});
