// Generated from the response schemas in src/routes/partner: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  createAdmin: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
      name: { type: 'string' },
      level: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      parentId: { anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }] },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: ['id', 'username', 'name', 'level', 'parentId', 'createdAt'],
  },
  createPartner: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
      name: { type: 'string' },
      code: { type: 'string' },
      level: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      parentId: { anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }] },
      status: { type: 'string', enum: ['ACTIVE', 'DENY'] },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: ['id', 'username', 'name', 'code', 'level', 'parentId', 'status', 'createdAt'],
  },
  getAdmin: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
      name: { type: 'string' },
      level: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      parentId: { anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }] },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: ['id', 'username', 'name', 'level', 'parentId', 'createdAt'],
  },
  getPartner: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      username: { type: 'string' },
      name: { type: 'string' },
      code: { type: 'string' },
      level: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      parentId: { anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }] },
      status: { type: 'string', enum: ['ACTIVE', 'DENY'] },
      createdAt: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: ['id', 'username', 'name', 'code', 'level', 'parentId', 'status', 'createdAt'],
  },
  listAdmins: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        username: { type: 'string' },
        name: { type: 'string' },
        level: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        parentId: {
          anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
        },
        createdAt: {
          type: 'string',
          pattern:
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
        },
      },
      required: ['id', 'username', 'name', 'level', 'parentId', 'createdAt'],
    },
  },
  listPartners: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
        username: { type: 'string' },
        name: { type: 'string' },
        code: { type: 'string' },
        level: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        parentId: {
          anyOf: [{ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 }, { type: 'null' }],
        },
        status: { type: 'string', enum: ['ACTIVE', 'DENY'] },
        createdAt: {
          type: 'string',
          pattern:
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
        },
      },
      required: ['id', 'username', 'name', 'code', 'level', 'parentId', 'status', 'createdAt'],
    },
  },
};
