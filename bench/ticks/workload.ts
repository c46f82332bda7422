import type { BinanceInstrument } from '../../apps/server/src/market/feeds/binance-messages.ts';
import type { MarketInstrument } from '../../apps/server/src/market/instrument.ts';
import { createPrng } from '../../packages/testkit/src/prng.ts';

/** The benchmark's instruments: 50 coin perpetuals priced like a mid-size coin (precision 2, qty 3). */
export function benchInstruments(count: number): MarketInstrument[] {
  return Array.from({ length: count }, (_, i) => ({
    stock: `C${String(i + 1).padStart(2, '0')}USDT`,
    family: 'COIN' as const,
    pricePrecision: 2,
    qtyPrecision: 3,
    calendarId: 'CRYPTO_24_7',
    coin: `C${i + 1}`,
    koName: `코인${i + 1}`,
    currency: 'USDT',
    productType: 'COIN',
  }));
}

export function venueInstruments(instruments: readonly MarketInstrument[]): Map<string, BinanceInstrument> {
  return new Map(
    instruments.map((instrument) => [
      instrument.stock,
      {
        stock: instrument.stock,
        precision: instrument.pricePrecision,
        qtyPrecision: instrument.qtyPrecision,
      },
    ]),
  );
}

/**
 * Aggregate-trade messages of Binance's combined stream, as the venue adapter reads them: `count`
 * trades spread round-robin-with-noise over the instruments, one every `spacingMs` of market time
 * (so a run crosses many minute and second candles), prices walking a few cents per trade.
 */
export function aggTradeMessages(
  instruments: readonly MarketInstrument[],
  count: number,
  startMs: number,
  spacingMs: number,
): string[] {
  // Seeded, so every run parses the same messages.
  const prng = createPrng(20261122);
  const random = () => prng.next();
  const prices = instruments.map(() => 1_000_000 + Math.floor(random() * 9_000_000));
  const messages: string[] = new Array<string>(count);
  for (let i = 0; i < count; i += 1) {
    const which = Math.floor(random() * instruments.length);
    const instrument = instruments[which];
    const previous = prices[which];
    if (instrument === undefined || previous === undefined) throw new Error('instrument index out of range');
    const price = Math.max(100, previous + Math.floor(random() * 41) - 20);
    prices[which] = price;
    const atMs = startMs + Math.floor(i * spacingMs);
    const whole = Math.floor(price / 100);
    const cents = String(price % 100).padStart(2, '0');
    const qty = (1 + Math.floor(random() * 5_000)) / 1_000;
    const symbol = instrument.stock;
    messages[i] =
      `{"stream":"${symbol.toLowerCase()}@aggTrade","data":{"e":"aggTrade","E":${atMs + 3},"s":"${symbol}",` +
      `"a":${i},"p":"${whole}.${cents}","q":"${qty.toFixed(3)}","f":${i},"l":${i},"T":${atMs},"m":${random() < 0.5}}}`;
  }
  return messages;
}
