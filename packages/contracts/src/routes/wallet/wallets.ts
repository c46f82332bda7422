import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { walletType } from '../../wire.ts';
import { walletEntrySchema, walletMapSchema } from './records.ts';

export const getMyWallets = defineRoute({
  method: 'GET',
  path: '/wallet/my',
  access: 'member',
  area: 'wallet',
  summary: "Returns the caller's wallets keyed by wallet type.",
  spec: ['GET /wallet/my'],
  response: walletMapSchema,
});

export const generateWallet = defineRoute({
  method: 'POST',
  path: '/wallet/generate',
  access: 'member',
  area: 'wallet',
  summary: 'Opens a coin wallet for the caller, with the withdrawal address and bank details given.',
  spec: ['POST /wallet/generate'],
  body: z.object({
    coinName: walletType,
    /** The member's own address for withdrawals of this coin. */
    address: z.string().trim().min(1).max(128).optional(),
    /** Bank name, account number and holder as the member typed them, for KRW settlement. */
    bankInfo: z.string().trim().max(200).optional(),
  }),
  response: walletEntrySchema,
});

export const generateTempWallet = defineRoute({
  method: 'POST',
  path: '/wallet/temp-generate',
  access: 'member',
  area: 'wallet',
  summary: 'Opens a coin wallet with a deposit address only, before the member registers details.',
  spec: ['POST /wallet/temp-generate'],
  body: z.object({ coinName: walletType }),
  response: walletEntrySchema,
});
