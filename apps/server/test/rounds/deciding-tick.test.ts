import { describe, expect, it } from 'vitest';
import { MarketService } from '../../src/market/market-service.ts';
import type { MarketInstrument } from '../../src/market/instrument.ts';

// The tick that decides a lock or close price (DOMAIN.md §2): the last tick at or before the whole
// second the round locks or closes on, with the feed and time that go on record with it.

const btc: MarketInstrument = {
  stock: 'BTCUSDT',
  family: 'COIN',
  pricePrecision: 1,
  qtyPrecision: 3,
  calendarId: 'ALWAYS',
  coin: 'BTC',
  koName: '비트코인',
  currency: 'USDT',
  productType: 'PERPETUAL',
};
const T = Date.UTC(2026, 10, 25, 1, 0, 30);

function market(): MarketService {
  return new MarketService([btc], { clock: { nowMs: () => T + 5_000 } });
}

function tick(service: MarketService, price: number, atMs: number, source = 'binance'): void {
  service.onTicks([{ stock: 'BTCUSDT', price, qty: 1, atMs, source }]);
}

describe('the deciding tick of an instant', () => {
  it('is the tick at exactly that millisecond, even when later ticks of the same second followed', () => {
    const service = market();
    tick(service, 100, T - 400);
    tick(service, 101, T);
    tick(service, 102, T + 300);
    expect(service.tickAtOrBefore('BTCUSDT', T)).toEqual({ price: 101, atMs: T, source: 'binance' });
  });

  it('is the last tick before the instant when none fell on it, never one after it', () => {
    const service = market();
    tick(service, 100, T - 1_400);
    tick(service, 99, T - 1);
    tick(service, 102, T + 1);
    expect(service.tickAtOrBefore('BTCUSDT', T)).toEqual({ price: 99, atMs: T - 1, source: 'binance' });
  });

  it('goes back over silent seconds to the last tick there was, however old (the round rules judge its age)', () => {
    const service = market();
    tick(service, 100, T - 9_250);
    tick(service, 105, T + 2_000);
    expect(service.tickAtOrBefore('BTCUSDT', T)).toEqual({ price: 100, atMs: T - 9_250, source: 'binance' });
  });

  it('is none before the first tick, and none for a stock the market does not price', () => {
    const service = market();
    expect(service.tickAtOrBefore('BTCUSDT', T)).toBeNull();
    tick(service, 100, T + 10);
    expect(service.tickAtOrBefore('BTCUSDT', T)).toBeNull();
    expect(service.tickAtOrBefore('NOPE', T)).toBeNull();
  });

  it('is asked only for whole seconds, where rounds lock and close', () => {
    const service = market();
    tick(service, 100, T);
    expect(() => service.tickAtOrBefore('BTCUSDT', T + 1)).toThrow();
  });
});
