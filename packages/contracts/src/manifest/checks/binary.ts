// Generated from the response schemas in src/routes/binary: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  getCurrentRound: {
    type: 'object',
    properties: {
      current: {
        anyOf: [
          {
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
          { type: 'null' },
        ],
      },
      live: {
        anyOf: [
          {
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
          { type: 'null' },
        ],
      },
    },
    required: ['current', 'live'],
  },
  getKlines: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
        interval: { type: 'string', enum: ['1s', '1m', '3m', '5m', '15m', '30m', '1h', '4h', '1d'] },
        candles: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              openTimeMs: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              open: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              high: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              low: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              close: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              volume: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
            },
            required: ['openTimeMs', 'open', 'high', 'low', 'close', 'volume'],
          },
        },
      },
      required: ['stock', 'interval', 'candles'],
    },
  },
  getRound: {
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
  getServerTimeOffset: {
    type: 'object',
    properties: {
      serverTimeMs: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      offsetMs: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
    },
    required: ['serverTimeMs', 'offsetMs'],
  },
  getTickerStatistics: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
        lastPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        priceChange: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        priceChangePercent: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        highPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        lowPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        volume: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      },
      required: [
        'stock',
        'lastPrice',
        'priceChange',
        'priceChangePercent',
        'highPrice',
        'lowPrice',
        'volume',
      ],
    },
  },
  getTradeOption: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
      type: { type: 'string', pattern: '^[A-Z][A-Z0-9.]{0,15}$' },
      isPlay: {
        anyOf: [
          { type: 'number', const: 0 },
          { type: 'number', const: 1 },
        ],
      },
      isStop: {
        anyOf: [
          { type: 'number', const: 0 },
          { type: 'number', const: 1 },
        ],
      },
      payout: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      minPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      maxPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      roundLengthMs: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
    },
    required: ['id', 'stock', 'type', 'isPlay', 'isStop', 'payout', 'minPoint', 'maxPoint', 'roundLengthMs'],
  },
  listMyBets: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
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
      page: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      size: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      totalElements: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      totalPages: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    },
    required: ['content', 'page', 'size', 'totalElements', 'totalPages'],
  },
  listMyOptionBets: {
    type: 'array',
    items: {
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
  listMyRoundBets: {
    type: 'array',
    items: {
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
  listRecentBetsOfAll: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        tradeRoundId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        roundNo: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        type: { type: 'string', enum: ['B', 'S'] },
        point: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        maskedNick: { type: 'string' },
        createdAt: {
          type: 'string',
          pattern:
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
        },
      },
      required: ['tradeRoundId', 'roundNo', 'type', 'point', 'maskedNick', 'createdAt'],
    },
  },
  listRecentRounds: {
    type: 'array',
    items: {
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
  listRounds: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
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
      page: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      size: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      totalElements: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      totalPages: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    },
    required: ['content', 'page', 'size', 'totalElements', 'totalPages'],
  },
  listTradeOptions: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
        type: { type: 'string', pattern: '^[A-Z][A-Z0-9.]{0,15}$' },
        isPlay: {
          anyOf: [
            { type: 'number', const: 0 },
            { type: 'number', const: 1 },
          ],
        },
        isStop: {
          anyOf: [
            { type: 'number', const: 0 },
            { type: 'number', const: 1 },
          ],
        },
        payout: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        minPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        maxPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        roundLengthMs: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      },
      required: [
        'id',
        'stock',
        'type',
        'isPlay',
        'isStop',
        'payout',
        'minPoint',
        'maxPoint',
        'roundLengthMs',
      ],
    },
  },
  placeBet: {
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
};
