// Generated from the response schemas in src/routes/oversea: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  cancelAllOverseaOrders: {
    type: 'object',
    properties: { count: { type: 'integer', minimum: 0, maximum: 9007199254740991 } },
    required: ['count'],
  },
  cancelOverseaOrder: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      overseaPositionId: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
      },
      stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
      tradeType: { type: 'string', enum: ['LONG', 'SHORT'] },
      marketType: {
        type: 'string',
        enum: ['MARKET', 'LIMIT', 'STOPMARKET', 'STOPLIMIT', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION'],
      },
      status: { type: 'string', enum: ['OPEN', 'FILLED', 'CANCELLED'] },
      qty: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      price: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      fee: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      fillTick: {
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
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      updatedAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: [
      'id',
      'overseaOptionId',
      'overseaPositionId',
      'stock',
      'tradeType',
      'marketType',
      'status',
      'qty',
      'price',
      'fee',
      'fillTick',
      'createdAt',
      'updatedAt',
    ],
  },
  deleteOverseaTpsl: {
    type: 'object',
    properties: {
      overseaPositionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
      tradeType: { type: 'string', enum: ['LONG', 'SHORT'] },
      qty: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      entryPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      lastPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      margin: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      unrealizedPnl: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      tpTick: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
      },
      slTick: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
      },
      tpPrice: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      slPrice: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      isOvernight: { type: 'boolean' },
      openedAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      updatedAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: [
      'overseaPositionId',
      'overseaOptionId',
      'stock',
      'tradeType',
      'qty',
      'entryPrice',
      'lastPrice',
      'margin',
      'unrealizedPnl',
      'tpTick',
      'slTick',
      'tpPrice',
      'slPrice',
      'isOvernight',
      'openedAt',
      'updatedAt',
    ],
  },
  findOpenOverseaOption: {
    type: 'object',
    properties: {
      exist: { type: 'boolean' },
      overseaOptionId: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
      },
    },
    required: ['exist', 'overseaOptionId'],
  },
  getOverseaOption: {
    type: 'object',
    properties: {
      status: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
      message: { type: 'string' },
      data: {
        type: 'object',
        properties: {
          id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
          koName: { type: 'string' },
          precision: { type: 'integer', minimum: 0, maximum: 12 },
          currency: { type: 'string', pattern: '^[A-Z]{3}$' },
          type: { type: 'string' },
          isRest: { type: 'boolean' },
          tickSize: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          tickValue: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          krwRate: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          marginPerLot: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          feePerLot: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        },
        required: [
          'id',
          'stock',
          'koName',
          'precision',
          'currency',
          'type',
          'isRest',
          'tickSize',
          'tickValue',
          'krwRate',
          'marginPerLot',
          'feePerLot',
        ],
      },
    },
    required: ['status', 'message', 'data'],
  },
  listOpenOverseaOrders: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        overseaPositionId: {
          anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
        },
        stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
        tradeType: { type: 'string', enum: ['LONG', 'SHORT'] },
        marketType: {
          type: 'string',
          enum: ['MARKET', 'LIMIT', 'STOPMARKET', 'STOPLIMIT', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION'],
        },
        status: { type: 'string', enum: ['OPEN', 'FILLED', 'CANCELLED'] },
        qty: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        price: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
        fee: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        fillTick: {
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
        createdAt: {
          type: 'string',
          pattern:
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
        },
        updatedAt: {
          type: 'string',
          pattern:
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
        },
      },
      required: [
        'id',
        'overseaOptionId',
        'overseaPositionId',
        'stock',
        'tradeType',
        'marketType',
        'status',
        'qty',
        'price',
        'fee',
        'fillTick',
        'createdAt',
        'updatedAt',
      ],
    },
  },
  listOpenOverseaPositions: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        overseaPositionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
        tradeType: { type: 'string', enum: ['LONG', 'SHORT'] },
        qty: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        entryPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        lastPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        margin: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        unrealizedPnl: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        tpTick: {
          anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
        },
        slTick: {
          anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
        },
        tpPrice: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
        slPrice: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
        isOvernight: { type: 'boolean' },
        openedAt: {
          type: 'string',
          pattern:
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
        },
        updatedAt: {
          type: 'string',
          pattern:
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
        },
      },
      required: [
        'overseaPositionId',
        'overseaOptionId',
        'stock',
        'tradeType',
        'qty',
        'entryPrice',
        'lastPrice',
        'margin',
        'unrealizedPnl',
        'tpTick',
        'slTick',
        'tpPrice',
        'slPrice',
        'isOvernight',
        'openedAt',
        'updatedAt',
      ],
    },
  },
  listOvernight: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        overseaPositionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        isActive: { type: 'boolean' },
        requiredMargin: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      },
      required: ['overseaPositionId', 'overseaOptionId', 'isActive', 'requiredMargin'],
    },
  },
  listOverseaHistory: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            overseaPositionId: {
              anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
            },
            stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
            tradeType: { type: 'string', enum: ['LONG', 'SHORT'] },
            marketType: {
              type: 'string',
              enum: ['MARKET', 'LIMIT', 'STOPMARKET', 'STOPLIMIT', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION'],
            },
            status: { type: 'string', enum: ['OPEN', 'FILLED', 'CANCELLED'] },
            qty: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
            price: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
            fee: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
            fillTick: {
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
            createdAt: {
              type: 'string',
              pattern:
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
            },
            updatedAt: {
              type: 'string',
              pattern:
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
            },
          },
          required: [
            'id',
            'overseaOptionId',
            'overseaPositionId',
            'stock',
            'tradeType',
            'marketType',
            'status',
            'qty',
            'price',
            'fee',
            'fillTick',
            'createdAt',
            'updatedAt',
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
  listOverseaOptions: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
        koName: { type: 'string' },
        precision: { type: 'integer', minimum: 0, maximum: 12 },
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        type: { type: 'string' },
        isRest: { type: 'boolean' },
        tickSize: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        tickValue: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        krwRate: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        marginPerLot: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        feePerLot: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      },
      required: [
        'id',
        'stock',
        'koName',
        'precision',
        'currency',
        'type',
        'isRest',
        'tickSize',
        'tickValue',
        'krwRate',
        'marginPerLot',
        'feePerLot',
      ],
    },
  },
  placeOverseaOrder: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      overseaPositionId: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
      },
      stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
      tradeType: { type: 'string', enum: ['LONG', 'SHORT'] },
      marketType: {
        type: 'string',
        enum: ['MARKET', 'LIMIT', 'STOPMARKET', 'STOPLIMIT', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION'],
      },
      status: { type: 'string', enum: ['OPEN', 'FILLED', 'CANCELLED'] },
      qty: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      price: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      fee: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      fillTick: {
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
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      updatedAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: [
      'id',
      'overseaOptionId',
      'overseaPositionId',
      'stock',
      'tradeType',
      'marketType',
      'status',
      'qty',
      'price',
      'fee',
      'fillTick',
      'createdAt',
      'updatedAt',
    ],
  },
  setOvernight: {
    type: 'object',
    properties: {
      overseaPositionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      isActive: { type: 'boolean' },
      requiredMargin: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
    },
    required: ['overseaPositionId', 'overseaOptionId', 'isActive', 'requiredMargin'],
  },
  setOverseaTpsl: {
    type: 'object',
    properties: {
      overseaPositionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
      tradeType: { type: 'string', enum: ['LONG', 'SHORT'] },
      qty: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      entryPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      lastPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      margin: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      unrealizedPnl: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      tpTick: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
      },
      slTick: {
        anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
      },
      tpPrice: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      slPrice: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      isOvernight: { type: 'boolean' },
      openedAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      updatedAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: [
      'overseaPositionId',
      'overseaOptionId',
      'stock',
      'tradeType',
      'qty',
      'entryPrice',
      'lastPrice',
      'margin',
      'unrealizedPnl',
      'tpTick',
      'slTick',
      'tpPrice',
      'slPrice',
      'isOvernight',
      'openedAt',
      'updatedAt',
    ],
  },
};
