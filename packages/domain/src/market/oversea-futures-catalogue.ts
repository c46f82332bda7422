import { assert } from '../assert.ts';
import type { OverseaCurrency, OverseaFutureSpec } from './instruments.ts';

/**
 * KRW per unit of each quote currency: demo configuration (a site sets its own), not a market rate.
 * Decimal strings, as the rate is configured and shown.
 */
export const OVERSEA_KRW_RATE_DEFAULTS: Readonly<Record<OverseaCurrency, string>> = {
  USD: '1380',
  HKD: '177',
};

const FULL_SIZE_FEE_PER_LOT_MINOR = 5_000n;
const MICRO_FEE_PER_LOT_MINOR = 1_000n;

/** The full-size contracts (DOMAIN.md §4). Reference prices are demo anchors at realistic 2026 levels. */
const FULL_SIZE: readonly OverseaFutureSpec[] = [
  {
    stock: 'NQ',
    koName: '나스닥100',
    type: 'INDEX',
    currency: 'USD',
    precision: 2,
    qtyPrecision: 0,
    tickSize: '0.25',
    tickValue: '5',
    referencePrice: '25000.00',
    annualVolatility: 0.22,
    ticksPerSecond: 6,
    calendarId: 'CME_GLOBEX',
    underlyingStock: null,
    marginPerLotMinor: 3_000_000n,
    feePerLotMinor: FULL_SIZE_FEE_PER_LOT_MINOR,
  },
  {
    stock: 'ES',
    koName: 'S&P500',
    type: 'INDEX',
    currency: 'USD',
    precision: 2,
    qtyPrecision: 0,
    tickSize: '0.25',
    tickValue: '12.50',
    referencePrice: '6800.00',
    annualVolatility: 0.18,
    ticksPerSecond: 6,
    calendarId: 'CME_GLOBEX',
    underlyingStock: null,
    marginPerLotMinor: 2_500_000n,
    feePerLotMinor: FULL_SIZE_FEE_PER_LOT_MINOR,
  },
  {
    stock: 'CL',
    koName: '크루드오일',
    type: 'ENERGY',
    currency: 'USD',
    precision: 2,
    qtyPrecision: 0,
    tickSize: '0.01',
    tickValue: '10',
    referencePrice: '62.00',
    annualVolatility: 0.35,
    ticksPerSecond: 5,
    calendarId: 'CME_GLOBEX',
    underlyingStock: null,
    marginPerLotMinor: 1_500_000n,
    feePerLotMinor: FULL_SIZE_FEE_PER_LOT_MINOR,
  },
  {
    stock: 'GC',
    koName: '금',
    type: 'METAL',
    currency: 'USD',
    precision: 1,
    qtyPrecision: 0,
    tickSize: '0.10',
    tickValue: '10',
    referencePrice: '4000.0',
    annualVolatility: 0.16,
    ticksPerSecond: 4,
    calendarId: 'CME_GLOBEX',
    underlyingStock: null,
    marginPerLotMinor: 2_000_000n,
    feePerLotMinor: FULL_SIZE_FEE_PER_LOT_MINOR,
  },
  {
    stock: '6E',
    koName: '유로FX',
    type: 'CURRENCY',
    currency: 'USD',
    precision: 5,
    qtyPrecision: 0,
    tickSize: '0.00005',
    tickValue: '6.25',
    referencePrice: '1.16000',
    annualVolatility: 0.07,
    ticksPerSecond: 3,
    calendarId: 'CME_GLOBEX',
    underlyingStock: null,
    marginPerLotMinor: 1_000_000n,
    feePerLotMinor: FULL_SIZE_FEE_PER_LOT_MINOR,
  },
  {
    stock: 'HSI',
    koName: '항셍',
    type: 'INDEX',
    currency: 'HKD',
    precision: 0,
    qtyPrecision: 0,
    tickSize: '1',
    tickValue: '50',
    referencePrice: '26000',
    annualVolatility: 0.25,
    ticksPerSecond: 4,
    calendarId: 'HKEX_HSI',
    underlyingStock: null,
    marginPerLotMinor: 1_500_000n,
    feePerLotMinor: FULL_SIZE_FEE_PER_LOT_MINOR,
  },
];

/** Micro contract → [full-size contract, Korean name, tick value]: a tenth of the size, a tenth of the margin. */
const MICROS: readonly [stock: string, underlying: string, koName: string, tickValue: string][] = [
  ['MNQ', 'NQ', '마이크로 나스닥100', '0.50'],
  ['MES', 'ES', '마이크로 S&P500', '1.25'],
  ['MCL', 'CL', '마이크로 크루드오일', '1'],
  ['MGC', 'GC', '마이크로 금', '1'],
];

function micro([stock, underlying, koName, tickValue]: (typeof MICROS)[number]): OverseaFutureSpec {
  const full = FULL_SIZE.find((spec) => spec.stock === underlying);
  assert(full !== undefined, `The micro ${stock} names an unknown contract ${underlying}.`);
  return {
    ...full,
    stock,
    koName,
    tickValue,
    underlyingStock: underlying,
    marginPerLotMinor: full.marginPerLotMinor / 10n,
    feePerLotMinor: MICRO_FEE_PER_LOT_MINOR,
  };
}

/** The overseas futures of the demo: the full-size contracts, then the micros. */
export const OVERSEA_FUTURES: readonly OverseaFutureSpec[] = [...FULL_SIZE, ...MICROS.map(micro)];
