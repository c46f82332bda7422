import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { commaEnumList, idSchema, pageOf, pageQuery } from '../../wire.ts';
import { CONTACT_QUESTION_LENGTH_MAX, contactSchema } from './records.ts';

// Baro additions (docs/support-design.md §2): the operators' side of 1:1 inquiries, own site only,
// each answer and each inquiry an operator opens in the operator audit.

/** The longest answer an operator may write. */
export const CONTACT_ANSWER_LENGTH_MAX = 4000;

/** An inquiry as the operators see it: whose it is and who answered. */
export const adminContactSchema = contactSchema.extend({
  memberId: idSchema,
  username: z.string(),
  answeredBy: idSchema.nullable(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;

export const adminListContacts = defineRoute({
  method: 'GET',
  path: '/admin/contact/list',
  access: 'operator',
  area: 'contact',
  summary: "Lists the operator's site's inquiries: waiting ones first (oldest first), then answered ones.",
  spec: [],
  query: pageQuery.extend({ isAnswerStrs: commaEnumList(['0', '1']).optional() }),
  response: pageOf(adminContactSchema),
});

export const adminAnswerContact = defineRoute({
  method: 'POST',
  path: '/admin/contact/answer',
  access: 'operator',
  area: 'contact',
  summary: 'Answers a waiting inquiry of the site (once: a second answer is refused); the member is alerted.',
  spec: [],
  body: z.object({ id: idSchema, answer: z.string().trim().min(1).max(CONTACT_ANSWER_LENGTH_MAX) }),
  response: adminContactSchema,
});

export const adminCreateContact = defineRoute({
  method: 'POST',
  path: '/admin/contact/create',
  access: 'operator',
  area: 'contact',
  summary:
    'Opens an inquiry to one member of the site (spec §4 new inquiry message): the subject stands as its question and the message as its answer, unread until the member opens it; the member is alerted.',
  spec: [],
  body: z.object({
    memberId: idSchema,
    subject: z.string().trim().min(1).max(CONTACT_QUESTION_LENGTH_MAX),
    message: z.string().trim().min(1).max(CONTACT_ANSWER_LENGTH_MAX),
  }),
  response: adminContactSchema,
});
