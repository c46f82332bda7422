import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { amountString, idQuery, requestId, requiredAmount, walletType } from '../../wire.ts';
import { dnwHistorySchema, rateString } from './records.ts';

/**
 * A deposit or withdrawal request for the BINARY (KRW) wallet through the site's bank account. The
 * amount's own alert differs by direction (spec §5), so each direction names its code.
 */
export const applyDnwBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('D'), point: requiredAmount('DEPOSIT_AMOUNT_REQUIRED'), requestId }),
  z.object({ type: z.literal('W'), point: requiredAmount('WITHDRAW_AMOUNT_REQUIRED'), requestId }),
]);

export const applyDnw = defineRoute({
  method: 'POST',
  path: '/dnw/apply',
  access: 'member',
  area: 'dnw',
  summary: 'Requests a deposit (D) or withdrawal (W) of the BINARY wallet; a withdrawal is reserved at once.',
  spec: ['POST /dnw/apply'],
  body: applyDnwBody,
  response: dnwHistorySchema,
});

export const applyDeposit = defineRoute({
  method: 'POST',
  path: '/dnw/deposit/apply',
  access: 'member',
  area: 'dnw',
  summary: 'Requests a deposit into a wallet (the BINARY wallet when none is named).',
  spec: ['POST /dnw/deposit/apply'],
  body: z.object({
    point: requiredAmount('DEPOSIT_AMOUNT_REQUIRED'),
    walletType: walletType.optional(),
    requestId,
  }),
  response: dnwHistorySchema,
});

export const applyWithdraw = defineRoute({
  method: 'POST',
  path: '/dnw/withdraw/apply',
  access: 'member',
  area: 'dnw',
  summary: 'Requests a withdrawal from a wallet and reserves the amount until it is approved.',
  spec: ['POST /dnw/withdraw/apply'],
  body: z.object({
    point: requiredAmount('WITHDRAW_AMOUNT_REQUIRED'),
    walletType: walletType.optional(),
    /** The destination address of a coin withdrawal; KRW goes to the member's registered account. */
    address: z.string().trim().min(1).max(128).optional(),
    requestId,
  }),
  response: dnwHistorySchema,
});

export const convertCoin = defineRoute({
  method: 'POST',
  path: '/dnw/convert',
  access: 'member',
  area: 'dnw',
  summary: 'Converts an amount of one coin wallet into another at the published rate.',
  spec: ['POST /dnw/convert'],
  body: z.object({
    fromCoin: walletType,
    toCoin: walletType,
    point: amountString,
    /** The rate the member was shown; the conversion is refused if the rate has moved since. */
    rate: rateString.optional(),
    requestId,
  }),
  response: dnwHistorySchema,
});

export const applyBuy = defineRoute({
  method: 'POST',
  path: '/dnw/buy/apply',
  access: 'member',
  area: 'dnw',
  summary: 'Requests to buy coin for KRW: pay `won`, receive `point` at the quoted price.',
  spec: ['POST /dnw/buy/apply'],
  body: z.object({
    walletType,
    won: amountString,
    /** The KRW price per coin the member was quoted; refused with EXCHANGE_RATE_CHANGED if it moved. */
    wonpNum: amountString,
    point: amountString,
    requestId,
  }),
  response: dnwHistorySchema,
});

export const applySell = defineRoute({
  method: 'POST',
  path: '/dnw/sell/apply',
  access: 'member',
  area: 'dnw',
  summary: 'Requests to sell coin for KRW at the quoted price; the coin is reserved at once.',
  spec: ['POST /dnw/sell/apply'],
  body: z.object({
    walletType,
    point: amountString,
    wonpNum: amountString,
    requestId,
  }),
  response: dnwHistorySchema,
});

export const transfer = defineRoute({
  method: 'POST',
  path: '/dnw/transfer',
  access: 'member',
  area: 'dnw',
  summary:
    "Moves an amount between two of the caller's own wallets; between assets at the published rate, less the conversion fee.",
  spec: ['POST /dnw/transfer'],
  body: z.object({
    fromWalletType: walletType,
    toWalletType: walletType,
    point: amountString,
    requestId,
  }),
  response: dnwHistorySchema,
});

export const cancelDnw = defineRoute({
  method: 'GET',
  path: '/dnw/cancel',
  access: 'member',
  area: 'dnw',
  // The spec makes this a GET. Cancelling is idempotent (a cancelled request stays cancelled), so a
  // repeated or prefetched GET does no harm beyond the first.
  summary: "Cancels one of the caller's pending requests and releases anything it reserved.",
  spec: ['GET /dnw/cancel'],
  query: z.object({ dnwHistoryId: idQuery }),
  response: dnwHistorySchema,
});
