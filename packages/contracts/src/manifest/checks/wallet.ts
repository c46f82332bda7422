// Generated from the response schemas in src/routes/wallet: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; response-checks.test.ts
// fails while this file and the definitions disagree. Routes absent here are checked with zod.
import type { JsonCheck } from '../json-check.ts';

export const responseChecks: Readonly<Record<string, JsonCheck>> = {
  generateTempWallet: {
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
  generateWallet: {
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
  getMyWallets: {
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
};
