// Generated from the response schemas in src/routes/dnw: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  adminApproveDnw: {
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
      memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
      channel: { type: 'string', enum: ['BANK', 'P2P', 'PROVIDER', 'WALLET'] },
      provider: { type: ['string', 'null'] },
      address: { type: ['string', 'null'] },
      detail: {
        anyOf: [
          { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } },
          { type: 'null' },
        ],
      },
      decision: {
        anyOf: [
          {
            type: 'object',
            properties: {
              decision: { type: 'string', enum: ['APPROVED', 'REJECTED', 'CANCELLED'] },
              actorKind: { type: 'string', enum: ['OPERATOR', 'MEMBER', 'PROVIDER'] },
              adminId: {
                anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
              },
              actorName: { type: 'string' },
              reason: { type: ['string', 'null'] },
              decidedAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
            },
            required: ['decision', 'actorKind', 'adminId', 'actorName', 'reason', 'decidedAt'],
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
      'memberId',
      'username',
      'channel',
      'provider',
      'address',
      'detail',
      'decision',
    ],
  },
  adminListDnw: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
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
            memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            username: { type: 'string' },
            channel: { type: 'string', enum: ['BANK', 'P2P', 'PROVIDER', 'WALLET'] },
            provider: { type: ['string', 'null'] },
            address: { type: ['string', 'null'] },
            detail: {
              anyOf: [
                {
                  type: 'object',
                  propertyNames: { type: 'string' },
                  additionalProperties: { type: 'string' },
                },
                { type: 'null' },
              ],
            },
            decision: {
              anyOf: [
                {
                  type: 'object',
                  properties: {
                    decision: { type: 'string', enum: ['APPROVED', 'REJECTED', 'CANCELLED'] },
                    actorKind: { type: 'string', enum: ['OPERATOR', 'MEMBER', 'PROVIDER'] },
                    adminId: {
                      anyOf: [
                        { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
                        { type: 'null' },
                      ],
                    },
                    actorName: { type: 'string' },
                    reason: { type: ['string', 'null'] },
                    decidedAt: {
                      type: 'string',
                      pattern:
                        '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
                    },
                  },
                  required: ['decision', 'actorKind', 'adminId', 'actorName', 'reason', 'decidedAt'],
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
            'memberId',
            'username',
            'channel',
            'provider',
            'address',
            'detail',
            'decision',
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
  adminRejectDnw: {
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
      memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
      channel: { type: 'string', enum: ['BANK', 'P2P', 'PROVIDER', 'WALLET'] },
      provider: { type: ['string', 'null'] },
      address: { type: ['string', 'null'] },
      detail: {
        anyOf: [
          { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } },
          { type: 'null' },
        ],
      },
      decision: {
        anyOf: [
          {
            type: 'object',
            properties: {
              decision: { type: 'string', enum: ['APPROVED', 'REJECTED', 'CANCELLED'] },
              actorKind: { type: 'string', enum: ['OPERATOR', 'MEMBER', 'PROVIDER'] },
              adminId: {
                anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
              },
              actorName: { type: 'string' },
              reason: { type: ['string', 'null'] },
              decidedAt: {
                type: 'string',
                pattern:
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
              },
            },
            required: ['decision', 'actorKind', 'adminId', 'actorName', 'reason', 'decidedAt'],
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
      'memberId',
      'username',
      'channel',
      'provider',
      'address',
      'detail',
      'decision',
    ],
  },
  applyBuy: {
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
  applyDeposit: {
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
  applyDnw: {
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
  applyP2p: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      walletType: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
      name: { type: 'string' },
      phone: { type: 'string' },
      point: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      status: { type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: ['id', 'walletType', 'name', 'phone', 'point', 'status', 'createdAt'],
  },
  applySell: {
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
  applyWithdraw: {
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
  cancelDnw: {
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
  convertCoin: {
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
  getExchangeRate: {
    type: 'object',
    properties: {
      base: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
      counter: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
      rate: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      at: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: ['base', 'counter', 'rate', 'at'],
  },
  getExchangeRateMap: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        base: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
        counter: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
        rate: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        at: {
          type: 'string',
          pattern:
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
        },
      },
      required: ['base', 'counter', 'rate', 'at'],
    },
  },
  getLatestP2p: {
    anyOf: [
      {
        type: 'object',
        properties: {
          id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          walletType: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
          name: { type: 'string' },
          phone: { type: 'string' },
          point: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
          status: { type: 'string', enum: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] },
          createdAt: {
            type: 'string',
            pattern:
              '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
          },
        },
        required: ['id', 'walletType', 'name', 'phone', 'point', 'status', 'createdAt'],
      },
      { type: 'null' },
    ],
  },
  listDnw: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
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
      },
      page: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      size: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      totalElements: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
      totalPages: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
    },
    required: ['content', 'page', 'size', 'totalElements', 'totalPages'],
  },
  transfer: {
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
};
