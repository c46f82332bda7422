import type { stock as stockArea } from '@baro/contracts';
import { formatUnits } from '@baro/domain';
import type { MarketTick, TickerStatistics, UnitCandle } from '@baro/domain';
import type { MarketInstrument } from './instrument.ts';

/** A candle in the wire's decimal strings, at the instrument's precisions. */
export function wireCandle(candle: UnitCandle, instrument: MarketInstrument): stockArea.Candle {
  const price = instrument.pricePrecision;
  return {
    openTimeMs: candle.openTimeMs,
    open: formatUnits(candle.open, price),
    high: formatUnits(candle.high, price),
    low: formatUnits(candle.low, price),
    close: formatUnits(candle.close, price),
    volume: formatUnits(candle.volume, instrument.qtyPrecision),
  };
}

/** A tick as the wire shows it, with the feed that published it. */
export function wirePriceTick(tick: MarketTick, instrument: MarketInstrument): stockArea.PriceTick {
  return {
    stock: tick.stock,
    price: formatUnits(tick.price, instrument.pricePrecision),
    atMs: tick.atMs,
    source: tick.source,
  };
}

/** The 24 h figures of a stock in the wire's decimal strings. */
export function wireTickerStatistics(stats: TickerStatistics, instrument: MarketInstrument) {
  const price = instrument.pricePrecision;
  return {
    stock: instrument.stock,
    lastPrice: formatUnits(stats.lastPrice, price),
    priceChange: formatUnits(stats.priceChange, price),
    priceChangePercent: stats.priceChangePercent,
    highPrice: formatUnits(stats.highPrice, price),
    lowPrice: formatUnits(stats.lowPrice, price),
    volume: formatUnits(stats.volume, instrument.qtyPrecision),
  };
}
