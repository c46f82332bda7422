// Generated from the definitions in src/sockets/member.ts: do not edit by hand. After changing one
// run `npx tsx apps/web/scripts/write-contract-manifest.ts`; destination-refs.test.ts fails while this
// file and the definitions disagree.
import type * as defs from '../../sockets/member.ts';
import type { DestinationRef } from '../destination-ref.ts';

export const errorQueue: DestinationRef<typeof defs.errorQueue> = {
  destination: '/user/queue/error',
  params: [],
  direction: 'subscribe',
  scope: 'member',
  payloadCheck: {
    type: 'object',
    properties: {
      seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      code: { type: 'string' },
      message: { type: 'string' },
    },
    required: ['seq', 'code', 'message'],
  },
};
export const forceLogoutQueue: DestinationRef<typeof defs.forceLogoutQueue> = {
  destination: '/user/queue/force_logout',
  params: [],
  direction: 'subscribe',
  scope: 'member',
  payloadCheck: {
    type: 'object',
    properties: {
      seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      code: { type: 'string', enum: ['TOKEN_REVOKED', 'ACCOUNT_DENIED', 'MOBILE_BLOCKED'] },
      message: { type: 'string' },
    },
    required: ['seq', 'code', 'message'],
  },
};
export const newMessageQueue: DestinationRef<typeof defs.newMessageQueue> = {
  destination: '/user/queue/new_message',
  params: [],
  direction: 'subscribe',
  scope: 'member',
  payloadCheck: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'MESSAGE' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
          messageId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          unreadCount: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'seq', 'messageId', 'unreadCount'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CONTACT_MESSAGE' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
          contactId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          unreadCount: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'seq', 'contactId', 'unreadCount'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CONTACT_ANSWER' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
          contactId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          unreadCount: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'seq', 'contactId', 'unreadCount'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'UNREAD_COUNT' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
          counter: { type: 'string', enum: ['message', 'contact'] },
          unreadCount: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'seq', 'counter', 'unreadCount'],
      },
    ],
  },
};
export const pingSend: DestinationRef<typeof defs.pingSend> = {
  destination: '/ping',
  params: [],
  direction: 'send',
  scope: 'session',
  payloadCheck: {
    type: 'object',
    properties: { clientTimeMs: { type: 'integer', minimum: 0, maximum: 9007199254740991 } },
  },
};
export const pointQueue: DestinationRef<typeof defs.pointQueue> = {
  destination: '/user/queue/point',
  params: [],
  direction: 'subscribe',
  scope: 'member',
  payloadCheck: {
    type: 'object',
    properties: {
      type: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
      currency: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
      point: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      gameWaitPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      realPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      losscut: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      pnl: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      address: { type: ['string', 'null'] },
      seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
    },
    required: ['type', 'currency', 'point', 'gameWaitPoint', 'realPoint', 'losscut', 'pnl', 'address', 'seq'],
  },
};
export const pongQueue: DestinationRef<typeof defs.pongQueue> = {
  destination: '/user/queue/pong',
  params: [],
  direction: 'subscribe',
  scope: 'session',
  payloadCheck: {
    type: 'object',
    properties: { serverTimeMs: { type: 'integer', minimum: 0, maximum: 9007199254740991 } },
    required: ['serverTimeMs'],
  },
};
