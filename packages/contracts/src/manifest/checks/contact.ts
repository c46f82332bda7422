// Generated from the response schemas in src/routes/contact: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  adminAnswerContact: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      startedBy: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
      question: { type: 'string' },
      answer: { type: ['string', 'null'] },
      isAnswer: { type: 'boolean' },
      isRead: { type: 'boolean' },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      answeredAt: {
        anyOf: [
          {
            type: 'string',
            pattern:
              '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
          },
          { type: 'null' },
        ],
      },
      memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
      answeredBy: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
      },
    },
    required: [
      'id',
      'startedBy',
      'question',
      'answer',
      'isAnswer',
      'isRead',
      'createdAt',
      'answeredAt',
      'memberId',
      'username',
      'answeredBy',
    ],
  },
  adminCreateContact: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      startedBy: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
      question: { type: 'string' },
      answer: { type: ['string', 'null'] },
      isAnswer: { type: 'boolean' },
      isRead: { type: 'boolean' },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      answeredAt: {
        anyOf: [
          {
            type: 'string',
            pattern:
              '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
          },
          { type: 'null' },
        ],
      },
      memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
      answeredBy: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
      },
    },
    required: [
      'id',
      'startedBy',
      'question',
      'answer',
      'isAnswer',
      'isRead',
      'createdAt',
      'answeredAt',
      'memberId',
      'username',
      'answeredBy',
    ],
  },
  adminListContacts: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            startedBy: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
            question: { type: 'string' },
            answer: { type: ['string', 'null'] },
            isAnswer: { type: 'boolean' },
            isRead: { type: 'boolean' },
            createdAt: {
              type: 'string',
              pattern:
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
            },
            answeredAt: {
              anyOf: [
                {
                  type: 'string',
                  pattern:
                    '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                },
                { type: 'null' },
              ],
            },
            memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            username: { type: 'string' },
            answeredBy: {
              anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
            },
          },
          required: [
            'id',
            'startedBy',
            'question',
            'answer',
            'isAnswer',
            'isRead',
            'createdAt',
            'answeredAt',
            'memberId',
            'username',
            'answeredBy',
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
  countUnreadContacts: {
    type: 'object',
    properties: { count: { type: 'integer', minimum: 0, maximum: 9007199254740991 } },
    required: ['count'],
  },
  createContact: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      startedBy: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
      question: { type: 'string' },
      answer: { type: ['string', 'null'] },
      isAnswer: { type: 'boolean' },
      isRead: { type: 'boolean' },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      answeredAt: {
        anyOf: [
          {
            type: 'string',
            pattern:
              '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
          },
          { type: 'null' },
        ],
      },
    },
    required: ['id', 'startedBy', 'question', 'answer', 'isAnswer', 'isRead', 'createdAt', 'answeredAt'],
  },
  listContacts: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            startedBy: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
            question: { type: 'string' },
            answer: { type: ['string', 'null'] },
            isAnswer: { type: 'boolean' },
            isRead: { type: 'boolean' },
            createdAt: {
              type: 'string',
              pattern:
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
            },
            answeredAt: {
              anyOf: [
                {
                  type: 'string',
                  pattern:
                    '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                },
                { type: 'null' },
              ],
            },
          },
          required: [
            'id',
            'startedBy',
            'question',
            'answer',
            'isAnswer',
            'isRead',
            'createdAt',
            'answeredAt',
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
  readAllContacts: {
    type: 'object',
    properties: { count: { type: 'integer', minimum: 0, maximum: 9007199254740991 } },
    required: ['count'],
  },
  readContact: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      startedBy: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
      question: { type: 'string' },
      answer: { type: ['string', 'null'] },
      isAnswer: { type: 'boolean' },
      isRead: { type: 'boolean' },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      answeredAt: {
        anyOf: [
          {
            type: 'string',
            pattern:
              '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
          },
          { type: 'null' },
        ],
      },
    },
    required: ['id', 'startedBy', 'question', 'answer', 'isAnswer', 'isRead', 'createdAt', 'answeredAt'],
  },
};
