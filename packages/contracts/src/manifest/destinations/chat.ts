// Generated from the definitions in src/sockets/chat.ts: do not edit by hand. After changing one
// run `npx tsx apps/web/scripts/write-contract-manifest.ts`; destination-refs.test.ts fails while this
// file and the definitions disagree.
import type * as defs from '../../sockets/chat.ts';
import type { DestinationRef } from '../destination-ref.ts';

export const memberChatQueue: DestinationRef<typeof defs.memberChatQueue> = {
  destination: '/user/queue/chat',
  params: [],
  direction: 'subscribe',
  scope: 'member',
  payloadCheck: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CHAT_MESSAGE' },
          message: {
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
            required: [
              'id',
              'conversationId',
              'seq',
              'senderKind',
              'clientId',
              'body',
              'fileId',
              'createdAt',
            ],
          },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'message', 'seq'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CHAT_READ' },
          conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          by: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
          readSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'conversationId', 'by', 'readSeq', 'seq'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CHAT_TYPING' },
          conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          by: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'conversationId', 'by', 'seq'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CHAT_CLOSED' },
          conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'conversationId', 'seq'],
      },
    ],
  },
};
export const operatorChatQueue: DestinationRef<typeof defs.operatorChatQueue> = {
  destination: '/operator/queue/chat',
  params: [],
  direction: 'subscribe',
  scope: 'operator',
  payloadCheck: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CHAT_MESSAGE' },
          message: {
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
            required: [
              'id',
              'conversationId',
              'seq',
              'senderKind',
              'clientId',
              'body',
              'fileId',
              'createdAt',
            ],
          },
          memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        },
        required: ['type', 'message', 'memberId'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CHAT_READ' },
          conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          by: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
          readSeq: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
          memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        },
        required: ['type', 'conversationId', 'by', 'readSeq', 'memberId'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CHAT_TYPING' },
          conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          by: { type: 'string', enum: ['MEMBER', 'OPERATOR'] },
          memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        },
        required: ['type', 'conversationId', 'by', 'memberId'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CHAT_CLOSED' },
          conversationId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        },
        required: ['type', 'conversationId', 'memberId'],
      },
    ],
  },
};
