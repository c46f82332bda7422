// Generated from the definitions in src/sockets/oversea.ts: do not edit by hand. After changing one
// run `npx tsx apps/web/scripts/write-contract-manifest.ts`; destination-refs.test.ts fails while this
// file and the definitions disagree.
import type * as defs from '../../sockets/oversea.ts';
import type { DestinationRef } from '../destination-ref.ts';

export const overseaCrossQueue: DestinationRef<typeof defs.overseaCrossQueue> = {
  destination: '/user/queue/oversea_cross',
  params: [],
  direction: 'subscribe',
  scope: 'member',
  payloadCheck: {
    type: 'object',
    properties: {
      seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      playerPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      lastPnl: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      losscut: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      playerGameWaitPoint: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
    },
    required: ['seq', 'playerPoint', 'lastPnl', 'losscut', 'playerGameWaitPoint'],
  },
};
export const overseaQueue: DestinationRef<typeof defs.overseaQueue> = {
  destination: '/user/queue/oversea',
  params: [],
  direction: 'subscribe',
  scope: 'member',
  payloadCheck: {
    oneOf: [
      {
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
          type: { type: 'string', const: 'ORDER_SUCCESS' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
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
          'type',
          'seq',
        ],
      },
      {
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
          type: { type: 'string', const: 'ORDER_CANCEL' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
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
          'type',
          'seq',
        ],
      },
      {
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
          type: { type: 'string', const: 'ORDER_FILLED' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
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
          'type',
          'seq',
        ],
      },
      {
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
          type: { type: 'string', const: 'ORDER_UPDATE' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
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
          'type',
          'seq',
        ],
      },
      {
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
          type: { type: 'string', const: 'POSITION_OPEN' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
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
          'type',
          'seq',
        ],
      },
      {
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
          type: { type: 'string', const: 'POSITION_UPDATE' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
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
          'type',
          'seq',
        ],
      },
      {
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
          type: { type: 'string', const: 'POSITION_CLOSE' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
          marketType: {
            type: 'string',
            enum: ['MARKET', 'LIMIT', 'STOPMARKET', 'STOPLIMIT', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION'],
          },
          closePrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          realizedPnl: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          closeTick: {
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
          'type',
          'seq',
          'marketType',
          'closePrice',
          'realizedPnl',
          'closeTick',
        ],
      },
      {
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
          type: { type: 'string', const: 'POSITION_LIQUID' },
          seq: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
          marketType: {
            type: 'string',
            enum: ['MARKET', 'LIMIT', 'STOPMARKET', 'STOPLIMIT', 'TAKEPROFIT', 'STOPLOSS', 'LIQUIDATION'],
          },
          closePrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          realizedPnl: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          closeTick: {
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
          'type',
          'seq',
          'marketType',
          'closePrice',
          'realizedPnl',
          'closeTick',
        ],
      },
    ],
  },
};
export const overseaTopic: DestinationRef<typeof defs.overseaTopic> = {
  destination: '/topic/oversea',
  params: [],
  direction: 'subscribe',
  scope: 'broadcast',
  payloadCheck: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'TICKER' },
          items: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
                lastPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                changePercent: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                atMs: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
              },
              required: ['stock', 'lastPrice', 'changePercent', 'atMs'],
            },
          },
        },
        required: ['type', 'items'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'OVERSEA_OPTION_CLOSE' },
          overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
          at: {
            type: 'string',
            pattern:
              '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
          },
        },
        required: ['type', 'overseaOptionId', 'stock', 'at'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'OVERSEA_OPTION_OPEN' },
          overseaOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
          at: {
            type: 'string',
            pattern:
              '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
          },
        },
        required: ['type', 'overseaOptionId', 'stock', 'at'],
      },
    ],
  },
};
