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
  formatScaled,
  MONEY_INTEGER_DIGITS_MAX,
  MoneyFormatError,
  moneyMinorCodec,
  moneySchema,
  numberAmountText,
  parseMinor,
  positiveDecimalAmount,
  readRequestAmount,
  REQUEST_AMOUNT_MAX_WHOLE,
  requestAmountMaxMinor,
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

describe('request amount maximum', () => {
  it('gives KRW 1조 and USDT and every coin 10억, with the integer digits those take', () => {
    expect(requestAmountMaxMinor('KRW')).toBe(1_000_000_000_000n);
    expect(requestAmountMaxMinor('USDT')).toBe(1_000_000_000n * 10n ** 8n);
    expect(requestAmountMaxMinor('BTC')).toBe(requestAmountMaxMinor('USDT'));
    expect(formatScaled(requestAmountMaxMinor('KRW'), 0)).toBe('1,000,000,000,000');
  });

  it('is never above what the wire allows for any asset, nor what a JSON number holds exactly', () => {
    for (const asset of [...assets, 'ETH']) {
      expect(requestAmountMaxMinor(asset)).toBeLessThanOrEqual(
        REQUEST_AMOUNT_MAX_WHOLE * 10n ** BigInt(assetScale(asset)),
      );
    }
    expect(REQUEST_AMOUNT_MAX_WHOLE).toBeLessThan(BigInt(Number.MAX_SAFE_INTEGER));
  });
});

describe('readRequestAmount', () => {
  it('reads a string amount of an asset into minor units', () => {
    expect(readRequestAmount('1000', 'KRW')).toEqual({ ok: true, text: '1000', minor: 1000n });
    expect(readRequestAmount('0.5', 'USDT')).toEqual({ ok: true, text: '0.5', minor: 50_000_000n });
  });

  it('refuses 99,999,999,999,999,999,999,999 KRW, and one won above the maximum, naming the maximum', () => {
    const max = { ok: false, reason: 'TOO_LARGE', maxMinor: 1_000_000_000_000n, scale: 0 };
    expect(readRequestAmount('99999999999999999999999', 'KRW')).toEqual(max);
    expect(readRequestAmount('1000000000001', 'KRW')).toEqual(max);
    expect(readRequestAmount('1000000000000', 'KRW')).toMatchObject({ ok: true, minor: 1_000_000_000_000n });
    expect(readRequestAmount('0001000000000000', 'KRW')).toMatchObject({ ok: true });
  });

  it("holds a coin to the coin's maximum and, without an asset, to the largest of any asset", () => {
    expect(readRequestAmount('1000000000.00000001', 'BTC')).toMatchObject({ ok: false, reason: 'TOO_LARGE' });
    expect(readRequestAmount('1000000000.00000001')).toMatchObject({ ok: true });
    expect(readRequestAmount('1000000000000.00000001')).toMatchObject({ ok: false, reason: 'TOO_LARGE' });
  });

  it('refuses zero, negatives, malformed text and more decimals than the scale', () => {
    expect(readRequestAmount('0', 'KRW')).toEqual({ ok: false, reason: 'NOT_POSITIVE' });
    expect(readRequestAmount('0.000', 'USDT')).toEqual({ ok: false, reason: 'NOT_POSITIVE' });
    expect(readRequestAmount('-1', 'KRW')).toEqual({ ok: false, reason: 'NOT_POSITIVE' });
    for (const text of ['', '1e5', '1,000', ' 5', '.5', '0x10']) {
      expect(readRequestAmount(text, 'KRW')).toEqual({ ok: false, reason: 'SYNTAX' });
    }
    expect(readRequestAmount('1.5', 'KRW')).toEqual({ ok: false, reason: 'TOO_MANY_DECIMALS', scale: 0 });
    expect(readRequestAmount('1.000000001')).toEqual({ ok: false, reason: 'TOO_MANY_DECIMALS', scale: 8 });
  });

  it('reads a JSON number as the decimal it spells', () => {
    expect(readRequestAmount(1000, 'KRW')).toEqual({ ok: true, text: '1000', minor: 1000n });
    expect(readRequestAmount(0.1, 'USDT')).toEqual({ ok: true, text: '0.1', minor: 10_000_000n });
    expect(readRequestAmount(12.34567891, 'BTC')).toEqual({
      ok: true,
      text: '12.34567891',
      minor: 1_234_567_891n,
    });
  });

  it('refuses a JSON number that does not say one exact amount of the scale', () => {
    // 0.1 + 0.2 is 0.30000000000000004: 17 decimals.
    expect(readRequestAmount(0.1 + 0.2, 'USDT')).toEqual({ ok: false, reason: 'NUMBER_INEXACT' });
    expect(readRequestAmount(0.125, 'KRW')).toEqual({ ok: false, reason: 'TOO_MANY_DECIMALS', scale: 0 });
    expect(readRequestAmount(1e-9, 'BTC')).toEqual({ ok: false, reason: 'TOO_MANY_DECIMALS', scale: 8 });
    expect(readRequestAmount(2 ** 53 + 2, 'KRW')).toEqual({ ok: false, reason: 'NUMBER_INEXACT' });
    expect(readRequestAmount(1e21, 'KRW')).toEqual({ ok: false, reason: 'NUMBER_INEXACT' });
    expect(readRequestAmount(12345678.12345678, 'BTC')).toEqual({ ok: false, reason: 'NUMBER_INEXACT' });
    expect(readRequestAmount(-5, 'KRW')).toEqual({ ok: false, reason: 'NOT_POSITIVE' });
    expect(readRequestAmount(Number.NaN, 'KRW')).toEqual({ ok: false, reason: 'NUMBER_INEXACT' });
  });

  it('reads a number and its decimal string the same whenever the number is accepted', () => {
    const amounts = fc.oneof(
      fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      fc.double({ min: 1e-6, max: 1e12, noNaN: true }),
      fc.integer({ min: 1, max: 10 ** 12 }).map((cents) => cents / 100),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom(...assets), (amount, asset) => {
        const read = readRequestAmount(amount, asset);
        if (!read.ok) return;
        expect(readRequestAmount(String(amount), asset)).toEqual(read);
        // The minor units spell the number exactly: nothing was rounded on the way.
        expect(formatMinor(asset, read.minor)).toBe(String(amount));
      }),
    );
  });
});

describe('numberAmountText', () => {
  it('spells a safe number at its shortest round-trip text', () => {
    expect(numberAmountText(1000)).toEqual({ ok: true, text: '1000' });
    expect(numberAmountText(0.000001)).toEqual({ ok: true, text: '0.000001' });
    expect(numberAmountText(123456789012.345)).toEqual({ ok: true, text: '123456789012.345' });
  });

  it('writes out the digits JavaScript spells with an exponent below 10^-6', () => {
    expect(numberAmountText(1e-8)).toEqual({ ok: true, text: '0.00000001' });
    expect(numberAmountText(1.5e-7)).toEqual({ ok: true, text: '0.00000015' });
    expect(numberAmountText(-2.25e-10)).toEqual({ ok: true, text: '-0.000000000225' });
  });
});
