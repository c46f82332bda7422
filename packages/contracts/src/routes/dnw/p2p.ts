import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { amountString, requestId, urlResponse, walletType } from '../../wire.ts';
import { p2pRequestSchema } from './records.ts';

export const applyP2p = defineRoute({
  method: 'POST',
  path: '/dnw/p2p',
  access: 'member',
  area: 'dnw',
  summary: "Sends a P2P purchase request to the site's P2P desk.",
  spec: ['POST /dnw/p2p'],
  body: z.object({
    name: z.string().trim().min(1).max(40),
    phone: z.string().regex(/^0[0-9 -]{8,15}$/),
    /** The amount of coin wanted, in the coin (`walletType`). */
    point: amountString,
    /** Extra details the desk asks for, as a JSON text the desk reads. */
    detailJson: z.string().max(4000).optional(),
    /** The coin bought (one of the site's buy coins); the site's first buy coin when absent. */
    walletType: walletType.optional(),
    requestId,
  }),
  response: p2pRequestSchema,
});

export const getLatestP2p = defineRoute({
  method: 'GET',
  path: '/dnw/p2p/latest',
  access: 'member',
  area: 'dnw',
  summary: "Returns the caller's latest P2P request, or null, to prefill the form.",
  spec: ['GET /dnw/p2p/latest'],
  response: p2pRequestSchema.nullable(),
});

export const getBitshopUrl = defineRoute({
  method: 'POST',
  path: '/dnw/bitshop/url',
  access: 'member',
  area: 'dnw',
  summary: 'Returns the Bitshop page where the caller buys or sells an amount.',
  spec: ['POST /dnw/bitshop/url'],
  body: z.object({ type: z.enum(['BUY', 'SELL']), amount: amountString, requestId }),
  response: urlResponse,
});

export const getMillionP2pUrl = defineRoute({
  method: 'GET',
  path: '/dnw/p2p/million-p2p-url',
  access: 'member',
  area: 'dnw',
  summary: 'Returns the Million P2P page for the caller.',
  spec: ['GET /dnw/p2p/million-p2p-url'],
  response: urlResponse,
});

export const getVancoinP2pUrl = defineRoute({
  method: 'POST',
  path: '/dnw/p2p/vancoin-p2p-url',
  access: 'member',
  area: 'dnw',
  summary: 'Returns the Vancoin P2P page for the caller.',
  spec: ['POST /dnw/p2p/vancoin-p2p-url'],
  body: z.object({
    /** The member's account at Vancoin, as they entered it. */
    value: z.string().trim().min(1).max(200),
  }),
  response: urlResponse,
});
