// Generated from the response schemas in src/routes/stock: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  getChart: {
    type: 'object',
    properties: {
      stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
      period: { type: 'string', enum: ['1s', '1m', '3m', '5m', '15m', '30m', '1h', '4h', '1d'] },
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
    required: ['stock', 'period', 'candles'],
  },
  getChartPage: {
    type: 'object',
    properties: {
      stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
      period: { type: 'string', enum: ['1s', '1m', '3m', '5m', '15m', '30m', '1h', '4h', '1d'] },
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
      nextEndMillis: {
        anyOf: [{ type: 'integer', minimum: 0, maximum: 9007199254740991 }, { type: 'null' }],
      },
    },
    required: ['stock', 'period', 'candles', 'nextEndMillis'],
  },
  getLastPrice: {
    type: 'object',
    properties: {
      stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
      price: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      atMs: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      source: { type: 'string' },
    },
    required: ['stock', 'price', 'atMs', 'source'],
  },
  getMarketValue: {
    oneOf: [
      {
        type: 'object',
        properties: {
          kind: { type: 'string', const: 'ORDERBOOK' },
          stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
          bids: {
            type: 'array',
            items: {
              type: 'array',
              prefixItems: [
                { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              ],
              items: false,
              minItems: 2,
              maxItems: 2,
            },
          },
          asks: {
            type: 'array',
            items: {
              type: 'array',
              prefixItems: [
                { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              ],
              items: false,
              minItems: 2,
              maxItems: 2,
            },
          },
          atMs: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
        },
        required: ['kind', 'stock', 'bids', 'asks', 'atMs'],
      },
      {
        type: 'object',
        properties: {
          openTimeMs: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
          open: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          high: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          low: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          close: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          volume: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          kind: { type: 'string', const: 'OHLC' },
          stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
        },
        required: ['openTimeMs', 'open', 'high', 'low', 'close', 'volume', 'kind', 'stock'],
      },
      {
        type: 'object',
        properties: {
          kind: { type: 'string', const: 'FUTURES_INFO' },
          items: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                futuresOptionId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
                stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
                lastPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                markPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                priceChangePercent: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                fundingRate: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
                nextFundingAt: {
                  type: 'string',
                  pattern:
                    '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                },
              },
              required: [
                'futuresOptionId',
                'stock',
                'lastPrice',
                'markPrice',
                'priceChangePercent',
                'fundingRate',
                'nextFundingAt',
              ],
            },
          },
        },
        required: ['kind', 'items'],
      },
    ],
  },
  getRawData: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
        price: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        atMs: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
        source: { type: 'string' },
      },
      required: ['stock', 'price', 'atMs', 'source'],
    },
  },
};
