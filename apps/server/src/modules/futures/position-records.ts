import { formatMinor } from '@baro/contracts';
import type { futures } from '@baro/contracts';
import { formatUnits, liquidationPrice, pnlMinor, roeHundredthsPercent } from '@baro/domain';
import type { FuturesTerms } from '@baro/domain';

type FuturesPosition = futures.FuturesPosition;

/** A `futures_position` row with its option's instrument, its open TP/SL and the member's available balance. */
export interface PositionRow {
  id: number;
  site_id: number;
  member_id: number;
  futures_option_id: number;
  stock: string;
  price_precision: number;
  status: 'OPEN' | 'CLOSED';
  trade_type: FuturesPosition['tradeType'];
  margin_type: FuturesPosition['marginType'];
  leverage: number;
  qty: string;
  entry_price: string;
  margin: string;
  minus_funding_fee: string;
  realized_pnl: string;
  close_type: string | null;
  close_price: string | null;
  close_tick_at: Date | null;
  close_source: string | null;
  take_profit: string | null;
  is_mark_tp: boolean | null;
  stop_loss: string | null;
  is_mark_sl: boolean | null;
  /** The FUTURES wallet's available balance: it backs a CROSS position too. */
  available: string;
  opened_at: Date;
  updated_at: Date;
}

/** Every column of a position, numerics as text, with its open TP and SL orders and the wallet. */
export const positionSelect = `SELECT p.id, p.site_id, p.member_id, p.futures_option_id, f.stock, i.price_precision,
    p.status, p.trade_type, p.margin_type, p.leverage, p.qty::text AS qty, p.entry_price::text AS entry_price,
    p.margin::text AS margin, p.minus_funding_fee::text AS minus_funding_fee, p.realized_pnl::text AS realized_pnl,
    p.close_type, p.close_price::text AS close_price, p.close_tick_at, p.close_source,
    tp.stop_price::text AS take_profit, tp.is_mark AS is_mark_tp, sl.stop_price::text AS stop_loss,
    sl.is_mark AS is_mark_sl, COALESCE(a.balance, 0)::text AS available, p.opened_at, p.updated_at
  FROM futures_position p
    JOIN futures_option f ON f.id = p.futures_option_id
    JOIN market_instrument i ON i.stock = f.stock
    LEFT JOIN futures_order tp ON tp.futures_position_id = p.id AND tp.status = 'OPEN'
      AND tp.market_type = 'TAKEPROFIT'
    LEFT JOIN futures_order sl ON sl.futures_position_id = p.id AND sl.status = 'OPEN'
      AND sl.market_type = 'STOPLOSS'
    LEFT JOIN ledger_account a ON a.member_id = p.member_id AND a.wallet_type = 'FUTURES' AND a.kind = 'AVAILABLE'`;

export function directionOf(side: 'LONG' | 'SHORT'): 1 | -1 {
  return side === 'LONG' ? 1 : -1;
}

/** The collateral that backs a position: its margin (ISOLATED), or its margin and the wallet (CROSS). */
export function collateralOf(row: Pick<PositionRow, 'margin_type' | 'margin' | 'available'>): bigint {
  const margin = BigInt(row.margin);
  return row.margin_type === 'ISOLATED' ? margin : margin + BigInt(row.available);
}

/** The liquidation price of an open position with its current collateral, or null when none exists. */
export function positionLiquidationPrice(row: PositionRow, terms: FuturesTerms): number | null {
  if (row.status !== 'OPEN') return null;
  return liquidationPrice({
    direction: directionOf(row.trade_type),
    qtyMinor: BigInt(row.qty),
    entryPrice: Number(row.entry_price),
    collateralMinor: collateralOf(row),
    tiers: terms.tiers,
  });
}

/**
 * A TP/SL price as the wire shows it, or null when there is none. At module level, not a closure made
 * per record: a liquidation batch makes 5,000 records, and tsx names every closure it makes (`__name`).
 */
function priceOrNull(units: string | null, precision: number): string | null {
  return units === null ? null : formatUnits(BigInt(units), precision);
}

/**
 * The position as the wire shows it, valued at `markPrice` (price units): uPnL and ROE per DOMAIN.md
 * §3, rounded by the engine's formulas (a gain down, a loss up; ROE toward zero, two decimals).
 */
export function positionRecord(row: PositionRow, terms: FuturesTerms, markPrice: number): FuturesPosition {
  const precision = row.price_precision;
  const qty = BigInt(row.qty);
  const margin = BigInt(row.margin);
  const entry = Number(row.entry_price);
  const pnl = row.status === 'OPEN' ? pnlMinor(directionOf(row.trade_type), qty, entry, markPrice) : 0n;
  const roe = roeHundredthsPercent(pnl, margin);
  const liquidation = positionLiquidationPrice(row, terms);
  return {
    futuresPositionId: row.id,
    futuresOptionId: row.futures_option_id,
    stock: row.stock,
    tradeType: row.trade_type,
    marginType: row.margin_type,
    leverage: row.leverage,
    qty: formatMinor('USDT', qty),
    entryPrice: formatUnits(entry, precision),
    markPrice: formatUnits(markPrice, precision),
    liquidationPrice: liquidation === null ? null : formatUnits(liquidation, precision),
    margin: formatMinor('USDT', margin),
    unrealizedPnl: formatMinor('USDT', pnl),
    roe: formatUnits(roe, 2),
    takeProfit: priceOrNull(row.take_profit, precision),
    stopLoss: priceOrNull(row.stop_loss, precision),
    isMarkTp: row.is_mark_tp ?? true,
    isMarkSl: row.is_mark_sl ?? true,
    openedAt: row.opened_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
