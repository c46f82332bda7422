// Generated from the response schemas in src/routes/messages: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  adminSendMessage: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      recipientCount: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    },
    required: ['id', 'recipientCount'],
  },
  countUnreadMessages: {
    type: 'object',
    properties: { count: { type: 'integer', minimum: 0, maximum: 9007199254740991 } },
    required: ['count'],
  },
  deleteMessage: {
    type: 'object',
    properties: { id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 } },
    required: ['id'],
  },
  listMessages: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            title: { type: 'string' },
            content: { type: 'string' },
            isRead: { type: 'boolean' },
            createdAt: {
              type: 'string',
              pattern:
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
            },
          },
          required: ['id', 'title', 'content', 'isRead', 'createdAt'],
        },
      },
      page: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      size: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      totalElements: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      totalPages: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    },
    required: ['content', 'page', 'size', 'totalElements', 'totalPages'],
  },
  readAllMessages: {
    type: 'object',
    properties: { count: { type: 'integer', minimum: 0, maximum: 9007199254740991 } },
    required: ['count'],
  },
};
