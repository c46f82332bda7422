import { z } from 'zod';
import { idSchema, timestamp } from '../../wire.ts';

/**
 * A 1:1 inquiry from the member and the operator's answer (DOMAIN.md §7). `isRead` says whether the
 * member has read the answer; an inquiry without an answer counts as read.
 */
export const contactSchema = z.object({
  id: idSchema,
  startedBy: z
    .enum(['MEMBER', 'OPERATOR'])
    .describe(
      "Baro addition: who opened the inquiry. An operator's (spec §4 new inquiry message) has the operator's subject as its question and message as its answer.",
    ),
  question: z.string(),
  answer: z.string().nullable(),
  isAnswer: z.boolean(),
  isRead: z.boolean(),
  createdAt: timestamp,
  answeredAt: timestamp.nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The longest question a member may send, so one inquiry cannot flood the operators' screen. */
export const CONTACT_QUESTION_LENGTH_MAX = 2000;
