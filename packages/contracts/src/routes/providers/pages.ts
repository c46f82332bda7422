import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { amountString, requestId, timestamp, urlResponse } from '../../wire.ts';
import { providerParams } from './params.ts';

export const makeDepositQrCode = defineRoute({
  method: 'POST',
  path: '/:provider/make-qrcode',
  access: 'member',
  area: 'providers',
  summary: 'Creates a payment QR code for a deposit of an amount (currency sUSDCG by default).',
  spec: ['POST /{provider_g}/make-qrcode'],
  params: providerParams,
  body: z.object({
    amount: amountString,
    currency: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]{1,15}$/)
      .default('sUSDCG'),
    requestId,
  }),
  response: z.object({
    /** What the QR code encodes (a payment URI), for the client to draw. */
    qrCode: z.string(),
    address: z.string().nullable(),
    expiresAt: timestamp.nullable(),
  }),
});

export const providerLogin = defineRoute({
  method: 'POST',
  path: '/:provider/login',
  access: 'member',
  area: 'providers',
  summary: "Signs the caller in at a payment provider and returns the provider's page to open.",
  spec: ['POST /{provider_h}/login'],
  params: providerParams,
  response: urlResponse,
});

export const getProviderUrl = defineRoute({
  method: 'GET',
  path: '/:provider/url',
  access: 'member',
  area: 'providers',
  summary: "Returns the payment provider's page for the caller.",
  spec: ['GET /{provider_i}/url'],
  params: providerParams,
  response: urlResponse,
});
