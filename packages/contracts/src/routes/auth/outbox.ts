import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { idSchema } from '../../wire.ts';

/** One verification message the demo build kept instead of sending it. */
export const outboxMessageSchema = z.object({
  id: idSchema,
  channel: z.enum(['EMAIL', 'PHONE']),
  target: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * Baro addition: in the demo build no SMS or e-mail leaves the machine, so the operator reads the
 * verification codes here to complete a signup. Outside demo mode it answers NOT_FOUND.
 */
export const demoOutbox = defineRoute({
  method: 'GET',
  path: '/admin/demo_outbox',
  access: 'operator',
  area: 'auth',
  summary: "The demo build's undelivered verification messages of the operator's site, newest first.",
  spec: [],
  query: z.object({ target: z.string().max(100).optional() }),
  response: z.object({ content: z.array(outboxMessageSchema) }),
});
