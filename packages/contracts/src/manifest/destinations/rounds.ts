// Generated from the definitions in src/sockets/rounds.ts: do not edit by hand. After changing one
// run `npx tsx apps/web/scripts/write-contract-manifest.ts`; destination-refs.test.ts fails while this
// file and the definitions disagree.
import type * as defs from '../../sockets/rounds.ts';
import type { DestinationRef } from '../destination-ref.ts';

export const tradeQueue: DestinationRef<typeof defs.tradeQueue> = {
  destination: '/user/queue/trade',
  params: [],
  direction: 'subscribe',
  scope: 'member',
  payloadCheck: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'BET_PLACED' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
          bet: {
            type: 'object',
            properties: {
              id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              tradeOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              tradeRoundId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              roundNo: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
              stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
              tradeType: { type: 'string', pattern: '^[A-Z][A-Z0-9.]{0,15}$' },
              type: { type: 'string', enum: ['B', 'S'] },
              point: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              payout: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              resultPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              status: {
                anyOf: [
                  { type: 'number', const: 0 },
                  { type: 'number', const: 1 },
                  { type: 'number', const: 2 },
                  { type: 'number', const: 3 },
                ],
              },
              createdAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              settledAt: {
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
              'tradeOptionId',
              'tradeRoundId',
              'roundNo',
              'stock',
              'tradeType',
              'type',
              'point',
              'payout',
              'resultPoint',
              'status',
              'createdAt',
              'settledAt',
            ],
          },
        },
        required: ['type', 'seq', 'bet'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'BET_SETTLED' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
          bet: {
            type: 'object',
            properties: {
              id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              tradeOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              tradeRoundId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              roundNo: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
              stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
              tradeType: { type: 'string', pattern: '^[A-Z][A-Z0-9.]{0,15}$' },
              type: { type: 'string', enum: ['B', 'S'] },
              point: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              payout: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              resultPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              status: {
                anyOf: [
                  { type: 'number', const: 0 },
                  { type: 'number', const: 1 },
                  { type: 'number', const: 2 },
                  { type: 'number', const: 3 },
                ],
              },
              createdAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              settledAt: {
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
              'tradeOptionId',
              'tradeRoundId',
              'roundNo',
              'stock',
              'tradeType',
              'type',
              'point',
              'payout',
              'resultPoint',
              'status',
              'createdAt',
              'settledAt',
            ],
          },
        },
        required: ['type', 'seq', 'bet'],
      },
    ],
  },
};
export const tradeRoundTopic: DestinationRef<typeof defs.tradeRoundTopic> = {
  destination: '/topic/trade_round/{tradeOptionId}',
  params: ['tradeOptionId'],
  direction: 'subscribe',
  scope: 'broadcast',
  payloadCheck: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'ROUND_OPEN' },
          round: {
            type: 'object',
            properties: {
              id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              tradeOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              roundNo: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
              stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
              type: { type: 'string', pattern: '^[A-Z][A-Z0-9.]{0,15}$' },
              openAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              betCloseAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              lockAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              closeAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              payout: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              lockTick: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      source: { type: 'string' },
                      at: {
                        type: 'string',
                        pattern:
                          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                      },
                      price: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                    },
                    required: ['source', 'at', 'price'],
                  },
                  { type: 'null' },
                ],
              },
              closeTick: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      source: { type: 'string' },
                      at: {
                        type: 'string',
                        pattern:
                          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                      },
                      price: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                    },
                    required: ['source', 'at', 'price'],
                  },
                  { type: 'null' },
                ],
              },
              result: { anyOf: [{ type: 'string', enum: ['B', 'S'] }, { type: 'null' }] },
              voidReason: {
                anyOf: [
                  { type: 'string', enum: ['EQUAL_PRICES', 'LOCK_TICK_MISSING', 'CLOSE_TICK_MISSING'] },
                  { type: 'null' },
                ],
              },
              status: {
                anyOf: [
                  { type: 'number', const: 0 },
                  { type: 'number', const: 1 },
                  { type: 'number', const: 2 },
                  { type: 'number', const: 3 },
                ],
              },
            },
            required: [
              'id',
              'tradeOptionId',
              'roundNo',
              'stock',
              'type',
              'openAt',
              'betCloseAt',
              'lockAt',
              'closeAt',
              'payout',
              'lockTick',
              'closeTick',
              'result',
              'voidReason',
              'status',
            ],
          },
        },
        required: ['type', 'round'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'ROUND_LOCK' },
          round: {
            type: 'object',
            properties: {
              id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              tradeOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              roundNo: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
              stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
              type: { type: 'string', pattern: '^[A-Z][A-Z0-9.]{0,15}$' },
              openAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              betCloseAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              lockAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              closeAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              payout: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              lockTick: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      source: { type: 'string' },
                      at: {
                        type: 'string',
                        pattern:
                          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                      },
                      price: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                    },
                    required: ['source', 'at', 'price'],
                  },
                  { type: 'null' },
                ],
              },
              closeTick: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      source: { type: 'string' },
                      at: {
                        type: 'string',
                        pattern:
                          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                      },
                      price: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                    },
                    required: ['source', 'at', 'price'],
                  },
                  { type: 'null' },
                ],
              },
              result: { anyOf: [{ type: 'string', enum: ['B', 'S'] }, { type: 'null' }] },
              voidReason: {
                anyOf: [
                  { type: 'string', enum: ['EQUAL_PRICES', 'LOCK_TICK_MISSING', 'CLOSE_TICK_MISSING'] },
                  { type: 'null' },
                ],
              },
              status: {
                anyOf: [
                  { type: 'number', const: 0 },
                  { type: 'number', const: 1 },
                  { type: 'number', const: 2 },
                  { type: 'number', const: 3 },
                ],
              },
            },
            required: [
              'id',
              'tradeOptionId',
              'roundNo',
              'stock',
              'type',
              'openAt',
              'betCloseAt',
              'lockAt',
              'closeAt',
              'payout',
              'lockTick',
              'closeTick',
              'result',
              'voidReason',
              'status',
            ],
          },
        },
        required: ['type', 'round'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'ROUND_SETTLE' },
          round: {
            type: 'object',
            properties: {
              id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              tradeOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              roundNo: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
              stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
              type: { type: 'string', pattern: '^[A-Z][A-Z0-9.]{0,15}$' },
              openAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              betCloseAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              lockAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              closeAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              payout: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              lockTick: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      source: { type: 'string' },
                      at: {
                        type: 'string',
                        pattern:
                          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                      },
                      price: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                    },
                    required: ['source', 'at', 'price'],
                  },
                  { type: 'null' },
                ],
              },
              closeTick: {
                anyOf: [
                  {
                    type: 'object',
                    properties: {
                      source: { type: 'string' },
                      at: {
                        type: 'string',
                        pattern:
                          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                      },
                      price: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                    },
                    required: ['source', 'at', 'price'],
                  },
                  { type: 'null' },
                ],
              },
              result: { anyOf: [{ type: 'string', enum: ['B', 'S'] }, { type: 'null' }] },
              voidReason: {
                anyOf: [
                  { type: 'string', enum: ['EQUAL_PRICES', 'LOCK_TICK_MISSING', 'CLOSE_TICK_MISSING'] },
                  { type: 'null' },
                ],
              },
              status: {
                anyOf: [
                  { type: 'number', const: 0 },
                  { type: 'number', const: 1 },
                  { type: 'number', const: 2 },
                  { type: 'number', const: 3 },
                ],
              },
            },
            required: [
              'id',
              'tradeOptionId',
              'roundNo',
              'stock',
              'type',
              'openAt',
              'betCloseAt',
              'lockAt',
              'closeAt',
              'payout',
              'lockTick',
              'closeTick',
              'result',
              'voidReason',
              'status',
            ],
          },
        },
        required: ['type', 'round'],
      },
    ],
  },
};
