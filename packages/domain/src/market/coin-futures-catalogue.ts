import type { CoinFutureSpec } from './instruments.ts';

type CoinRow = [
  coin: string,
  koName: string,
  precision: number,
  qtyPrecision: number,
  referencePrice: string,
  annualVolatility: number,
  ticksPerSecond: number,
  maxLeverage: number,
];

// The coins with logos in the spec (§ assets), as USDT perpetuals. Precisions follow Binance's USDT-M
// contracts; reference prices are demo anchors at realistic 2026 levels, not quotes; leverage caps are
// 125 for the two majors, 75 for liquid large caps, 50 for the rest and 20 for the thinnest.
const ROWS: readonly CoinRow[] = [
  ['BTC', '비트코인', 1, 3, '100000.0', 0.6, 20, 125],
  ['ETH', '이더리움', 2, 3, '3500.00', 0.75, 15, 125],
  ['XRP', '리플', 4, 1, '2.5000', 0.9, 8, 75],
  ['SOL', '솔라나', 2, 2, '190.00', 0.9, 8, 75],
  ['DOGE', '도지코인', 5, 0, '0.20000', 1.0, 8, 50],
  ['ADA', '에이다', 4, 0, '0.7000', 0.9, 5, 50],
  ['ATOM', '코스모스', 3, 2, '4.500', 0.85, 3, 50],
  ['CHZ', '칠리즈', 5, 0, '0.04500', 1.0, 3, 20],
  ['DOT', '폴카닷', 3, 1, '4.000', 0.85, 3, 50],
  ['EOS', '이오스', 3, 1, '0.600', 0.9, 2, 20],
  ['ETC', '이더리움클래식', 3, 2, '18.000', 0.85, 3, 50],
  ['LINK', '체인링크', 3, 2, '18.000', 0.85, 4, 50],
  ['LTC', '라이트코인', 2, 3, '95.00', 0.75, 4, 75],
  ['MATIC', '폴리곤', 4, 0, '0.3000', 0.9, 3, 50],
  ['TRX', '트론', 5, 0, '0.28000', 0.6, 3, 50],
];

/** The coin futures of the demo, BTC first. */
export const COIN_FUTURES: readonly CoinFutureSpec[] = ROWS.map(
  ([
    coin,
    koName,
    precision,
    qtyPrecision,
    referencePrice,
    annualVolatility,
    ticksPerSecond,
    maxLeverage,
  ]) => ({
    stock: `${coin}USDT`,
    coin,
    koName,
    precision,
    qtyPrecision,
    referencePrice,
    annualVolatility,
    ticksPerSecond,
    maxLeverage,
    calendarId: 'CRYPTO_24_7',
  }),
);
