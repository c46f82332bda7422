import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assetScale,
  decimalAmount,
  formatDisplay,
  formatFuturesPnl,
  formatMinor,
  formatRoePercent,
  MONEY_INTEGER_DIGITS_MAX,
  MoneyFormatError,
  moneyMinorCodec,
  moneySchema,
  parseMinor,
  positiveDecimalAmount,
  tryParseMinor,
} from './money.ts';

const assets = ['KRW', 'USDT', 'BTC'] as const;
const limitMinor = (asset: string) => 10n ** BigInt(MONEY_INTEGER_DIGITS_MAX + assetScale(asset)) - 1n;

describe('assetScale', () => {
  it('gives KRW no decimals and USDT and coins eight', () => {
    expect([assetScale('KRW'), assetScale('USDT'), assetScale('BTC'), assetScale('ETH')]).toEqual([
      0, 8, 8, 8,
    ]);
  });
});

describe('parseMinor', () => {
  it('reads whole and fractional amounts exactly in minor units', () => {
    expect(parseMinor('KRW', '1000')).toBe(1000n);
    expect(parseMinor('USDT', '1.5')).toBe(150_000_000n);
    expect(parseMinor('BTC', '0.00000001')).toBe(1n);
    expect(parseMinor('USDT', '12345678901234567890.12345678')).toBe(1234567890123456789012345678n);
  });

  it('accepts a leading minus, trailing zeros and leading zeros', () => {
    expect(parseMinor('USDT', '-0.25')).toBe(-25_000_000n);
    expect(parseMinor('KRW', '-0')).toBe(0n);
    expect(parseMinor('USDT', '1.10000000')).toBe(110_000_000n);
    expect(parseMinor('KRW', '007')).toBe(7n);
  });

  it.each([
    '',
    '.',
    '+',
    '-',
    '+1',
    '1.',
    '.5',
    ' 1',
    '1 ',
    '1\n',
    '1e3',
    '1E3',
    '0x10',
    '1,000',
    '１',
    'NaN',
    '--1',
  ])('refuses %j', (input) => {
    expect(() => parseMinor('USDT', input)).toThrow(MoneyFormatError);
  });

  it('refuses more decimals than the asset has', () => {
    expect(() => parseMinor('KRW', '1.5')).toThrow(/1 decimals; KRW allows 0/);
    expect(() => parseMinor('BTC', '0.000000001')).toThrow(/9 decimals; BTC allows 8/);
  });

  it('refuses more integer digits than the wire allows', () => {
    expect(() => parseMinor('KRW', '1'.repeat(MONEY_INTEGER_DIGITS_MAX + 1))).toThrow(/integer digits/);
  });

  it('names the error, the asset, the input and the reason', () => {
    const error = (() => {
      try {
        parseMinor('KRW', '1.5');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(MoneyFormatError);
    expect(error).toMatchObject({
      name: 'MoneyFormatError',
      asset: 'KRW',
      input: '1.5',
      reason: 'TOO_MANY_DECIMALS',
    });
  });
});

describe('tryParseMinor', () => {
  it('returns the value or the reason instead of throwing', () => {
    expect(tryParseMinor('USDT', '2.5')).toEqual({ ok: true, value: 250_000_000n });
    expect(tryParseMinor('USDT', '')).toMatchObject({ ok: false, reason: 'EMPTY' });
    expect(tryParseMinor('USDT', '1e5')).toMatchObject({ ok: false, reason: 'SYNTAX' });
    expect(tryParseMinor('KRW', '0.1')).toMatchObject({ ok: false, reason: 'TOO_MANY_DECIMALS' });
  });
});

describe('formatMinor', () => {
  it('writes the canonical decimal string', () => {
    expect(formatMinor('KRW', 1_234_567n)).toBe('1234567');
    expect(formatMinor('KRW', -5n)).toBe('-5');
    expect(formatMinor('USDT', 150_000_000n)).toBe('1.5');
    expect(formatMinor('USDT', 100_000_000n)).toBe('1');
    expect(formatMinor('BTC', 1n)).toBe('0.00000001');
    expect(formatMinor('BTC', -1n)).toBe('-0.00000001');
    expect(formatMinor('USDT', 0n)).toBe('0');
  });

  it('round-trips through parseMinor for any amount the wire allows', () => {
    for (const asset of assets) {
      const limit = limitMinor(asset);
      fc.assert(
        fc.property(fc.bigInt({ min: -limit, max: limit }), (minor) => {
          expect(parseMinor(asset, formatMinor(asset, minor))).toBe(minor);
        }),
      );
    }
  });

  it('writes the one canonical spelling of every parsed amount', () => {
    const canonical = /^(?:0|-?[1-9]\d*|-?(?:0|[1-9]\d*)\.\d*[1-9])$/;
    for (const asset of assets) {
      const limit = limitMinor(asset);
      fc.assert(
        fc.property(fc.bigInt({ min: -limit, max: limit }), (minor) => {
          const text = formatMinor(asset, minor);
          expect(text).toMatch(canonical);
          expect(formatMinor(asset, parseMinor(asset, text))).toBe(text);
        }),
      );
    }
  });
});

describe('moneySchema', () => {
  it('accepts exactly the strings parseMinor accepts for the asset', () => {
    const input = fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', '+', 'e', ' '), maxLength: 14 });
    for (const asset of assets) {
      const schema = moneySchema(asset);
      fc.assert(
        fc.property(input, (text) => {
          expect(schema.safeParse(text).success).toBe(tryParseMinor(asset, text).ok);
        }),
      );
    }
  });

  it('applies the asset scale and the sign option', () => {
    expect(moneySchema('KRW').safeParse('1.5').success).toBe(false);
    expect(moneySchema('USDT').safeParse('1.5').success).toBe(true);
    expect(moneySchema('KRW', { sign: 'nonNegative' }).safeParse('-1').success).toBe(false);
    expect(moneySchema('KRW', { sign: 'nonNegative' }).safeParse('0').success).toBe(true);
    expect(positiveDecimalAmount.safeParse('0.00000000').success).toBe(false);
    expect(positiveDecimalAmount.safeParse('0.00000001').success).toBe(true);
    expect(decimalAmount.safeParse('-0.5').success).toBe(true);
    expect(decimalAmount.safeParse(5).success).toBe(false);
  });

  it('explains a refusal in words', () => {
    const result = moneySchema('KRW').safeParse('1.5');
    expect(result.error?.issues[0]?.message).toBe('Expected a whole number.');
  });

  it('decodes to minor units and encodes back through the codec', () => {
    const codec = moneyMinorCodec('USDT', { sign: 'positive' });
    expect(z.decode(codec, '1.25')).toBe(125_000_000n);
    expect(z.encode(codec, 125_000_000n)).toBe('1.25');
    expect(codec.safeParse('0').success).toBe(false);
  });
});

describe('formatDisplay', () => {
  it('groups thousands and shows no decimals for whole amounts', () => {
    expect(formatDisplay('KRW', 1_234_567n)).toBe('1,234,567');
    expect(formatDisplay('KRW', -1000n)).toBe('-1,000');
    expect(formatDisplay('USDT', 1_000_000_000_000n)).toBe('10,000');
    expect(formatDisplay('KRW', 0n)).toBe('0');
  });

  it('shows four decimals for fractional amounts, cut toward zero', () => {
    expect(formatDisplay('USDT', 123_456_789_999n)).toBe('1,234.5678');
    expect(formatDisplay('USDT', -150_000_000n)).toBe('-1.5000');
    expect(formatDisplay('BTC', 99_999n)).toBe('0.0009');
  });

  it('never shows a minus sign on an amount cut to zero', () => {
    expect(formatDisplay('BTC', -1n)).toBe('0.0000');
  });

  it('shows exactly the decimals asked for', () => {
    expect(formatDisplay('KRW', 1500n, { decimals: 2 })).toBe('1,500.00');
    expect(formatDisplay('USDT', 123_456_789n, { decimals: 0 })).toBe('1');
    expect(formatDisplay('USDT', 1n, { decimals: 8 })).toBe('0.00000001');
  });

  it('puts a plus sign on positive amounts when asked', () => {
    expect(formatDisplay('KRW', 1000n, { plusSign: true })).toBe('+1,000');
    expect(formatDisplay('KRW', 0n, { plusSign: true })).toBe('0');
  });

  it('refuses a decimals count that is not a small whole number', () => {
    expect(() => formatDisplay('KRW', 1n, { decimals: 1.5 })).toThrow(RangeError);
    expect(() => formatDisplay('KRW', 1n, { decimals: -1 })).toThrow(RangeError);
  });
});

describe('futures figures', () => {
  it('shows pnl with eight decimals, matching the DOMAIN.md worked check of 1,000 USDT', () => {
    expect(formatFuturesPnl(100_000_000_000n)).toBe('1,000.00000000');
    expect(formatFuturesPnl(-12_345n, { plusSign: true })).toBe('-0.00012345');
    expect(formatFuturesPnl(12_345n, { plusSign: true })).toBe('+0.00012345');
  });

  it('shows ROE in percent with two decimals, cut toward zero', () => {
    expect(formatRoePercent(100_000_000_000n, 1_000_000_000_000n)).toBe('10.00');
    expect(formatRoePercent(-1n, 3n)).toBe('-33.33');
    expect(formatRoePercent(2n, 3n, { plusSign: true })).toBe('+66.66');
    expect(formatRoePercent(1_000_000n, 1n)).toBe('100,000,000.00');
  });

  it('shows 0.00 ROE for a position without margin', () => {
    expect(formatRoePercent(5n, 0n)).toBe('0.00');
  });
});
