// Generated from the response schemas in src/routes/auth: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  adminLogin: {
    type: 'object',
    properties: {
      accessToken: { type: 'string' },
      refreshToken: { type: 'string' },
      expiresIn: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
    },
    required: ['accessToken', 'refreshToken', 'expiresIn'],
  },
  certificateEmail: {
    type: 'object',
    properties: { expiresIn: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 } },
    required: ['expiresIn'],
  },
  certificatePhone: {
    type: 'object',
    properties: { expiresIn: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 } },
    required: ['expiresIn'],
  },
  changeNick: { type: 'object', properties: { nick: { type: 'string' } }, required: ['nick'] },
  changePassword: { type: 'object', properties: { ok: { type: 'boolean', const: true } }, required: ['ok'] },
  checkUsername: {
    type: 'object',
    properties: { username: { type: 'string' }, available: { type: 'boolean', const: true } },
    required: ['username', 'available'],
  },
  demoOutbox: {
    type: 'object',
    properties: {
      content: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
            channel: { type: 'string', enum: ['EMAIL', 'PHONE'] },
            target: { type: 'string' },
            message: { type: 'string' },
            createdAt: {
              type: 'string',
              pattern:
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
            },
          },
          required: ['id', 'channel', 'target', 'message', 'createdAt'],
        },
      },
    },
    required: ['content'],
  },
  findId: { type: 'object', properties: { username: { type: 'string' } }, required: ['username'] },
  findPw: { type: 'object', properties: { ok: { type: 'boolean', const: true } }, required: ['ok'] },
  login: {
    type: 'object',
    properties: {
      accessToken: { type: 'string' },
      refreshToken: { type: 'string' },
      expiresIn: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
    },
    required: ['accessToken', 'refreshToken', 'expiresIn'],
  },
  logout: { type: 'object', properties: { ok: { type: 'boolean', const: true } }, required: ['ok'] },
  me: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
      name: { type: 'string' },
      nick: { type: ['string', 'null'] },
      phone: { type: ['string', 'null'] },
      email: { type: ['string', 'null'] },
      status: { type: 'string', enum: ['NORMAL', 'DENY'] },
      etcJson: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} },
      money: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
      wallet: {
        type: 'object',
        propertyNames: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,15}$' },
        additionalProperties: {
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
          },
          required: ['type', 'currency', 'point', 'gameWaitPoint', 'realPoint', 'losscut', 'pnl', 'address'],
        },
      },
    },
    required: ['id', 'username', 'name', 'nick', 'phone', 'email', 'status', 'etcJson', 'money', 'wallet'],
  },
  niceId: {
    type: 'object',
    properties: { provider: { type: 'string' }, requestNo: { type: 'string' }, url: { type: 'string' } },
    required: ['provider', 'requestNo', 'url'],
  },
  signup: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
    },
    required: ['id', 'username'],
  },
  verifyEmail: {
    type: 'object',
    properties: {
      certificateValue: { type: 'string' },
      expiresIn: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
    },
    required: ['certificateValue', 'expiresIn'],
  },
  verifyPartner: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      code: { type: 'string' },
      name: { type: 'string' },
      level: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
    },
    required: ['id', 'code', 'name', 'level'],
  },
  verifyPhone: {
    type: 'object',
    properties: {
      certificateValue: { type: 'string' },
      expiresIn: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
    },
    required: ['certificateValue', 'expiresIn'],
  },
};
