import { formatUnits } from '@baro/domain';

// The wire's prices of the futures and overseas records: integer price units of a stock as its
// decimal string, and a fill's deciding tick (DOMAIN.md §0) from the columns that store it.

/** A stored price in price units as the wire's decimal string; null stays null. */
export function wirePrice(units: string | number | null, precision: number): string | null {
  return units === null ? null : formatUnits(BigInt(units), precision);
}

/** The deciding tick of a fill (`fillTick`), or null while the columns are empty (not filled). */
export function wireFillTick(
  columns: { fill_price: string | null; fill_tick_at: Date | null; fill_source: string | null },
  precision: number,
): { source: string; at: string; price: string } | null {
  const { fill_price: price, fill_tick_at: at, fill_source: source } = columns;
  if (price === null || at === null || source === null) return null;
  return { source, at: at.toISOString(), price: formatUnits(BigInt(price), precision) };
}
