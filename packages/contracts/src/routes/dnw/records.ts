import { z } from 'zod';
import { decimalString, idSchema, timestamp, walletType } from '../../wire.ts';

/**
 * Dnw type codes (spec §3): B bonus, D deposit, W withdraw, WB buy, WS sell, TI/CI transfer in,
 * TO/CO transfer out, E cancellation, C settlement, PB bonus payout, PM deduction.
 */
export const dnwTypeValues = [
  'B',
  'D',
  'W',
  'WB',
  'WS',
  'TI',
  'CI',
  'TO',
  'CO',
  'E',
  'C',
  'PB',
  'PM',
] as const;
export const dnwType = z.enum(dnwTypeValues);

/** A request's state (DOMAIN.md §6). */
export const dnwStatusValues = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export const dnwStatus = z.enum(dnwStatusValues);

/**
 * One row of the member's deposit and withdrawal history. `point` is in the wallet's asset; `won` is
 * the KRW side of a buy or sell, null otherwise. Its id is the spec's `dnwHistoryId`.
 */
export const dnwHistorySchema = z.object({
  id: idSchema,
  type: dnwType,
  walletType,
  point: decimalString,
  won: decimalString.nullable(),
  /** The fee taken with a coin withdrawal, in the wallet's asset (given back if it does not go out). */
  fee: decimalString.nullable(),
  status: dnwStatus,
  memo: z.string().nullable(),
  createdAt: timestamp,
  processedAt: timestamp.nullable(),
});
export type DnwHistory = z.infer<typeof dnwHistorySchema>;

/**
 * A rate as the wire writes it: up to 12 decimals, since one won buys only a few hundred-millionths
 * of a bitcoin.
 */
export const rateString = z.string().regex(/^\d{1,30}(\.\d{1,12})?$/);

/** A published rate: one `base` buys `rate` of `counter`. */
export const exchangeRateSchema = z.object({
  base: walletType,
  counter: walletType,
  rate: decimalString,
  at: timestamp,
});
export type DnwExchangeRate = z.infer<typeof exchangeRateSchema>;

/** A P2P purchase request handed to the site's P2P desk. */
export const p2pRequestSchema = z.object({
  id: idSchema,
  /** The coin wallet the purchase credits. */
  walletType,
  name: z.string(),
  phone: z.string(),
  point: decimalString,
  status: dnwStatus,
  createdAt: timestamp,
});
export type P2pRequest = z.infer<typeof p2pRequestSchema>;
