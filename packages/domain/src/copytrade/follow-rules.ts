/**
 * The follow settings and the trader restrictions of copy trading (spec §5, DOMAIN.md §5), with the
 * catalogue codes the server answers. Money is USDT minor units (8 decimals).
 */

/** 10 USDT: the least `maxBet` and `oneMaxBet` may be. */
export const MIN_FOLLOW_BET_MINOR = 1_000_000_000n;

/** A site's default share of a follower's realised copy profit: 10 %. */
export const DEFAULT_PROFIT_SHARE_BPS = 1_000n;

export interface FollowSettings {
  readonly followStock: readonly string[];
  readonly multiplyPer: number;
  readonly maxBetMinor: bigint;
  readonly oneMaxBetMinor: bigint;
}

export type FollowSettingsRefusal =
  | 'FOLLOW_STOCK_REQUIRED'
  | 'FOLLOW_RATIO_INVALID'
  | 'FOLLOW_MAX_BET_TOO_SMALL'
  | 'FOLLOW_ONE_MAX_BET_TOO_SMALL';

/** The first rule the settings break, or null; pairs must be among those the site offers. */
export function followSettingsRefusal(
  settings: FollowSettings,
  offeredStocks: ReadonlySet<string>,
): FollowSettingsRefusal | null {
  const stocks = new Set(settings.followStock);
  if (stocks.size === 0 || [...stocks].some((stock) => !offeredStocks.has(stock)))
    return 'FOLLOW_STOCK_REQUIRED';
  if (!Number.isInteger(settings.multiplyPer) || settings.multiplyPer < 0 || settings.multiplyPer > 100)
    return 'FOLLOW_RATIO_INVALID';
  if (settings.maxBetMinor < MIN_FOLLOW_BET_MINOR) return 'FOLLOW_MAX_BET_TOO_SMALL';
  if (settings.oneMaxBetMinor < MIN_FOLLOW_BET_MINOR) return 'FOLLOW_ONE_MAX_BET_TOO_SMALL';
  return null;
}

/** What decides whether a member may start following a trader. */
export interface FollowCase {
  readonly followerIsTrader: boolean;
  /** The member already follows someone (one trader at a time). */
  readonly alreadyFollowing: boolean;
  readonly traderActive: boolean;
  readonly traderFollowers: number;
  readonly traderFollowerMax: number;
}

export type FollowRefusal =
  'TRADER_CANNOT_FOLLOW' | 'FOLLOW_ONE_TRADER_ONLY' | 'TRADER_NOT_ACCEPTING' | 'FOLLOW_QUOTA_FULL';

/** The first rule a follow breaks, or null. */
export function followRefusal(follow: FollowCase): FollowRefusal | null {
  if (follow.followerIsTrader) return 'TRADER_CANNOT_FOLLOW';
  if (follow.alreadyFollowing) return 'FOLLOW_ONE_TRADER_ONLY';
  if (!follow.traderActive) return 'TRADER_NOT_ACCEPTING';
  if (follow.traderFollowers >= follow.traderFollowerMax) return 'FOLLOW_QUOTA_FULL';
  return null;
}

/** A trader's futures order as the restrictions see it. */
export interface TraderOrderCase {
  readonly side: 'LONG' | 'SHORT';
  readonly hasTpSl: boolean;
  /** A market order (fills now at the last price), rather than one that rests. */
  readonly isMarket: boolean;
  /** The order's quantity (USDT notional, minor units). */
  readonly qtyMinor: bigint;
  /** The trader's open position on the option, or null. */
  readonly open: { readonly side: 'LONG' | 'SHORT'; readonly qtyMinor: bigint } | null;
}

export type TraderOrderRefusal =
  'TRADER_CANNOT_SET_TPSL' | 'TRADER_CANNOT_OPPOSE_POSITION' | 'TRADER_CANNOT_SELL';

/**
 * The first trader restriction an order breaks, or null (spec §5): no TP/SL, no order against an
 * open position, no SHORT opens. Closing is the close action: a market order against the position of
 * at most its size (the position list's 종료, which followers copy as the same fraction); a resting
 * order against it, or one that would flip it, is refused. So a trader only ever holds LONG positions.
 */
export function traderOrderRefusal(order: TraderOrderCase): TraderOrderRefusal | null {
  if (order.hasTpSl) return 'TRADER_CANNOT_SET_TPSL';
  if (order.open !== null && order.open.side !== order.side)
    return order.isMarket && order.qtyMinor <= order.open.qtyMinor ? null : 'TRADER_CANNOT_OPPOSE_POSITION';
  if (order.side === 'SHORT') return 'TRADER_CANNOT_SELL';
  return null;
}
