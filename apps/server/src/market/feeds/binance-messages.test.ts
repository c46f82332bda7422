import { describe, expect, it } from 'vitest';
import { binanceStreamNames, parseBinanceMessage, type BinanceInstrument } from './binance-messages.ts';

const BTC: BinanceInstrument = { stock: 'BTCUSDT', precision: 1, qtyPrecision: 3 };
const INSTRUMENTS = new Map([['BTCUSDT', BTC]]);

function combined(stream: string, data: Record<string, unknown>): string {
  return JSON.stringify({ stream, data });
}

// The response examples of Binance's USDⓈ-M futures documentation, with prices BTC could have.
const AGG_TRADE = {
  e: 'aggTrade',
  E: 123_456_789,
  s: 'BTCUSDT',
  a: 5_933_014,
  p: '64250.5',
  q: '0.012',
  f: 100,
  l: 105,
  T: 123_456_785,
  m: true,
};
const MARK_PRICE = {
  e: 'markPriceUpdate',
  E: 1_562_305_380_000,
  s: 'BTCUSDT',
  p: '11794.15000000',
  i: '11784.62659091',
  P: '11784.25641265',
  r: '0.00038167',
  T: 1_562_306_400_000,
};

describe('parseBinanceMessage', () => {
  it('reads an aggTrade into a tick at the trade time, in exact integer units', () => {
    expect(parseBinanceMessage(combined('btcusdt@aggTrade', AGG_TRADE), INSTRUMENTS)).toEqual({
      kind: 'trade',
      tick: { stock: 'BTCUSDT', price: 642_505, qty: 12, atMs: 123_456_785, source: 'binance' },
    });
  });

  it('reads a markPriceUpdate with mark and index rounded half-even and the funding rate as written', () => {
    expect(parseBinanceMessage(combined('btcusdt@markPrice@1s', MARK_PRICE), INSTRUMENTS)).toEqual({
      kind: 'mark',
      mark: {
        stock: 'BTCUSDT',
        source: 'binance',
        markPrice: 117_942,
        indexPrice: 117_846,
        fundingRate: '0.00038167',
        nextFundingAtMs: 1_562_306_400_000,
        atMs: 1_562_305_380_000,
      },
    });
  });

  it('reads a delivery contract mark (empty funding rate, next funding 0) as null funding', () => {
    const message = parseBinanceMessage(combined('x', { ...MARK_PRICE, r: '', T: 0 }), INSTRUMENTS);
    expect(message.kind === 'mark' && [message.mark.fundingRate, message.mark.nextFundingAtMs]).toEqual([
      null,
      null,
    ]);
  });

  it('maps the venue symbol to the configured stock', () => {
    const perp = new Map([['BTCUSDT', { ...BTC, stock: 'BTC-PERP', symbol: 'BTCUSDT' }]]);
    const message = parseBinanceMessage(combined('btcusdt@aggTrade', AGG_TRADE), perp);
    expect(message.kind === 'trade' && message.tick.stock).toBe('BTC-PERP');
  });

  it('ignores a reply to a request', () => {
    expect(parseBinanceMessage('{"result":null,"id":1}', INSTRUMENTS)).toEqual({ kind: 'ignored' });
  });

  it.each([
    ['not JSON', '{"stream":'],
    ['an array', '[1,2]'],
    ['a raw (unwrapped) event', JSON.stringify(AGG_TRADE)],
    ['an unknown symbol', combined('x', { ...AGG_TRADE, s: 'XRPUSDT' })],
    ['an unknown event type', combined('x', { ...AGG_TRADE, e: 'trade' })],
    ['a numeric price', combined('x', { ...AGG_TRADE, p: 64250.5 })],
    ['a price finer than the precision', combined('x', { ...AGG_TRADE, p: '64250.55' })],
    ['a zero price', combined('x', { ...AGG_TRADE, p: '0.0' })],
    ['a negative quantity', combined('x', { ...AGG_TRADE, q: '-1' })],
    ['a missing trade time', combined('x', { ...AGG_TRADE, T: undefined })],
    ['a funding rate that is not a decimal', combined('x', { ...MARK_PRICE, r: '1e-4' })],
    ['a missing index price', combined('x', { ...MARK_PRICE, i: undefined })],
  ])('counts %s as malformed', (_name, text) => {
    expect(parseBinanceMessage(text, INSTRUMENTS).kind).toBe('malformed');
  });
});

describe('binanceStreamNames', () => {
  it('names a trade and a 1 s mark stream per symbol, lower case, or trades only', () => {
    const eth: BinanceInstrument = { stock: 'ETHUSDT', precision: 2, qtyPrecision: 3 };
    expect(binanceStreamNames([BTC, eth], true)).toEqual([
      'btcusdt@aggTrade',
      'btcusdt@markPrice@1s',
      'ethusdt@aggTrade',
      'ethusdt@markPrice@1s',
    ]);
    expect(binanceStreamNames([BTC], false)).toEqual(['btcusdt@aggTrade']);
  });
});
