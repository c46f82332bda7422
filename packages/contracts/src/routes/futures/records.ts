import { z } from 'zod';
import { decidingTick, decimalString, idSchema, stockSymbol, timestamp, tradeType } from '../../wire.ts';

/** Every order type a futures order or event can carry (spec §3); members place the first four. */
export const futuresMarketType = z.enum([
  'MARKET',
  'LIMIT',
  'STOPMARKET',
  'STOPLIMIT',
  'TAKEPROFIT',
  'STOPLOSS',
  'LIQUIDATION',
]);

/** `ISOLATED` risks only the position's margin, `CROSS` the whole FUTURES wallet (DOMAIN.md §3). */
export const marginType = z.enum(['ISOLATED', 'CROSS']);

/** An order rests `OPEN` until it fills or is cancelled; Baro fills an order whole (B-book). */
export const orderStatus = z.enum(['OPEN', 'FILLED', 'CANCELLED']);

/** The highest leverage any futures option allows; an option may allow less. */
export const LEVERAGE_MAX = 125;

/** A coin futures instrument (spec §3): `precision` is the number of price decimals shown. */
export const futuresOptionSchema = z.object({
  id: idSchema,
  stock: stockSymbol,
  precision: z.number().int().min(0).max(12),
  maxLeverage: z.number().int().min(1).max(LEVERAGE_MAX),
  /**
   * The option's leverage and maintenance-margin brackets and its taker fee, a Baro extension
   * (docs/spec-interpretations.md): the order panel's pre-trade cost and liquidation price use the
   * option's own terms, as the server's do. Notionals in USDT; each bracket holds a position up to
   * `maxNotional` at up to `maxLeverage`, with maintenance = notional × rate − `maintenanceAmount`.
   */
  tiers: z
    .array(
      z.object({
        maxNotional: decimalString,
        maintenanceRateBps: z.number().int().min(1),
        maxLeverage: z.number().int().min(1).max(LEVERAGE_MAX),
        maintenanceAmount: decimalString,
      }),
    )
    .min(1),
  takerFeeBps: z.number().int().min(0),
});
export type FuturesOption = z.infer<typeof futuresOptionSchema>;

/**
 * Live figures of one futures instrument, fetched once and then pushed on `/topic/futures_info`
 * (spec §7). `nextFundingAt` is the next 8-hour funding time (DOMAIN.md §3).
 */
export const futuresInfoSchema = z.object({
  futuresOptionId: idSchema,
  stock: stockSymbol,
  lastPrice: decimalString,
  markPrice: decimalString,
  priceChangePercent: decimalString,
  fundingRate: decimalString,
  nextFundingAt: timestamp,
});
export type FuturesInfo = z.infer<typeof futuresInfoSchema>;

/**
 * A futures order. `qty` is a USDT notional (DOMAIN.md §3); `price` is the limit price, `stopPrice`
 * the trigger, both null where the type has none. `isMark` says whether a TP/SL triggers on mark or
 * last price. `fillTick` is the tick it filled at. `takeProfit`/`stopLoss` (null when not given) are
 * the TP/SL the member placed the order with, put on its position when it fills.
 */
export const futuresOrderSchema = z.object({
  id: idSchema,
  futuresOptionId: idSchema,
  futuresPositionId: idSchema.nullable(),
  stock: stockSymbol,
  tradeType,
  marketType: futuresMarketType,
  status: orderStatus,
  qty: decimalString,
  price: decimalString.nullable(),
  stopPrice: decimalString.nullable(),
  isMark: z.boolean(),
  leverage: z.number().int().min(1).max(LEVERAGE_MAX),
  marginType,
  margin: decimalString,
  fee: decimalString,
  /**
   * What a filled order realised on the position it reduced, closed or flipped, before fees (0 for
   * an order that only opened or added), null until it fills: a Baro extension for the history.
   */
  realizedPnl: decimalString.nullable(),
  takeProfit: decimalString.nullable(),
  stopLoss: decimalString.nullable(),
  isMarkTp: z.boolean(),
  isMarkSl: z.boolean(),
  fillTick: decidingTick.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type FuturesOrder = z.infer<typeof futuresOrderSchema>;

/**
 * A member's position on one option (one-way mode, DOMAIN.md §3). Its key is named
 * `futuresPositionId`, as every request that refers to it names it.
 */
export const futuresPositionSchema = z.object({
  futuresPositionId: idSchema,
  futuresOptionId: idSchema,
  stock: stockSymbol,
  tradeType,
  marginType,
  leverage: z.number().int().min(1).max(LEVERAGE_MAX),
  qty: decimalString,
  entryPrice: decimalString,
  markPrice: decimalString,
  liquidationPrice: decimalString.nullable(),
  margin: decimalString,
  unrealizedPnl: decimalString,
  /** Return on equity in percent, two decimals (spec §9). */
  roe: decimalString,
  takeProfit: decimalString.nullable(),
  stopLoss: decimalString.nullable(),
  isMarkTp: z.boolean(),
  isMarkSl: z.boolean(),
  openedAt: timestamp,
  updatedAt: timestamp,
});
export type FuturesPosition = z.infer<typeof futuresPositionSchema>;

/** The leverage and margin type the member last chose for an option (`last_leverage`). */
export const leverageSettingSchema = z.object({
  futuresOptionId: idSchema,
  leverage: z.number().int().min(1).max(LEVERAGE_MAX),
  marginType,
});

/**
 * One funding payment of one position at one funding time (00, 08, 16 UTC; DOMAIN.md §3). `amount` is
 * what the member paid, negative when they received; `fundingRate` a fraction (0.0001 is 0.01 %);
 * `markPrice` and `markSource` the mark tick the notional was valued at.
 */
export const fundingPaymentSchema = z.object({
  id: idSchema,
  futuresOptionId: idSchema,
  futuresPositionId: idSchema,
  stock: stockSymbol,
  tradeType,
  fundingAt: timestamp,
  fundingRate: decimalString,
  markPrice: decimalString,
  markSource: z.string(),
  amount: decimalString,
});
export type FundingPayment = z.infer<typeof fundingPaymentSchema>;
