import type { copytrade } from '@baro/contracts';
import { formatUnits } from '@baro/domain';
import type { z } from 'zod';
import { wirePrice } from '../../core/wire-prices.ts';
import { maskUsername } from '../accounts/mask-username.ts';
import { usdtOf } from './trader-records.ts';

// A trader's positions (`futures_trader_order`) and the followers' copies of them
// (`futures_follower_order`) as the wire shows them (migration 0019 says what each column holds).

export type TraderOrder = z.infer<typeof copytrade.traderOrderSchema>;

/** A `futures_trader_order` row with its option's stock and price precision, numerics as text. */
export interface TraderOrderRow {
  id: number;
  futures_option_id: number;
  stock: string;
  price_precision: number;
  trade_type: 'LONG' | 'SHORT';
  leverage: number;
  margin: string;
  qty: string;
  open_price: string;
  close_price: string | null;
  realized_pnl: string;
  copy_count: number;
  status: 'OPEN' | 'CLOSED';
  opened_at: Date;
  closed_at: Date | null;
}

/** Trader positions aliased `tor`; `copy_count` counts the copies placed (a skipped one is no copy). */
export const traderOrderSelect = `SELECT tor.id, tor.futures_option_id, fo.stock, i.price_precision, tor.trade_type,
    tor.leverage, tor.margin::text AS margin, tor.qty::text AS qty, tor.open_price::text AS open_price,
    tor.close_price::text AS close_price, tor.realized_pnl::text AS realized_pnl,
    (SELECT count(*) FROM futures_follower_order c
     WHERE c.futures_trader_order_id = tor.id AND c.status <> 'SKIPPED')::int AS copy_count,
    tor.status, tor.opened_at, tor.closed_at
  FROM futures_trader_order tor
  JOIN futures_option fo ON fo.id = tor.futures_option_id
  JOIN market_instrument i ON i.stock = fo.stock`;

/**
 * What a position or copy realised (or paid), null while it is open and nothing is realised yet: an
 * open row's 0 is "not yet", not a break-even.
 */
function realisedOrNull(status: string, minor: string): string | null {
  return status !== 'CLOSED' && BigInt(minor) === 0n ? null : usdtOf(minor);
}

export function traderOrderRecord(row: TraderOrderRow): TraderOrder {
  return {
    futuresTraderOrderId: row.id,
    futuresOptionId: row.futures_option_id,
    stock: row.stock,
    tradeType: row.trade_type,
    leverage: row.leverage,
    margin: usdtOf(row.margin),
    qty: usdtOf(row.qty),
    openPrice: formatUnits(BigInt(row.open_price), row.price_precision),
    closePrice: wirePrice(row.close_price, row.price_precision),
    realizedPnl: realisedOrNull(row.status, row.realized_pnl),
    copyCount: row.copy_count,
    status: row.status,
    openedAt: row.opened_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
  };
}

/** A `futures_follower_order` row with its trader position, both members' names and the stock. */
export interface CopyOrderRow {
  id: number;
  futures_trader_order_id: number;
  trader_id: number;
  trader_nick: string;
  follower_nick: string;
  futures_option_id: number;
  stock: string;
  price_precision: number;
  trade_type: 'LONG' | 'SHORT';
  leverage: number;
  margin: string;
  qty: string;
  open_price: string;
  close_price: string | null;
  realized_pnl: string;
  profit_share: string;
  status: 'OPEN' | 'CLOSED' | 'SKIPPED';
  skip_reason: string | null;
  opened_at: Date;
  closed_at: Date | null;
}

/**
 * Copies aliased `c`, their trader position `tor`. A skipped copy has no price of its own: it shows
 * the trader's entry, the price it would have been placed at.
 */
export const copyOrderSelect = `SELECT c.id, c.futures_trader_order_id, tor.trader_id,
    COALESCE(tm.nick, tm.username) AS trader_nick, COALESCE(fm.nick, fm.username) AS follower_nick,
    c.futures_option_id, fo.stock, i.price_precision, c.trade_type, c.leverage, c.margin::text AS margin,
    c.qty::text AS qty, COALESCE(c.open_price, tor.open_price)::text AS open_price,
    c.close_price::text AS close_price, c.realized_pnl::text AS realized_pnl,
    c.profit_share::text AS profit_share, c.status, c.skip_reason, c.opened_at, c.closed_at
  FROM futures_follower_order c
  JOIN futures_trader_order tor ON tor.id = c.futures_trader_order_id
  JOIN member tm ON tm.id = tor.member_id
  JOIN member fm ON fm.id = c.member_id
  JOIN futures_option fo ON fo.id = c.futures_option_id
  JOIN market_instrument i ON i.stock = fo.stock`;

/** The copy as the wire shows it; a trader looking at their followers' copies sees each name masked. */
export function copyOrderRecord(row: CopyOrderRow, maskFollower = false): copytrade.CopyOrder {
  return {
    futuresFollowerOrderId: row.id,
    futuresTraderOrderId: row.futures_trader_order_id,
    traderId: row.trader_id,
    traderNick: row.trader_nick,
    followerNick: maskFollower ? maskUsername(row.follower_nick) : row.follower_nick,
    futuresOptionId: row.futures_option_id,
    stock: row.stock,
    tradeType: row.trade_type,
    leverage: row.leverage,
    margin: usdtOf(row.margin),
    qty: usdtOf(row.qty),
    openPrice: formatUnits(BigInt(row.open_price), row.price_precision),
    closePrice: wirePrice(row.close_price, row.price_precision),
    realizedPnl: realisedOrNull(row.status, row.realized_pnl),
    profitShare: realisedOrNull(row.status, row.profit_share),
    status: row.status,
    skipReason: row.skip_reason,
    openedAt: row.opened_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
  };
}
