import type { ChartPriceLine } from './candle-chart.ts';

/**
 * One line on the price chart at a wire price, or none when the price is missing or not positive
 * (the coin and overseas futures screens both draw their members' prices with it). The chart API
 * takes a number; a line is only drawn, never computed with.
 */
export function priceLine(
  price: string | null,
  color: ChartPriceLine['color'],
  title: string,
): ChartPriceLine[] {
  if (price === null) return [];
  const value = Number(price);
  return Number.isFinite(value) && value > 0 ? [{ price: value, color, title }] : [];
}
