// Generated from the response schemas in src/routes/site: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  adminUploadFile: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
        pattern:
          '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
      },
      name: { type: 'string' },
      size: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      mimeType: {
        type: 'string',
        enum: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
      },
      url: { type: 'string' },
    },
    required: ['id', 'name', 'size', 'mimeType', 'url'],
  },
  appIds: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } },
  appVersion: {
    type: 'object',
    properties: {
      os: { type: 'string', enum: ['android', 'ios', 'web'] },
      latestVersion: { type: 'string' },
      minVersion: { type: 'string' },
      storeUrl: { type: ['string', 'null'] },
    },
    required: ['os', 'latestVersion', 'minVersion', 'storeUrl'],
  },
  bankList: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
        name: { type: 'string' },
        code: { type: ['string', 'null'] },
      },
      required: ['id', 'name', 'code'],
    },
  },
  dnwSettings: {
    type: 'object',
    properties: {
      currency: { type: 'string' },
      depositEnabled: { type: 'boolean' },
      withdrawEnabled: { type: 'boolean' },
      depositMin: { type: 'string' },
      depositMax: { type: ['string', 'null'] },
      withdrawMin: { type: 'string' },
      withdrawMax: { type: ['string', 'null'] },
      depositAccount: {
        anyOf: [
          {
            type: 'object',
            properties: {
              bankName: { type: 'string' },
              accountNumber: { type: 'string' },
              holderName: { type: 'string' },
            },
            required: ['bankName', 'accountNumber', 'holderName'],
          },
          { type: 'null' },
        ],
      },
      typeStatus: {
        type: 'object',
        properties: {
          deposit: { type: 'boolean' },
          withdraw: { type: 'boolean' },
          convert: { type: 'boolean' },
          buy: { type: 'boolean' },
          sell: { type: 'boolean' },
        },
        required: ['deposit', 'withdraw', 'convert', 'buy', 'sell'],
      },
    },
    required: [
      'currency',
      'depositEnabled',
      'withdrawEnabled',
      'depositMin',
      'depositMax',
      'withdrawMin',
      'withdrawMax',
      'depositAccount',
      'typeStatus',
    ],
  },
  fees: {
    type: 'object',
    properties: {
      futuresTakerFeeRate: { type: 'string' },
      futuresLiquidationFeeRate: { type: 'string' },
      overseaFeePerLot: { type: 'string' },
      withdrawFeeByCoin: {
        type: 'object',
        propertyNames: { type: 'string' },
        additionalProperties: { type: 'string' },
      },
      convertFeeRate: { type: 'string', pattern: '^\\d(\\.\\d{1,4})?$' },
    },
    required: [
      'futuresTakerFeeRate',
      'futuresLiquidationFeeRate',
      'overseaFeePerLot',
      'withdrawFeeByCoin',
      'convertFeeRate',
    ],
  },
  infoByCode: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      code: { type: 'string' },
      name: { type: 'string' },
      type: { type: 'string' },
      stockPrefix: { type: 'string' },
      overseasPrefix: { type: 'string' },
      binaryCurrency: { type: 'string' },
      usedCoins: { type: 'string' },
      buyCoins: { type: 'string' },
      depositCoins: { type: 'string' },
      coinInfoJson: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} },
      features: {
        type: 'object',
        properties: {
          oversea: { type: 'boolean' },
          p2p: { type: 'boolean' },
          futures: { type: 'boolean' },
          powerBall: { type: 'boolean' },
          binary: { type: 'boolean' },
          liveChat: { type: 'boolean' },
        },
        required: ['oversea', 'p2p', 'futures', 'powerBall', 'binary', 'liveChat'],
      },
      languagePolicy: { type: 'string', enum: ['ko', 'en', 'enForGuests'] },
    },
    required: [
      'id',
      'code',
      'name',
      'type',
      'stockPrefix',
      'overseasPrefix',
      'binaryCurrency',
      'usedCoins',
      'buyCoins',
      'depositCoins',
      'coinInfoJson',
      'features',
      'languagePolicy',
    ],
  },
  infoForProvider: {
    type: 'object',
    properties: {
      id: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      code: { type: 'string' },
      name: { type: 'string' },
      type: { type: 'string' },
      stockPrefix: { type: 'string' },
      overseasPrefix: { type: 'string' },
      binaryCurrency: { type: 'string' },
      usedCoins: { type: 'string' },
      buyCoins: { type: 'string' },
      depositCoins: { type: 'string' },
      coinInfoJson: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} },
      features: {
        type: 'object',
        properties: {
          oversea: { type: 'boolean' },
          p2p: { type: 'boolean' },
          futures: { type: 'boolean' },
          powerBall: { type: 'boolean' },
          binary: { type: 'boolean' },
          liveChat: { type: 'boolean' },
        },
        required: ['oversea', 'p2p', 'futures', 'powerBall', 'binary', 'liveChat'],
      },
      languagePolicy: { type: 'string', enum: ['ko', 'en', 'enForGuests'] },
      provider: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          label: { type: 'string' },
          config: {
            type: 'object',
            propertyNames: { type: 'string' },
            additionalProperties: { type: 'string' },
          },
        },
        required: ['name', 'label', 'config'],
      },
    },
    required: [
      'id',
      'code',
      'name',
      'type',
      'stockPrefix',
      'overseasPrefix',
      'binaryCurrency',
      'usedCoins',
      'buyCoins',
      'depositCoins',
      'coinInfoJson',
      'features',
      'languagePolicy',
      'provider',
    ],
  },
  uploadFile: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
        pattern:
          '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
      },
      name: { type: 'string' },
      size: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
      mimeType: {
        type: 'string',
        enum: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
      },
      url: { type: 'string' },
    },
    required: ['id', 'name', 'size', 'mimeType', 'url'],
  },
};
