import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { amountString, decimalString, walletType } from '../../wire.ts';
import { dnwHistorySchema } from '../dnw/records.ts';

/** The token of a sandbox payment page: a random UUID, the page's only key. */
const checkoutParams = z.object({ token: z.uuid() });

/**
 * Baro addition: the built-in sandbox provider's payment page (DOMAIN.md §6). Every provider and
 * P2P URL call of the sandbox answers a link here; the page shows what is being paid and completes it
 * with one button, so every flow works without an outside service. Answers an HTML page.
 */
export const sandboxCheckoutPage = defineRoute({
  method: 'GET',
  path: '/sandbox/checkout/:token',
  access: 'guest',
  area: 'providers',
  summary: "The sandbox provider's payment page (HTML) for one payment link.",
  spec: [],
  params: checkoutParams,
  response: z.string(),
});

/** What the sandbox page completed: the member's history row it settled or wrote, if any. */
export const checkoutResultSchema = z.object({
  kind: z.enum(['APPROVE', 'BUY', 'CHARGE']),
  status: z.literal('COMPLETED'),
  dnwHistory: dnwHistorySchema.nullable(),
  /** The member's balance at the provider after a charge, in won; null for other kinds. */
  providerBalance: decimalString.nullable(),
});

/**
 * Baro addition: the sandbox page's button. A link that names its amount (a bitshop order, a QR
 * payment) confirms that request; a link without one (a P2P desk, a provider's charge page) takes the
 * won paid and, for a purchase, the coin bought. Each link completes once, by the member it was made
 * for, signed in: the page sends the token the web app keeps.
 */
export const completeSandboxCheckout = defineRoute({
  method: 'POST',
  path: '/sandbox/checkout/:token/complete',
  access: 'member',
  area: 'providers',
  summary: 'Completes a sandbox payment link, as the provider would confirm a payment.',
  spec: [],
  params: checkoutParams,
  body: z.object({ won: amountString.optional(), walletType: walletType.optional() }),
  response: checkoutResultSchema,
});
