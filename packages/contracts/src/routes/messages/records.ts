import { z } from 'zod';
import { idSchema, timestamp } from '../../wire.ts';

/** A message from the operator to the member (DOMAIN.md §7). `content` is sanitised HTML. */
export const messageSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: timestamp,
});
export type Message = z.infer<typeof messageSchema>;
