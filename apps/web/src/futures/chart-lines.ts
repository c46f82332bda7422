import type { FuturesOrder, FuturesPosition } from '@baro/contracts/routes/futures';
import type { ChartPriceLine } from '../market/candle-chart.ts';
import { priceLine as line } from '../market/price-lines.ts';

// The member's futures prices as lines on the chart (issue 15 §3): the position's entry, its
// liquidation price and its TP/SL, and each resting order at the price it waits for. Lines are plain
// data; the chart (market/candle-chart.ts) draws whatever this returns.

const ORDER_TITLES: Partial<Record<FuturesOrder['marketType'], string>> = {
  LIMIT: '지정가',
  STOPMARKET: '스탑마켓',
  STOPLIMIT: '스탑리밋',
};

/** Lines of one position: entry (in its side's colour), liquidation, TP and SL. */
export function positionLines(position: FuturesPosition): ChartPriceLine[] {
  const side = position.tradeType === 'LONG' ? 'up' : 'down';
  return [
    ...line(position.entryPrice, side, `진입 ${position.tradeType === 'LONG' ? '롱' : '숏'}`),
    ...line(position.liquidationPrice, 'danger', '청산가'),
    ...line(position.takeProfit, 'success', 'TP'),
    ...line(position.stopLoss, 'warning', 'SL'),
  ];
}

/**
 * A resting order's line: a LIMIT at its price, a STOP at its trigger (a STOPLIMIT also at its
 * limit). TAKEPROFIT / STOPLOSS orders are drawn by their position's TP / SL lines.
 */
export function orderLines(order: FuturesOrder): ChartPriceLine[] {
  const title = ORDER_TITLES[order.marketType];
  if (title === undefined || order.status !== 'OPEN') return [];
  const side = order.tradeType === 'LONG' ? 'up' : 'down';
  return [
    ...line(order.price, side, title),
    ...(order.marketType === 'LIMIT' ? [] : line(order.stopPrice, 'accent', `${title} 발동`)),
  ];
}

/** Every line of the option's positions and orders, positions first. */
export function futuresChartLines(
  positions: readonly FuturesPosition[],
  orders: readonly FuturesOrder[],
): ChartPriceLine[] {
  return [...positions.flatMap(positionLines), ...orders.flatMap(orderLines)];
}
