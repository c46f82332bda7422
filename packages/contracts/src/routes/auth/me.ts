import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { decimalString, idSchema } from '../../wire.ts';
import { walletMapSchema } from '../wallet/records.ts';

/** Spec §3 "User (me)". */
export const meSchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.string(),
  nick: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** `DENY` means blocked (the client logs out). */
  status: z.enum(['NORMAL', 'DENY']),
  /** Member flags; `blockDevice` containing 'M' means mobile access is blocked (spec §5). */
  etcJson: z.record(z.string(), z.unknown()),
  /** The available balance of the BINARY wallet, which withdraw requests are checked against (spec §5). */
  money: decimalString,
  /** Keyed by BINARY, FUTURES and coin codes. */
  wallet: walletMapSchema,
});
export type Me = z.infer<typeof meSchema>;

export const me = defineRoute({
  method: 'GET',
  path: '/me',
  access: 'member',
  area: 'auth',
  summary: 'The signed-in member with every wallet.',
  spec: ['GET /me'],
  response: meSchema,
});
