// Generated from the response schemas in src/routes/providers: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  checkProviderCoin: {
    type: 'object',
    properties: {
      provider: { type: 'string' },
      isRegistered: { type: 'boolean' },
      coinBalance: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
    },
    required: ['provider', 'isRegistered', 'coinBalance'],
  },
  checkProviderPlayer: {
    type: 'object',
    properties: {
      provider: { type: 'string' },
      isRegistered: { type: 'boolean' },
      coinBalance: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
    },
    required: ['provider', 'isRegistered', 'coinBalance'],
  },
  completeSandboxCheckout: {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: ['APPROVE', 'BUY', 'CHARGE'] },
      status: { type: 'string', const: 'COMPLETED' },
      dnwHistory: {
        anyOf: [
          {
            type: 'object',
            properties: {
              id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
              type: {
                type: 'string',
                enum: ['B', 'D', 'W', 'WB', 'WS', 'TI', 'CI', 'TO', 'CO', 'E', 'C', 'PB', 'PM'],
              },
              walletType: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
              point: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              won: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
              fee: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
              status: { type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] },
              memo: { type: ['string', 'null'] },
              createdAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
              processedAt: {
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
              'type',
              'walletType',
              'point',
              'won',
              'fee',
              'status',
              'memo',
              'createdAt',
              'processedAt',
            ],
          },
          { type: 'null' },
        ],
      },
      providerBalance: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
    },
    required: ['kind', 'status', 'dnwHistory', 'providerBalance'],
  },
  makeDepositQrCode: {
    type: 'object',
    properties: {
      qrCode: { type: 'string' },
      address: { type: ['string', 'null'] },
      expiresAt: {
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
    required: ['qrCode', 'address', 'expiresAt'],
  },
  sandboxCheckoutPage: { type: 'string' },
  sellProviderCoin: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      type: {
        type: 'string',
        enum: ['B', 'D', 'W', 'WB', 'WS', 'TI', 'CI', 'TO', 'CO', 'E', 'C', 'PB', 'PM'],
      },
      walletType: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
      point: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      won: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      fee: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      status: { type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] },
      memo: { type: ['string', 'null'] },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      processedAt: {
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
      'type',
      'walletType',
      'point',
      'won',
      'fee',
      'status',
      'memo',
      'createdAt',
      'processedAt',
    ],
  },
  sendProviderCoin: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      type: {
        type: 'string',
        enum: ['B', 'D', 'W', 'WB', 'WS', 'TI', 'CI', 'TO', 'CO', 'E', 'C', 'PB', 'PM'],
      },
      walletType: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
      point: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      won: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      fee: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
      status: { type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] },
      memo: { type: ['string', 'null'] },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
      processedAt: {
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
      'type',
      'walletType',
      'point',
      'won',
      'fee',
      'status',
      'memo',
      'createdAt',
      'processedAt',
    ],
  },
  signupProvider: {
    type: 'object',
    properties: {
      provider: { type: 'string' },
      isRegistered: { type: 'boolean' },
      coinBalance: { anyOf: [{ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }, { type: 'null' }] },
    },
    required: ['provider', 'isRegistered', 'coinBalance'],
  },
};
