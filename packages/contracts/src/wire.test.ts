import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaRejection } from './errors/schema-error.ts';
import {
  amountString,
  commaEnumList,
  commaList,
  decimalString,
  idQuery,
  pageQuery,
  queryFlag,
  requestId,
  requiredAmount,
  ymdDate,
} from './wire.ts';

function rejectionOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : schemaRejection(result.error);
}

describe('decimalString', () => {
  it('accepts signed decimals', () => {
    expect(['0', '-12.5', '1000000.00000001'].every((value) => decimalString.safeParse(value).success)).toBe(
      true,
    );
  });

  it('refuses numbers, exponents and stray characters', () => {
    for (const value of [12.5, '1e5', '1,000', '.5', '5.', ' 5']) {
      expect(decimalString.safeParse(value).success).toBe(false);
    }
  });
});

describe('amountString', () => {
  it('accepts an amount above zero with up to 8 decimals', () => {
    expect(amountString.safeParse('0.00000001').success).toBe(true);
  });

  it('refuses zero, negatives and a ninth decimal', () => {
    for (const value of ['0', '0.000', '-1', '1.000000001']) {
      expect(amountString.safeParse(value).success).toBe(false);
    }
  });
});

describe('requiredAmount', () => {
  const schema = requiredAmount('WITHDRAW_AMOUNT_REQUIRED');

  it('answers a missing amount with its catalogue code', () => {
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('WITHDRAW_AMOUNT_REQUIRED');
  });

  it('answers an empty or zero amount with the same code', () => {
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('WITHDRAW_AMOUNT_REQUIRED');
    expect(schema.safeParse('0').error?.issues[0]?.message).toBe('WITHDRAW_AMOUNT_REQUIRED');
    expect(schema.safeParse(0).error?.issues[0]?.message).toBe('WITHDRAW_AMOUNT_REQUIRED');
  });

  it('takes the amount as a JSON number too, as the spec clients send it', () => {
    expect(schema.parse(1000)).toBe('1000');
  });

  it('says the maximum rather than asking for an amount when one is too large', () => {
    expect(rejectionOf(schema, '99999999999999999999999')).toEqual({
      code: 'AMOUNT_TOO_LARGE',
      params: { max: '1,000,000,000,000' },
    });
  });
});

describe('amount as a JSON number', () => {
  it('becomes the decimal string it spells', () => {
    expect(amountString.parse(1000)).toBe('1000');
    expect(amountString.parse(0.5)).toBe('0.5');
    expect(amountString.parse(0.00000001)).toBe('0.00000001');
  });

  it('is refused with a message that says what is wrong', () => {
    expect(rejectionOf(amountString, 0.1 + 0.2)).toEqual({ code: 'AMOUNT_NUMBER_INEXACT' });
    expect(rejectionOf(amountString, 0.000000001)).toEqual({
      code: 'AMOUNT_UNIT_MISMATCH',
      params: { unit: '0.00000001' },
    });
    expect(rejectionOf(amountString, 2 ** 53 + 2)).toEqual({ code: 'AMOUNT_NUMBER_INEXACT' });
    expect(rejectionOf(amountString, 1.123456789)).toEqual({
      code: 'AMOUNT_UNIT_MISMATCH',
      params: { unit: '0.00000001' },
    });
    expect(rejectionOf(amountString, 2_000_000_000_000)).toEqual({
      code: 'AMOUNT_TOO_LARGE',
      params: { max: '1,000,000,000,000' },
    });
    expect(rejectionOf(amountString, -1)).toEqual({ code: 'INVALID_INPUT' });
  });

  it('is documented as a string or a number', () => {
    expect(z.toJSONSchema(amountString, { io: 'input', unrepresentable: 'any' })).toMatchObject({
      type: ['string', 'number'],
    });
  });
});

describe('query coercion', () => {
  it('reads an id from its query text', () => {
    expect(idQuery.parse('42')).toBe(42);
  });

  it('refuses an empty, fractional or zero id', () => {
    for (const value of ['', '1.5', '0', 'abc']) expect(idQuery.safeParse(value).success).toBe(false);
  });

  it('reads every spelling of a flag', () => {
    expect(['1', 'true', true].map((value) => queryFlag.parse(value))).toEqual([true, true, true]);
    expect(['0', 'false', false].map((value) => queryFlag.parse(value))).toEqual([false, false, false]);
  });

  it('pages 20 rows from page 1 by default', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, size: 20 });
  });

  it('refuses pages larger than 100 rows', () => {
    expect(pageQuery.safeParse({ size: '101' }).success).toBe(false);
  });
});

describe('comma lists', () => {
  it('splits a list of allowed values', () => {
    expect(commaEnumList(['1', '2', '3']).parse('1,2')).toEqual(['1', '2']);
  });

  it('refuses a value outside the set', () => {
    expect(commaEnumList(['1', '2']).safeParse('1,9').success).toBe(false);
  });

  it('refuses empty items in a free list', () => {
    expect(commaList('[A-Z]+').safeParse('BTC,,ETH').success).toBe(false);
  });
});

describe('ymdDate', () => {
  it('accepts a calendar day', () => {
    expect(ymdDate.safeParse('2024-02-29').success).toBe(true);
  });

  it('refuses a day that does not exist', () => {
    expect(ymdDate.safeParse('2025-02-29').success).toBe(false);
  });
});

describe('requestId', () => {
  it('accepts 8 to 64 letters, digits, dashes and underscores', () => {
    expect(requestId.safeParse('a1b2-c3_d4').success).toBe(true);
  });

  it('refuses short ids and other characters', () => {
    expect(requestId.safeParse('abc').success).toBe(false);
    expect(requestId.safeParse('abcdefgh!').success).toBe(false);
  });
});
