import { z } from 'zod';
import { idSchema, timestamp } from '../../wire.ts';

/**
 * A post of the site's content (notice, FAQ, strategy, promotion, popup or static page). `content`
 * is HTML sanitised on write and again on render (DOMAIN.md §7).
 */
export const contentSchema = z.object({
  id: idSchema,
  category: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Content = z.infer<typeof contentSchema>;

/** A content category key such as `event` or `terms`. */
export const contentCategory = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
