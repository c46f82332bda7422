import { formatMinor } from '@baro/contracts';
import { wireFillTick, wirePrice } from '../../core/wire-prices.ts';
import type { futures } from '@baro/contracts';

type FuturesOrder = futures.FuturesOrder;

/** A `futures_order` row with what the wire needs from its option (migrations 0013, 0015). */
export interface OrderRow {
  id: number;
  site_id: number;
  member_id: number;
  futures_option_id: number;
  futures_position_id: number | null;
  stock: string;
  price_precision: number;
  asset: string;
  trade_type: FuturesOrder['tradeType'];
  market_type: FuturesOrder['marketType'];
  status: FuturesOrder['status'];
  qty: string;
  price: string | null;
  stop_price: string | null;
  is_mark: boolean;
  leverage: number;
  margin_type: FuturesOrder['marginType'];
  margin: string;
  fee: string;
  /** What the fill realised on the position it reduced or closed, before fees (0 for an opening fill). */
  realized_pnl: string | null;
  take_profit: string | null;
  stop_loss: string | null;
  is_mark_tp: boolean;
  is_mark_sl: boolean;
  hold_id: number | null;
  fill_price: string | null;
  fill_tick_at: Date | null;
  fill_source: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Every column of an order, numerics as text (never a float), with its option's instrument (`orderFrom`). */
export const orderColumns = `o.id, o.site_id, o.member_id, o.futures_option_id, o.futures_position_id,
    f.stock, i.price_precision, o.asset, o.trade_type, o.market_type, o.status, o.qty::text AS qty,
    o.price::text AS price, o.stop_price::text AS stop_price, o.is_mark, o.leverage, o.margin_type,
    o.margin::text AS margin, o.fee::text AS fee, o.realized_pnl::text AS realized_pnl, o.take_profit::text AS take_profit,
    o.stop_loss::text AS stop_loss, o.is_mark_tp, o.is_mark_sl, o.hold_id, o.fill_price::text AS fill_price, o.fill_tick_at,
    o.fill_source, o.created_at, o.updated_at`;

/** The order (`o`) joined with its option (`f`) and the option's instrument (`i`). */
export const orderFrom = `FROM futures_order o
    JOIN futures_option f ON f.id = o.futures_option_id
    JOIN market_instrument i ON i.stock = f.stock`;

/** An order row as `OrderRow` reads it; callers add their WHERE. */
export const orderSelect = `SELECT ${orderColumns}
  ${orderFrom}`;

/**
 * The same columns without the join, for a RETURNING clause: a write that answers the row it wrote
 * saves reading it again. `orderRowOf` adds what the join gives from the option the caller holds.
 */
export const orderReturning = `id, site_id, member_id, futures_option_id, futures_position_id, asset, trade_type,
    market_type, status, qty::text AS qty, price::text AS price, stop_price::text AS stop_price, is_mark, leverage,
    margin_type, margin::text AS margin, fee::text AS fee, realized_pnl::text AS realized_pnl, take_profit::text AS take_profit,
    stop_loss::text AS stop_loss, is_mark_tp, is_mark_sl, hold_id, fill_price::text AS fill_price, fill_tick_at,
    fill_source, created_at, updated_at`;

export function orderRowOf(
  returned: Omit<OrderRow, 'stock' | 'price_precision'>,
  option: { readonly stock: string; readonly pricePrecision: number },
): OrderRow {
  return { ...returned, stock: option.stock, price_precision: option.pricePrecision };
}

/** The order as the wire shows it: USDT amounts and prices as decimal strings, the fill's tick. */
export function orderRecord(row: OrderRow): FuturesOrder {
  const fill = wireFillTick(row, row.price_precision);
  return {
    id: row.id,
    futuresOptionId: row.futures_option_id,
    futuresPositionId: row.futures_position_id,
    stock: row.stock,
    tradeType: row.trade_type,
    marketType: row.market_type,
    status: row.status,
    qty: formatMinor(row.asset, BigInt(row.qty)),
    price: wirePrice(row.price, row.price_precision),
    stopPrice: wirePrice(row.stop_price, row.price_precision),
    isMark: row.is_mark,
    leverage: row.leverage,
    marginType: row.margin_type,
    margin: formatMinor(row.asset, BigInt(row.margin)),
    fee: formatMinor(row.asset, BigInt(row.fee)),
    realizedPnl:
      row.status === 'FILLED' && row.realized_pnl !== null
        ? formatMinor(row.asset, BigInt(row.realized_pnl))
        : null,
    takeProfit: wirePrice(row.take_profit, row.price_precision),
    stopLoss: wirePrice(row.stop_loss, row.price_precision),
    isMarkTp: row.is_mark_tp,
    isMarkSl: row.is_mark_sl,
    fillTick: fill,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
