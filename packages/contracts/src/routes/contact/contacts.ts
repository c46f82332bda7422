import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  commaEnumList,
  countResponse,
  idQuery,
  ownPlayerIdBody,
  ownPlayerIdQuery,
  pageOf,
  pageQuery,
  resultType,
  typedText,
} from '../../wire.ts';
import { CONTACT_QUESTION_LENGTH_MAX, contactSchema } from './records.ts';

export const createContact = defineRoute({
  method: 'POST',
  path: '/contact/create',
  access: 'member',
  area: 'contact',
  summary: 'Sends a 1:1 inquiry from the caller to the operators.',
  spec: ['POST /contact/create'],
  body: z.object({
    playerId: ownPlayerIdBody,
    // An empty question answers with the catalogue's own prompt rather than a generic input error;
    // an overlong one with CONTACT_QUESTION_TOO_LONG, filled with the limit.
    question: typedText(CONTACT_QUESTION_LENGTH_MAX, {
      required: 'CONTACT_QUESTION_REQUIRED',
      tooLong: 'CONTACT_QUESTION_TOO_LONG',
    }),
  }),
  response: contactSchema,
});

export const listContacts = defineRoute({
  method: 'GET',
  path: '/contact/list',
  access: 'member',
  area: 'contact',
  summary: "Lists the caller's inquiries, newest first, filtered by read and answered flags.",
  spec: ['GET /contact/list'],
  query: pageQuery.extend({
    resultType,
    playerId: ownPlayerIdQuery,
    isReadStrs: commaEnumList(['0', '1']).optional(),
    isAnswerStrs: commaEnumList(['0', '1']).optional(),
  }),
  response: pageOf(contactSchema),
});

export const readContact = defineRoute({
  method: 'GET',
  path: '/contact/read',
  access: 'member',
  area: 'contact',
  summary: "Returns one of the caller's inquiries and marks its answer read.",
  spec: ['GET /contact/read'],
  query: z.object({ id: idQuery }),
  response: contactSchema,
});

export const readAllContacts = defineRoute({
  method: 'POST',
  path: '/contact/read_all',
  access: 'member',
  area: 'contact',
  summary: "Marks every answer to the caller's inquiries read and answers how many changed.",
  spec: ['POST /contact/read_all'],
  response: countResponse,
});

export const countUnreadContacts = defineRoute({
  method: 'GET',
  path: '/contact/my_unread_count',
  access: 'member',
  area: 'contact',
  summary: "Counts the caller's unread inquiry answers, for the menu badge.",
  spec: ['GET /contact/my_unread_count'],
  response: countResponse,
});
