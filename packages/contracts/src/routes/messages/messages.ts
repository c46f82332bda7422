import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import {
  commaEnumList,
  countResponse,
  idSchema,
  ownPlayerIdQuery,
  pageOf,
  pageQuery,
  resultType,
} from '../../wire.ts';
import { messageSchema } from './records.ts';

export const countUnreadMessages = defineRoute({
  method: 'GET',
  path: '/message/my_unread_count',
  access: 'member',
  area: 'messages',
  summary: "Counts the caller's unread messages, for the header badge.",
  spec: ['GET /message/my_unread_count'],
  response: countResponse,
});

export const listMessages = defineRoute({
  method: 'GET',
  path: '/message/list',
  access: 'member',
  area: 'messages',
  summary: "Lists the caller's messages, newest first, optionally only read or unread ones.",
  spec: ['GET /message/list'],
  query: pageQuery.extend({
    resultType,
    playerId: ownPlayerIdQuery,
    /** `0` unread, `1` read; both when left out. */
    isReadStrs: commaEnumList(['0', '1']).optional(),
  }),
  response: pageOf(messageSchema),
});

export const readAllMessages = defineRoute({
  method: 'POST',
  path: '/message/read_all',
  access: 'member',
  area: 'messages',
  summary: "Marks all of the caller's messages read and answers how many changed.",
  spec: ['POST /message/read_all'],
  response: countResponse,
});

export const deleteMessage = defineRoute({
  method: 'POST',
  path: '/message/delete',
  access: 'member',
  area: 'messages',
  summary: "Deletes one of the caller's messages.",
  spec: ['POST /message/delete'],
  body: z.object({ id: idSchema }),
  response: z.object({ id: idSchema }),
});
