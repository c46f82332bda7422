import { formatMinor } from '@baro/contracts';
import type { binary, futures, oversea } from '@baro/contracts';
import { isOpen } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import { optionTermsColumns, optionTermsOf } from '../futures/futures-option.ts';
import type { OptionTermsRow } from '../futures/futures-option.ts';

type FuturesOption = futures.FuturesOption;
type OverseaOption = oversea.OverseaOption;
type TradeOption = binary.TradeOption;

/**
 * The options a site offers, read from its option tables joined with the shared instruments. Every
 * query is scoped by the site: an option id of another site is as absent as one that never existed.
 */

interface FuturesOptionRow extends OptionTermsRow {
  stock: string;
  price_precision: number;
}

const futuresSelect = `SELECT ${optionTermsColumns}, o.stock, i.price_precision
  FROM futures_option o JOIN market_instrument i ON i.stock = o.stock`;

/** The option with the terms its orders are decided by: the leverage cap its table allows, its brackets. */
function toFuturesOption(row: FuturesOptionRow): FuturesOption {
  const terms = optionTermsOf(row);
  return {
    id: row.id,
    stock: row.stock,
    precision: row.price_precision,
    maxLeverage: terms.maxLeverage,
    tiers: terms.tiers.map((tier) => ({
      maxNotional: formatMinor('USDT', tier.maxNotionalMinor),
      maintenanceRateBps: Number(tier.maintenanceRateBps),
      maxLeverage: tier.maxLeverage,
      maintenanceAmount: formatMinor('USDT', tier.maintenanceAmountMinor),
    })),
    takerFeeBps: Number(terms.takerFeeBps),
  };
}

export async function listFuturesOptions(
  db: Queryable,
  siteId: number,
  playableOnly: boolean,
): Promise<FuturesOption[]> {
  const rows = await db.query<FuturesOptionRow>(
    `${futuresSelect} WHERE o.site_id = $1 AND ($2 = false OR o.is_play) ORDER BY o.sort_order, o.id`,
    [siteId, playableOnly],
  );
  return rows.rows.map(toFuturesOption);
}

export async function findFuturesOption(
  db: Queryable,
  siteId: number,
  id: number,
): Promise<FuturesOption | undefined> {
  const rows = await db.query<FuturesOptionRow>(`${futuresSelect} WHERE o.site_id = $1 AND o.id = $2`, [
    siteId,
    id,
  ]);
  const row = rows.rows[0];
  return row === undefined ? undefined : toFuturesOption(row);
}

interface OverseaOptionRow {
  id: number;
  stock: string;
  ko_name: string;
  price_precision: number;
  currency: string;
  product_type: string;
  calendar_id: string;
  tick_size: string;
  tick_value: string;
  krw_rate: string;
  margin_per_lot: string;
  fee_per_lot: string;
}

const overseaSelect = `SELECT o.id, o.stock, i.ko_name, i.price_precision, i.currency, i.product_type,
    i.calendar_id, i.tick_size, i.tick_value, o.krw_rate::text AS krw_rate, o.margin_per_lot,
    o.fee_per_lot::text AS fee_per_lot
  FROM oversea_option o JOIN market_instrument i ON i.stock = o.stock`;

function toOverseaOption(row: OverseaOptionRow, nowMs: number): OverseaOption {
  return {
    id: row.id,
    stock: row.stock,
    koName: row.ko_name,
    precision: row.price_precision,
    currency: row.currency,
    type: row.product_type,
    // Outside its trading session an option is resting; orders are refused (DOMAIN.md §4).
    isRest: !isOpen(row.calendar_id, nowMs),
    tickSize: row.tick_size,
    tickValue: row.tick_value,
    krwRate: row.krw_rate,
    marginPerLot: row.margin_per_lot,
    feePerLot: row.fee_per_lot,
  };
}

/** Overseas options, KRW-currency ones first (spec §2 drawer order), then the operator's order. */
export async function listOverseaOptions(
  db: Queryable,
  siteId: number,
  playableOnly: boolean,
  nowMs: number,
): Promise<OverseaOption[]> {
  const rows = await db.query<OverseaOptionRow>(
    `${overseaSelect} WHERE o.site_id = $1 AND ($2 = false OR o.is_play)
     ORDER BY (i.currency = 'KRW') DESC, o.sort_order, o.id`,
    [siteId, playableOnly],
  );
  return rows.rows.map((row) => toOverseaOption(row, nowMs));
}

export async function findOverseaOption(
  db: Queryable,
  siteId: number,
  id: number,
  nowMs: number,
): Promise<OverseaOption | undefined> {
  const rows = await db.query<OverseaOptionRow>(`${overseaSelect} WHERE o.site_id = $1 AND o.id = $2`, [
    siteId,
    id,
  ]);
  const row = rows.rows[0];
  return row === undefined ? undefined : toOverseaOption(row, nowMs);
}

interface TradeOptionRow {
  id: number;
  stock: string;
  type: string;
  is_play: boolean;
  is_stop: boolean;
  payout: string;
  min_point: string;
  max_point: string;
  round_length_ms: number;
}

const tradeSelect = `SELECT id, stock, type, is_play, is_stop, payout, min_point, max_point, round_length_ms
  FROM trade_option`;

function toTradeOption(row: TradeOptionRow): TradeOption {
  return {
    id: row.id,
    stock: row.stock,
    type: row.type,
    isPlay: row.is_play ? 1 : 0,
    isStop: row.is_stop ? 1 : 0,
    payout: row.payout,
    minPoint: row.min_point,
    maxPoint: row.max_point,
    roundLengthMs: row.round_length_ms,
  };
}

export interface TradeOptionFilter {
  readonly playableOnly: boolean;
  /** Game types to keep; undefined keeps every type. */
  readonly types?: readonly string[];
}

export async function listTradeOptions(
  db: Queryable,
  siteId: number,
  filter: TradeOptionFilter,
): Promise<TradeOption[]> {
  const rows = await db.query<TradeOptionRow>(
    `${tradeSelect} WHERE site_id = $1 AND ($2 = false OR is_play)
       AND ($3::text[] IS NULL OR type = ANY($3::text[]))
     ORDER BY sort_order, id`,
    [siteId, filter.playableOnly, filter.types ?? null],
  );
  return rows.rows.map(toTradeOption);
}

export async function findTradeOption(
  db: Queryable,
  siteId: number,
  id: number,
): Promise<TradeOption | undefined> {
  const rows = await db.query<TradeOptionRow>(`${tradeSelect} WHERE site_id = $1 AND id = $2`, [siteId, id]);
  const row = rows.rows[0];
  return row === undefined ? undefined : toTradeOption(row);
}
