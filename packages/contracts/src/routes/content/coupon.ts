import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { decimalString, requestId, walletType } from '../../wire.ts';
import { walletEntrySchema } from '../wallet/records.ts';

export const useCoupon = defineRoute({
  method: 'POST',
  path: '/coupon/use',
  access: 'member',
  area: 'content',
  summary: "Redeems a promo code into one of the caller's wallets; each coupon once per member.",
  spec: ['POST /coupon/use'],
  body: z.object({
    promoCode: z.string().trim().min(1).max(64),
    walletType,
    requestId,
  }),
  response: z.object({
    /** The bonus credited (dnw type `B`). */
    amount: decimalString,
    wallet: walletEntrySchema,
  }),
});
