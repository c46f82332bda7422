import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { amountString, decimalString, requestId, urlResponse, walletType } from '../../wire.ts';
import { dnwHistorySchema } from '../dnw/records.ts';
import { providerParams } from './params.ts';

/** Whether the caller has an account at the provider, and its coin balance there when it has one. */
const providerAccountSchema = z.object({
  provider: z.string(),
  isRegistered: z.boolean(),
  coinBalance: decimalString.nullable(),
});

export const checkProviderCoin = defineRoute({
  method: 'GET',
  path: '/:provider/chk_coin',
  access: 'member',
  area: 'providers',
  summary: "Checks the caller's account and coin balance at a payment provider.",
  spec: ['GET /{provider_a}/chk_coin', 'GET /{provider_c}/chk_coin', 'GET /{provider_e}/chk_coin'],
  params: providerParams,
  response: providerAccountSchema,
});

export const checkProviderPlayer = defineRoute({
  method: 'GET',
  path: '/:provider/chk_player',
  access: 'member',
  area: 'providers',
  summary: 'Checks whether the caller has signed up with a payment provider.',
  spec: ['GET /{provider_c}/chk_player'],
  params: providerParams,
  response: providerAccountSchema,
});

/**
 * Signing up with a provider. Most providers take the member's account name there (`value`); one
 * (the spec's `{provider_b}`) signs up by charging a first amount, so it takes a wallet and KRW.
 */
export const providerSignupBody = z.union([
  z.object({ value: z.string().trim().min(1).max(200) }),
  z.object({ walletType, won: amountString, requestId }),
]);

export const signupProvider = defineRoute({
  method: 'POST',
  path: '/:provider/signup',
  access: 'member',
  area: 'providers',
  summary: 'Signs the caller up with a payment provider.',
  spec: ['POST /{provider_a}/signup', 'POST /{provider_b}/signup', 'POST /{provider_c}/signup'],
  params: providerParams,
  body: providerSignupBody,
  response: providerAccountSchema,
});

export const sendProviderCoin = defineRoute({
  method: 'POST',
  path: '/:provider/sendCoin',
  access: 'member',
  area: 'providers',
  summary: 'Buys coin into a wallet through a payment provider, paying the KRW amount `won`.',
  spec: ['POST /{provider_a}/sendCoin', 'POST /{provider_c}/sendCoin', 'POST /{provider_e}/sendCoin'],
  params: providerParams,
  body: z.object({ walletType, won: amountString, requestId }),
  response: dnwHistorySchema,
});

export const sellProviderCoin = defineRoute({
  method: 'POST',
  path: '/:provider/sellCoin',
  access: 'member',
  area: 'providers',
  summary: 'Sells coin from a wallet through a payment provider.',
  spec: ['POST /{provider_e}/sellCoin'],
  params: providerParams,
  body: z.object({ walletType, point: amountString, requestId }),
  response: dnwHistorySchema,
});

export const getCoinChargeUrl = defineRoute({
  method: 'GET',
  path: '/:provider/coin_charge_url',
  access: 'member',
  area: 'providers',
  summary: "Returns the provider's page where the caller charges coin.",
  spec: ['GET /{provider_e}/coin_charge_url'],
  params: providerParams,
  response: urlResponse,
});
