import { formatMinor } from '@baro/contracts';
import { wireFillTick, wirePrice } from '../../core/wire-prices.ts';
import type { oversea } from '@baro/contracts';
import { formatUnits, pnlKrwMinor, stopLossPrice, takeProfitPrice } from '@baro/domain';
import type { OverseaTerms } from '@baro/domain';

type OverseaOrder = oversea.OverseaOrder;
type OverseaPosition = oversea.OverseaPosition;

/** An `oversea_order` row with its instrument's precision (migration 0017). */
export interface OrderRow {
  id: number;
  member_id: number;
  oversea_option_id: number;
  oversea_position_id: number | null;
  stock: string;
  price_precision: number;
  asset: string;
  trade_type: OverseaOrder['tradeType'];
  market_type: OverseaOrder['marketType'];
  status: OverseaOrder['status'];
  qty: number;
  price: string | null;
  fee: string;
  realized_pnl: string;
  fill_price: string | null;
  fill_tick_at: Date | null;
  fill_source: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Every column an order's record needs, numerics as text; callers add their WHERE. */
export const orderSelect = `SELECT o.id, o.member_id, o.oversea_option_id, o.oversea_position_id, o.stock,
    i.price_precision, o.asset, o.trade_type, o.market_type, o.status, o.qty, o.price::text AS price,
    o.fee::text AS fee, o.realized_pnl::text AS realized_pnl, o.fill_price::text AS fill_price, o.fill_tick_at,
    o.fill_source, o.created_at, o.updated_at
  FROM oversea_order o JOIN market_instrument i ON i.stock = o.stock`;

/** The order as the wire shows it (contracts' overseaOrderSchema). */
export function orderRecord(row: OrderRow): OverseaOrder {
  const fill = wireFillTick(row, row.price_precision);
  return {
    id: row.id,
    overseaOptionId: row.oversea_option_id,
    overseaPositionId: row.oversea_position_id,
    stock: row.stock,
    tradeType: row.trade_type,
    marketType: row.market_type,
    status: row.status,
    qty: row.qty,
    price: wirePrice(row.price, row.price_precision),
    fee: formatMinor(row.asset, BigInt(row.fee)),
    fillTick: fill,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** An `oversea_position` row with its instrument's precision. */
export interface PositionRow {
  id: number;
  member_id: number;
  oversea_option_id: number;
  stock: string;
  price_precision: number;
  asset: string;
  status: 'OPEN' | 'CLOSED';
  trade_type: OverseaPosition['tradeType'];
  qty: number;
  entry_price: string;
  margin: string;
  tp_tick: number | null;
  sl_tick: number | null;
  is_overnight: boolean;
  realized_pnl: string;
  close_type: OverseaOrder['marketType'] | null;
  close_price: string | null;
  close_tick_at: Date | null;
  close_source: string | null;
  opened_at: Date;
  updated_at: Date;
}

export const positionSelect = `SELECT p.id, p.member_id, p.oversea_option_id, p.stock, i.price_precision, p.asset,
    p.status, p.trade_type, p.qty, p.entry_price::text AS entry_price, p.margin::text AS margin, p.tp_tick,
    p.sl_tick, p.is_overnight, p.realized_pnl::text AS realized_pnl, p.close_type, p.close_price::text AS close_price,
    p.close_tick_at, p.close_source, p.opened_at, p.updated_at
  FROM oversea_position p JOIN market_instrument i ON i.stock = p.stock`;

/**
 * The position as the wire shows it: uPnL in won at `lastPrice` (the close price once closed), TP
 * and SL prices derived from their ticks (DOMAIN.md §4).
 */
export function positionRecord(
  row: PositionRow,
  terms: OverseaTerms,
  lastPrice: number | null,
): OverseaPosition {
  const entry = Number(row.entry_price);
  const direction = row.trade_type === 'LONG' ? 1 : -1;
  const closed = row.status === 'CLOSED' && row.close_price !== null;
  const valuedAt = closed ? Number(row.close_price) : (lastPrice ?? entry);
  const upnl = closed ? 0n : pnlKrwMinor(direction, row.qty, entry, valuedAt, terms);
  const tp = row.tp_tick === null ? null : takeProfitPrice(direction, entry, row.tp_tick, terms);
  const sl = row.sl_tick === null ? null : stopLossPrice(direction, entry, row.sl_tick, terms);
  return {
    overseaPositionId: row.id,
    overseaOptionId: row.oversea_option_id,
    stock: row.stock,
    tradeType: row.trade_type,
    qty: row.qty,
    entryPrice: formatUnits(BigInt(entry), row.price_precision),
    lastPrice: formatUnits(BigInt(valuedAt), row.price_precision),
    margin: formatMinor(row.asset, BigInt(row.margin)),
    unrealizedPnl: formatMinor(row.asset, upnl),
    tpTick: row.tp_tick,
    slTick: row.sl_tick,
    tpPrice: wirePrice(tp, row.price_precision),
    slPrice: wirePrice(sl, row.price_precision),
    isOvernight: row.is_overnight,
    openedAt: row.opened_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A closed position's push fields (POSITION_CLOSE / POSITION_LIQUID). */
export function closeRecord(row: PositionRow) {
  if (
    row.close_type === null ||
    row.close_price === null ||
    row.close_tick_at === null ||
    row.close_source === null
  )
    throw new Error(`Position ${row.id} is not closed.`);
  const closePrice = formatUnits(BigInt(row.close_price), row.price_precision);
  return {
    marketType: row.close_type,
    closePrice,
    realizedPnl: formatMinor(row.asset, BigInt(row.realized_pnl)),
    closeTick: { source: row.close_source, at: row.close_tick_at.toISOString(), price: closePrice },
  };
}
