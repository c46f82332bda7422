import { z } from 'zod';
import { decimalString, idSchema, stockSymbol, timestamp, tradeType, ymdDate } from '../../wire.ts';

/**
 * A trader's public profile and leaderboard figures (DOMAIN.md §5). ROI, win rate and drawdown are
 * percentages; pnl and assets under copy are USDT.
 */
export const traderSchema = z.object({
  id: idSchema,
  nick: z.string(),
  introduction: z.string().nullable(),
  /** Whether the trader takes new followers now. */
  isActive: z.boolean(),
  followerCount: z.number().int().nonnegative(),
  followerMax: z.number().int().nonnegative(),
  isFull: z.boolean(),
  roi7d: decimalString,
  roi30d: decimalString,
  roi90d: decimalString,
  pnl7d: decimalString,
  pnl30d: decimalString,
  pnl90d: decimalString,
  winRate: decimalString,
  maxDrawdown: decimalString,
  aum: decimalString,
  /** The trader's share of a follower's realized copy profit, in percent. */
  profitSharePercent: decimalString,
  /**
   * Beside the trader's own ROI (B5): the followers' realized ROI on their closed copies over 30 days
   * (realized pnl after profit share ÷ the copies' margin), and the percent of copies of the trader's
   * fills over 30 days that could not be placed (skipped, with a reason). No anchor shows these.
   */
  followerRoi30d: decimalString,
  skippedPercent30d: decimalString,
  /** The trader's cumulative ROI at the end of each of the last 30 days (KST), oldest first: the card's sparkline. */
  roiSeries30d: z.array(decimalString),
  /** Whether the trader shows their open positions on their profile. */
  sharesPositions: z.boolean(),
  createdAt: timestamp,
});
export type Trader = z.infer<typeof traderSchema>;

/** One KST day of a trader's performance chart: that day's realized pnl and the cumulative figures at its end. */
export const traderChartPointSchema = z.object({
  date: ymdDate,
  pnl: decimalString,
  cumulativePnl: decimalString,
  /** Cumulative ROI in percent since the chart's first day. */
  roi: decimalString,
});
export type TraderChartPoint = z.infer<typeof traderChartPointSchema>;

/** The leaderboard orderings, named after the trader fields they sort by, best first. */
export const traderSort = z.enum([
  'roi7d',
  'roi30d',
  'roi90d',
  'pnl7d',
  'pnl30d',
  'pnl90d',
  'winRate',
  'followerCount',
  'aum',
]);

/**
 * A follow relation with its settings (DOMAIN.md §5): the pairs copied, the ratio of the trader's
 * margin (`multiplyPer`, percent), the cap on total copy margin (`maxBet`) and on one copy
 * (`oneMaxBet`). Its id is the spec's `traderFollowerId`. The follower's nick is masked when a trader
 * looks at it.
 */
export const traderFollowerSchema = z.object({
  id: idSchema,
  traderId: idSchema,
  traderNick: z.string(),
  followerNick: z.string(),
  followStock: z.array(stockSymbol),
  multiplyPer: z.number().int().min(0).max(100),
  maxBet: decimalString,
  oneMaxBet: decimalString,
  /** Margin now tied up in open copies, counted against `maxBet`. */
  usedBet: decimalString,
  realizedPnl: decimalString,
  isActive: z.boolean(),
  createdAt: timestamp,
  endedAt: timestamp.nullable(),
});
export type TraderFollower = z.infer<typeof traderFollowerSchema>;

/** The caller's copy-trading summary as a follower. */
export const followerSummarySchema = z.object({
  isFollowing: z.boolean(),
  copyCount: z.number().int().nonnegative(),
  realizedPnl: decimalString,
  profitSharePaid: decimalString,
});

/** One position a trader opened, which followers copy (the spec's `futuresTraderOrderId`). */
export const traderOrderSchema = z.object({
  futuresTraderOrderId: idSchema,
  futuresOptionId: idSchema,
  stock: stockSymbol,
  tradeType,
  leverage: z.number().int().positive(),
  margin: decimalString,
  qty: decimalString,
  openPrice: decimalString,
  closePrice: decimalString.nullable(),
  realizedPnl: decimalString.nullable(),
  copyCount: z.number().int().nonnegative(),
  status: z.enum(['OPEN', 'CLOSED']),
  openedAt: timestamp,
  closedAt: timestamp.nullable(),
});

/**
 * One follower's copy of a trader order (the spec's `futuresFollowerOrderId`). A copy that could not
 * be placed is `SKIPPED` with the catalogue code saying why, so nothing is dropped silently.
 */
export const copyOrderSchema = z.object({
  futuresFollowerOrderId: idSchema,
  futuresTraderOrderId: idSchema,
  traderId: idSchema,
  traderNick: z.string(),
  followerNick: z.string(),
  futuresOptionId: idSchema,
  stock: stockSymbol,
  tradeType,
  leverage: z.number().int().positive(),
  margin: decimalString,
  qty: decimalString,
  openPrice: decimalString,
  closePrice: decimalString.nullable(),
  realizedPnl: decimalString.nullable(),
  profitShare: decimalString.nullable(),
  status: z.enum(['OPEN', 'CLOSED', 'SKIPPED']),
  skipReason: z.string().nullable(),
  openedAt: timestamp,
  closedAt: timestamp.nullable(),
});
export type CopyOrder = z.infer<typeof copyOrderSchema>;

/** A profit share a trader earned from one follower's closed copy. */
export const profitShareSchema = z.object({
  id: idSchema,
  futuresFollowerOrderId: idSchema,
  followerNick: z.string(),
  amount: decimalString,
  createdAt: timestamp,
});
