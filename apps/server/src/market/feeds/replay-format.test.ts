import { describe, expect, it } from 'vitest';
import { parseRecording, ReplayFormatError, type ReplayInstrument } from './replay-format.ts';

const BTC: ReplayInstrument = { stock: 'BTCUSDT', precision: 1, qtyPrecision: 3 };
const HSI: ReplayInstrument = { stock: 'HSI', precision: 0, qtyPrecision: 0 };

describe('parseRecording', () => {
  it('reads tick lines into exact integer units, sorted by time, skipping comments and other stocks', () => {
    const recording = parseRecording(
      [
        '# a comment',
        'stock,price,qty,atMs',
        'BTCUSDT,64250.5,0.012,1000',
        'ETHUSDT,3500.00,1.000,1500',
        '',
        'HSI,26001,3,900',
        'BTCUSDT,64251,2,2000',
      ].join('\n'),
      [BTC, HSI],
    );
    expect(recording.ticks).toEqual([
      { stock: 'HSI', price: 26_001, qty: 3, atMs: 900 },
      { stock: 'BTCUSDT', price: 642_505, qty: 12, atMs: 1_000 },
      { stock: 'BTCUSDT', price: 642_510, qty: 2_000, atMs: 2_000 },
    ]);
    // 1,100 ms recorded plus the mean spacing (550 ms) before the next pass begins.
    expect(recording.loopMs).toBe(1_650);
  });

  it('expands a rising candle to open, low, high, close and a falling one to open, high, low, close', () => {
    const recording = parseRecording(
      [
        'stock,openTimeMs,open,high,low,close,volume',
        'HSI,60000,100,110,95,105,10',
        'HSI,120000,105,107,90,92,3',
      ].join('\n'),
      [HSI],
    );
    expect(recording.ticks.map((tick) => [tick.atMs, tick.price, tick.qty])).toEqual([
      [60_000, 100, 2],
      [75_000, 95, 2],
      [90_000, 110, 2],
      [105_000, 105, 4],
      [120_000, 105, 0],
      [135_000, 107, 0],
      [150_000, 90, 0],
      [165_000, 92, 3],
    ]);
    expect(recording.loopMs).toBe(120_000);
  });

  it('refuses a price with more decimals than the stock shows, naming the line', () => {
    expect(() => parseRecording('stock,price,qty,atMs\nBTCUSDT,64250.55,1,1000', [BTC])).toThrow(
      /Line 2: "64250.55" is not a price at precision 1/,
    );
  });

  it('refuses a zero price, a bad time, a wrong field count, an unknown header and a candle whose high is low', () => {
    const bad = [
      'stock,price,qty,atMs\nBTCUSDT,0,1,1000',
      'stock,price,qty,atMs\nBTCUSDT,1.0,1,-5',
      'stock,price,qty,atMs\nBTCUSDT,1.0,1',
      'symbol,price,qty,time\nBTCUSDT,1.0,1,1000',
      'stock,openTimeMs,open,high,low,close,volume\nHSI,0,100,99,95,100,1',
    ];
    for (const text of bad) expect(() => parseRecording(text, [BTC, HSI])).toThrow(ReplayFormatError);
  });

  it('refuses a recording without a line for a configured stock', () => {
    expect(() => parseRecording('stock,price,qty,atMs\nBTCUSDT,1.0,1,1000', [BTC, HSI])).toThrow(
      /no line for HSI/,
    );
  });
});
