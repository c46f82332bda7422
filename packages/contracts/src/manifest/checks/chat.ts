// Generated from the response schemas in src/routes/chat: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  adminChatClaim: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      lastSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      memberReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      operatorReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      waitingSince: { anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }] },
      closed: { type: 'boolean' },
      memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      nickname: { type: 'string' },
      assignedAdminId: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
      },
      lastMessageAt: {
        anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
      },
      unread: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    },
    required: [
      'id',
      'lastSeq',
      'memberReadSeq',
      'operatorReadSeq',
      'waitingSince',
      'closed',
      'memberId',
      'nickname',
      'assignedAdminId',
      'lastMessageAt',
      'unread',
    ],
  },
  adminChatClose: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      lastSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      memberReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      operatorReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      waitingSince: { anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }] },
      closed: { type: 'boolean' },
    },
    required: ['id', 'lastSeq', 'memberReadSeq', 'operatorReadSeq', 'waitingSince', 'closed'],
  },
  adminChatHistory: {
    type: 'object',
    properties: {
      conversation: {
        anyOf: [
          {
            type: 'object',
            properties: {
              id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              lastSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              memberReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              operatorReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              waitingSince: {
                anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
              },
              closed: { type: 'boolean' },
            },
            required: ['id', 'lastSeq', 'memberReadSeq', 'operatorReadSeq', 'waitingSince', 'closed'],
          },
          { type: 'null' },
        ],
      },
      messages: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
            senderKind: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
            clientId: {
              type: 'string',
              pattern:
                '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
            },
            body: { type: ['string', 'null'] },
            fileId: {
              anyOf: [
                {
                  type: 'string',
                  pattern:
                    '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
                },
                { type: 'null' },
              ],
            },
            createdAt: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
          },
          required: ['id', 'conversationId', 'seq', 'senderKind', 'clientId', 'body', 'fileId', 'createdAt'],
        },
      },
    },
    required: ['conversation', 'messages'],
  },
  adminChatQueue: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            lastSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
            memberReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
            operatorReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
            waitingSince: {
              anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
            },
            closed: { type: 'boolean' },
            memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            nickname: { type: 'string' },
            assignedAdminId: {
              anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
            },
            lastMessageAt: {
              anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
            },
            unread: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
          },
          required: [
            'id',
            'lastSeq',
            'memberReadSeq',
            'operatorReadSeq',
            'waitingSince',
            'closed',
            'memberId',
            'nickname',
            'assignedAdminId',
            'lastMessageAt',
            'unread',
          ],
        },
      },
      page: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      size: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      totalElements: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      totalPages: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    },
    required: ['content', 'page', 'size', 'totalElements', 'totalPages'],
  },
  adminChatRead: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      lastSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      memberReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      operatorReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      waitingSince: { anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }] },
      closed: { type: 'boolean' },
    },
    required: ['id', 'lastSeq', 'memberReadSeq', 'operatorReadSeq', 'waitingSince', 'closed'],
  },
  adminChatSend: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      senderKind: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
      clientId: {
        type: 'string',
        pattern:
          '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
      },
      body: { type: ['string', 'null'] },
      fileId: {
        anyOf: [
          {
            type: 'string',
            pattern:
              '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
          },
          { type: 'null' },
        ],
      },
      createdAt: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    },
    required: ['id', 'conversationId', 'seq', 'senderKind', 'clientId', 'body', 'fileId', 'createdAt'],
  },
  adminChatTyping: { type: 'object', properties: { ok: { type: 'boolean', const: true } }, required: ['ok'] },
  chatHistory: {
    type: 'object',
    properties: {
      conversation: {
        anyOf: [
          {
            type: 'object',
            properties: {
              id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              lastSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              memberReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              operatorReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              waitingSince: {
                anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
              },
              closed: { type: 'boolean' },
            },
            required: ['id', 'lastSeq', 'memberReadSeq', 'operatorReadSeq', 'waitingSince', 'closed'],
          },
          { type: 'null' },
        ],
      },
      messages: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
            senderKind: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
            clientId: {
              type: 'string',
              pattern:
                '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
            },
            body: { type: ['string', 'null'] },
            fileId: {
              anyOf: [
                {
                  type: 'string',
                  pattern:
                    '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
                },
                { type: 'null' },
              ],
            },
            createdAt: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
          },
          required: ['id', 'conversationId', 'seq', 'senderKind', 'clientId', 'body', 'fileId', 'createdAt'],
        },
      },
    },
    required: ['conversation', 'messages'],
  },
  chatRead: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      lastSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      memberReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      operatorReadSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      waitingSince: { anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }] },
      closed: { type: 'boolean' },
    },
    required: ['id', 'lastSeq', 'memberReadSeq', 'operatorReadSeq', 'waitingSince', 'closed'],
  },
  chatSend: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      senderKind: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
      clientId: {
        type: 'string',
        pattern:
          '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
      },
      body: { type: ['string', 'null'] },
      fileId: {
        anyOf: [
          {
            type: 'string',
            pattern:
              '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
          },
          { type: 'null' },
        ],
      },
      createdAt: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    },
    required: ['id', 'conversationId', 'seq', 'senderKind', 'clientId', 'body', 'fileId', 'createdAt'],
  },
  chatTyping: { type: 'object', properties: { ok: { type: 'boolean', const: true } }, required: ['ok'] },
};
