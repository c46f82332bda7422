import { decimalRatio, parseUnits } from '@baro/domain';
import type { OverseaBookTerms, OverseaSiteTerms, OverseaTerms } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';

/** One overseas option of a site with the terms the engine decides by (DOMAIN.md §4, per site). */
export interface OverseaOptionTerms {
  readonly id: number;
  readonly stock: string;
  readonly pricePrecision: number;
  readonly calendarId: string;
  readonly isPlay: boolean;
  readonly terms: OverseaTerms;
}

/** A site's overseas options and settings, and the BINARY wallet's asset they trade against. */
export interface OverseaSite {
  readonly siteId: number;
  readonly asset: string;
  readonly site: OverseaSiteTerms;
  readonly options: readonly OverseaOptionTerms[];
  readonly byId: ReadonlyMap<number, OverseaOptionTerms>;
  readonly byStock: ReadonlyMap<string, OverseaOptionTerms>;
  /** Every option's terms, as the engine takes them (switched-off options too: open positions stay). */
  readonly bookTerms: OverseaBookTerms;
}

interface OptionRow {
  id: number;
  stock: string;
  price_precision: number;
  calendar_id: string;
  is_play: boolean;
  tick_size: string;
  tick_value: string;
  krw_rate: string;
  margin_per_lot: string;
  fee_per_lot: string;
  binary_currency: string;
  losscut_bps: number;
  overnight_multiple: number;
}

const siteOptionsSql = `SELECT o.id, o.stock, i.price_precision, i.calendar_id, o.is_play, i.tick_size::text AS tick_size,
    i.tick_value::text AS tick_value, o.krw_rate::text AS krw_rate, o.margin_per_lot::text AS margin_per_lot,
    o.fee_per_lot::text AS fee_per_lot, s.binary_currency, s.oversea_losscut_rate_bps AS losscut_bps,
    s.oversea_overnight_multiple AS overnight_multiple
  FROM site_info s
  JOIN oversea_option o ON o.site_id = s.id
  JOIN market_instrument i ON i.stock = o.stock
  WHERE s.id = $1
  ORDER BY o.sort_order, o.id`;

function wholeWon(text: string, what: string): bigint {
  const units = parseUnits(text, 0, 'exact');
  if (units === null) throw new Error(`${what} must be whole won, not ${text}.`);
  return BigInt(units);
}

function optionTerms(row: OptionRow): OverseaOptionTerms {
  const tickUnits = parseUnits(row.tick_size, row.price_precision, 'exact');
  if (tickUnits === null || tickUnits <= 0)
    throw new Error(`${row.stock}: the tick size ${row.tick_size} is not a price at its precision.`);
  return {
    id: row.id,
    stock: row.stock,
    pricePrecision: row.price_precision,
    calendarId: row.calendar_id,
    isPlay: row.is_play,
    terms: {
      stock: row.stock,
      tickUnits,
      tickValue: decimalRatio(row.tick_value),
      krwRate: decimalRatio(row.krw_rate),
      marginPerLotMinor: wholeWon(row.margin_per_lot, `${row.stock} margin per lot`),
      feePerLotMinor: wholeWon(row.fee_per_lot, `${row.stock} fee per lot`),
    },
  };
}

/**
 * What the trigger loop decides by, as one string: equal strings, equal decisions. An operator's
 * change to any option's terms, its calendar or switch, or the site's losscut settings changes it.
 */
export function overseaTermsKey(site: OverseaSite): string {
  return JSON.stringify(
    site.options.map((option) => [
      option.id,
      option.calendarId,
      option.isPlay,
      option.pricePrecision,
      option.terms,
    ]),
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  ).concat(`|${site.asset}|${site.site.losscutRateBps}|${site.site.overnightMarginMultiple}`);
}

/**
 * The site's overseas options and settings, read in one statement. Configuration that does not make
 * terms (a fractional won, a tick size off the precision) throws: it must not trade.
 */
export async function loadOverseaSite(db: Queryable, siteId: number): Promise<OverseaSite> {
  const rows = (await db.query<OptionRow>(siteOptionsSql, [siteId])).rows;
  const options = rows.map(optionTerms);
  const first = rows[0];
  const site: OverseaSiteTerms = {
    losscutRateBps: BigInt(first?.losscut_bps ?? 3000),
    overnightMarginMultiple: BigInt(first?.overnight_multiple ?? 2),
  };
  return {
    siteId,
    asset: first?.binary_currency ?? 'KRW',
    site,
    options,
    byId: new Map(options.map((option) => [option.id, option])),
    byStock: new Map(options.map((option) => [option.stock, option])),
    bookTerms: { instruments: options.map((option) => option.terms), site },
  };
}
