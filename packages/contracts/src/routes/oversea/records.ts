import { z } from 'zod';
import {
  decidingTick,
  decimalString,
  idSchema,
  stockSymbol,
  timestamp,
  tradeType,
  ymdDate,
} from '../../wire.ts';
import { orderStatus } from '../futures/records.ts';

/**
 * Order types of overseas futures (spec §3): `STOPMARKET` is shown as MIT, `LIQUIDATION` is the
 * losscut's. Members place `MARKET`, `LIMIT` and `STOPMARKET`.
 */
export const overseaMarketType = z.enum([
  'MARKET',
  'LIMIT',
  'STOPMARKET',
  'STOPLIMIT',
  'TAKEPROFIT',
  'STOPLOSS',
  'LIQUIDATION',
]);

/**
 * An overseas futures instrument (spec §3). `isRest` true means its session is closed. Tick size and
 * value, the site's KRW rate and the KRW margin and fee per lot let the client work out cost and pnl exactly
 * as the server does (DOMAIN.md §4).
 */
export const overseaOptionSchema = z.object({
  id: idSchema,
  stock: stockSymbol,
  koName: z.string(),
  precision: z.number().int().min(0).max(12),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** The product group, e.g. INDEX, ENERGY, METAL, CURRENCY. */
  type: z.string(),
  isRest: z.boolean(),
  tickSize: decimalString,
  tickValue: decimalString,
  /** KRW per unit of `currency` (the site's rate; 1 for a KRW option): pnl in won is exact with it. */
  krwRate: decimalString,
  marginPerLot: decimalString,
  /** The KRW fee per lot, charged on every fill (opening and closing). */
  feePerLot: decimalString,
});
export type OverseaOption = z.infer<typeof overseaOptionSchema>;

/** An overseas order; `qty` is whole lots. `fillTick` is the tick it filled at. */
export const overseaOrderSchema = z.object({
  id: idSchema,
  overseaOptionId: idSchema,
  overseaPositionId: idSchema.nullable(),
  stock: stockSymbol,
  tradeType,
  marketType: overseaMarketType,
  status: orderStatus,
  qty: z.number().int().positive(),
  price: decimalString.nullable(),
  fee: decimalString,
  fillTick: decidingTick.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OverseaOrder = z.infer<typeof overseaOrderSchema>;

/**
 * An overseas position, keyed `overseaPositionId` as the requests name it. TP and SL are distances in
 * ticks from the entry price (default 10 / 10); their prices are derived for display.
 */
export const overseaPositionSchema = z.object({
  overseaPositionId: idSchema,
  overseaOptionId: idSchema,
  stock: stockSymbol,
  tradeType,
  qty: z.number().int().positive(),
  entryPrice: decimalString,
  lastPrice: decimalString,
  margin: decimalString,
  unrealizedPnl: decimalString,
  tpTick: z.number().int().positive().nullable(),
  slTick: z.number().int().positive().nullable(),
  tpPrice: decimalString.nullable(),
  slPrice: decimalString.nullable(),
  /** True when the member asked to hold the position past the session end. */
  isOvernight: z.boolean(),
  openedAt: timestamp,
  updatedAt: timestamp,
});
export type OverseaPosition = z.infer<typeof overseaPositionSchema>;

/** Realized pnl and fees of one KST trading day (DOMAIN.md §4). */
export const overseaDailyProfitSchema = z.object({
  date: ymdDate,
  overseaOptionId: idSchema.nullable(),
  realizedPnl: decimalString,
  fee: decimalString,
  netPnl: decimalString,
  tradeCount: z.number().int().nonnegative(),
});

/** A position's overnight request and the margin holding it overnight needs. */
export const overnightSchema = z.object({
  overseaPositionId: idSchema,
  overseaOptionId: idSchema,
  isActive: z.boolean(),
  requiredMargin: decimalString,
});
export type Overnight = z.infer<typeof overnightSchema>;
