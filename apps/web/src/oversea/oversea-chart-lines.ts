import type { OverseaOrder, OverseaPosition } from '@baro/contracts/routes/oversea';
import type { ChartPriceLine } from '../market/candle-chart.ts';
import { priceLine } from '../market/price-lines.ts';

// The member's overseas prices as chart lines (issue 16 §3): each position's entry, TP and SL, and
// each resting LIMIT or MIT order at the price it waits for.

const ORDER_TITLES: Partial<Record<OverseaOrder['marketType'], string>> = {
  LIMIT: '지정가',
  STOPMARKET: 'MIT',
};

function positionLines(position: OverseaPosition): ChartPriceLine[] {
  const long = position.tradeType === 'LONG';
  return [
    ...priceLine(position.entryPrice, long ? 'up' : 'down', `진입 ${long ? '매수' : '매도'}`),
    ...priceLine(position.tpPrice, 'success', 'TP'),
    ...priceLine(position.slPrice, 'warning', 'SL'),
  ];
}

function orderLines(order: OverseaOrder): ChartPriceLine[] {
  const title = ORDER_TITLES[order.marketType];
  if (title === undefined || order.status !== 'OPEN') return [];
  return priceLine(order.price, order.tradeType === 'LONG' ? 'up' : 'down', title);
}

/** Every line of the option's positions and resting orders, positions first. */
export function overseaChartLines(
  positions: readonly OverseaPosition[],
  orders: readonly OverseaOrder[],
): ChartPriceLine[] {
  return [...positions.flatMap(positionLines), ...orders.flatMap(orderLines)];
}
