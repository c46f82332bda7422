import { z } from 'zod';
import { decimalString, idSchema, timestamp, ymdDate } from '../../wire.ts';

/** A partner account's state; `DENY` blocks it like a member's (spec §3). */
export const partnerStatusValues = ['ACTIVE', 'DENY'] as const;

/** A partner (affiliate): a node of the partner tree with its level and parent (spec §6). */
export const partnerSchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.string(),
  /** The code in the signup link `/ref/{partnerCode}`. */
  code: z.string(),
  level: z.number().int().positive(),
  parentId: idSchema.nullable(),
  status: z.enum(partnerStatusValues),
  createdAt: timestamp,
});
export type Partner = z.infer<typeof partnerSchema>;

/** The products a partner earns on, one profit row per product and day. */
export const partnerProfitTypeValues = ['BINARY', 'FUTURES', 'OVERSEA'] as const;

/**
 * A partner's daily profit on one product (DOMAIN.md §7): the house's net result on the members it
 * referred (`baseAmount`) times its level's rate.
 */
export const partnerProfitSchema = z.object({
  id: idSchema,
  partnerId: idSchema,
  partnerName: z.string(),
  date: ymdDate,
  type: z.enum(partnerProfitTypeValues),
  baseAmount: decimalString,
  ratePercent: decimalString,
  profit: decimalString,
  createdAt: timestamp,
});

/** An admin (operator) account of the site's back office, in its own level tree. */
export const adminSchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.string(),
  level: z.number().int().positive(),
  parentId: idSchema.nullable(),
  createdAt: timestamp,
});
export type Admin = z.infer<typeof adminSchema>;
