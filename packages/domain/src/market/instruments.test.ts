import { describe, expect, it } from 'vitest';
import {
  BINARY_OPTION_DEFAULTS,
  DEMO_TRADE_OPTIONS,
  findGameType,
  GAME_TYPES,
  isBitballGameType,
} from './binary-options-catalogue.ts';
import {
  COIN_FUTURES,
  findCoinFuture,
  findOverseaFuture,
  OVERSEA_FUTURES,
  OVERSEA_KRW_RATE_DEFAULTS,
  simulatedInstruments,
} from './instruments.ts';
import { formatUnits, parsePositiveUnits } from './price-units.ts';
import { isSessionCalendarId } from './session-calendar.ts';

describe('the instrument catalogue', () => {
  it('gives every stock once', () => {
    const stocks = simulatedInstruments().map((spec) => spec.stock);
    expect(new Set(stocks).size).toBe(stocks.length);
  });

  it('writes every reference price with exactly its precision of decimals, above zero', () => {
    for (const spec of simulatedInstruments()) {
      const units = parsePositiveUnits(spec.referencePrice, spec.precision);
      expect(units, spec.stock).not.toBeNull();
      expect(formatUnits(units!, spec.precision), spec.stock).toBe(spec.referencePrice);
    }
  });

  it('gives sensible simulation inputs and a known calendar', () => {
    for (const spec of simulatedInstruments()) {
      expect(spec.annualVolatility, spec.stock).toBeGreaterThan(0);
      expect(spec.annualVolatility, spec.stock).toBeLessThanOrEqual(1.5);
      expect(spec.ticksPerSecond, spec.stock).toBeGreaterThan(0);
      expect(isSessionCalendarId(spec.calendarId), spec.stock).toBe(true);
    }
  });
});

describe('coin futures', () => {
  it('cover every coin with a logo in the spec, as USDT perpetuals trading around the clock', () => {
    const logos = [
      'ADA',
      'ATOM',
      'BTC',
      'CHZ',
      'DOGE',
      'DOT',
      'EOS',
      'ETC',
      'ETH',
      'LINK',
      'LTC',
      'MATIC',
      'SOL',
      'TRX',
      'XRP',
    ];
    expect(COIN_FUTURES.map((spec) => spec.coin).sort()).toEqual(logos);
    for (const spec of COIN_FUTURES) {
      expect(spec.stock).toBe(`${spec.coin}USDT`);
      expect(spec.calendarId).toBe('CRYPTO_24_7');
    }
  });

  it('use Binance-like price precisions and allow 125× only on BTC and ETH', () => {
    const precision = (stock: string) => findCoinFuture(stock)?.precision;
    expect([precision('BTCUSDT'), precision('ETHUSDT'), precision('XRPUSDT')]).toEqual([1, 2, 4]);
    expect([precision('SOLUSDT'), precision('DOGEUSDT'), precision('ADAUSDT')]).toEqual([2, 5, 4]);
    expect(COIN_FUTURES.filter((spec) => spec.maxLeverage === 125).map((spec) => spec.coin)).toEqual([
      'BTC',
      'ETH',
    ]);
    expect(COIN_FUTURES.every((spec) => spec.maxLeverage >= 20 && spec.maxLeverage <= 125)).toBe(true);
  });

  it('answer undefined for a stock they do not list', () => {
    expect(findCoinFuture('NQ')).toBeUndefined();
  });
});

describe('overseas futures', () => {
  it.each([
    ['NQ', '나스닥100', '0.25', '5', 'USD', 'INDEX', 'CME_GLOBEX'],
    ['ES', 'S&P500', '0.25', '12.50', 'USD', 'INDEX', 'CME_GLOBEX'],
    ['CL', '크루드오일', '0.01', '10', 'USD', 'ENERGY', 'CME_GLOBEX'],
    ['GC', '금', '0.10', '10', 'USD', 'METAL', 'CME_GLOBEX'],
    ['6E', '유로FX', '0.00005', '6.25', 'USD', 'CURRENCY', 'CME_GLOBEX'],
    ['HSI', '항셍', '1', '50', 'HKD', 'INDEX', 'HKEX_HSI'],
    ['MNQ', '마이크로 나스닥100', '0.25', '0.50', 'USD', 'INDEX', 'CME_GLOBEX'],
    ['MES', '마이크로 S&P500', '0.25', '1.25', 'USD', 'INDEX', 'CME_GLOBEX'],
    ['MCL', '마이크로 크루드오일', '0.01', '1', 'USD', 'ENERGY', 'CME_GLOBEX'],
    ['MGC', '마이크로 금', '0.10', '1', 'USD', 'METAL', 'CME_GLOBEX'],
  ])(
    'list %s (%s) with tick %s worth %s %s, a %s product on %s',
    (stock, koName, tickSize, tickValue, currency, type, calendarId) => {
      expect(findOverseaFuture(stock)).toMatchObject({
        koName,
        tickSize,
        tickValue,
        currency,
        type,
        calendarId,
      });
    },
  );

  it('quote reference prices on their tick grid, with tick sizes at their precision', () => {
    for (const spec of OVERSEA_FUTURES) {
      const tick = parsePositiveUnits(spec.tickSize, spec.precision);
      expect(tick, spec.stock).not.toBeNull();
      expect(parsePositiveUnits(spec.referencePrice, spec.precision)! % tick!, spec.stock).toBe(0);
      expect(parsePositiveUnits(spec.tickValue, 2), spec.stock).not.toBeNull();
      expect(spec.qtyPrecision, spec.stock).toBe(0);
    }
  });

  it('make each micro a tenth of its contract in tick value and margin, at the same price', () => {
    for (const spec of OVERSEA_FUTURES.filter((s) => s.underlyingStock !== null)) {
      const full = findOverseaFuture(spec.underlyingStock!)!;
      expect(
        parsePositiveUnits(full.tickValue, 2)! / parsePositiveUnits(spec.tickValue, 2)!,
        spec.stock,
      ).toBe(10);
      expect(spec.marginPerLotMinor * 10n, spec.stock).toBe(full.marginPerLotMinor);
      expect([spec.tickSize, spec.precision, spec.referencePrice]).toEqual([
        full.tickSize,
        full.precision,
        full.referencePrice,
      ]);
    }
  });

  it('default NQ margin to 3,000,000 KRW and the KRW rates to 1,380 per USD and 177 per HKD', () => {
    expect(findOverseaFuture('NQ')?.marginPerLotMinor).toBe(3_000_000n);
    expect(findOverseaFuture('MNQ')?.marginPerLotMinor).toBe(300_000n);
    expect(OVERSEA_KRW_RATE_DEFAULTS).toEqual({ USD: '1380', HKD: '177' });
    expect(
      OVERSEA_FUTURES.every(
        (spec) => spec.feePerLotMinor > 0n && spec.feePerLotMinor < spec.marginPerLotMinor,
      ),
    ).toBe(true);
  });
});

describe('binary options', () => {
  it('run R.5 for 30 s and the other types for their minutes', () => {
    expect(GAME_TYPES.map((spec) => [spec.type, spec.roundMs / 1_000])).toEqual([
      ['R.5', 30],
      ['R1', 60],
      ['R2', 120],
      ['R5', 300],
      ['B1', 60],
      ['B2', 120],
      ['B5', 300],
      ['P1', 60],
    ]);
  });

  it('call a type bitball when its code starts with P', () => {
    expect(isBitballGameType('P1')).toBe(true);
    expect(findGameType('P1')?.kind).toBe('bitball');
    expect(isBitballGameType('B1')).toBe(false);
    expect(findGameType('R3')).toBeUndefined();
  });

  it('seed only known game types on coin futures the catalogue lists, once each', () => {
    const keys = DEMO_TRADE_OPTIONS.map((option) => `${option.stock}/${option.type}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const option of DEMO_TRADE_OPTIONS) {
      expect(findGameType(option.type), option.type).toBeDefined();
      expect(findCoinFuture(option.stock), option.stock).toBeDefined();
    }
    expect(keys).toContain('BTCUSDT/P1');
    expect(keys.filter((key) => key.startsWith('XRPUSDT/'))).toHaveLength(7);
  });

  it('pay 1.95× on stakes from 1,000 to 1,000,000 KRW, refusing bets 3 s before lock', () => {
    expect(BINARY_OPTION_DEFAULTS).toEqual({
      payoutBps: 19_500n,
      minStakeMinor: 1_000n,
      maxStakeMinor: 1_000_000n,
      betCutoffMs: 3_000,
    });
  });
});
