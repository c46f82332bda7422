import { describe, expect, it } from 'vitest';
import { bodyHash, canonicalJson } from './canonical-json.ts';
import { LedgerAssertionError } from './types.ts';

describe('canonicalJson', () => {
  it('sorts object keys at every level, so field order does not change the hash', () => {
    const a = { stake: '1000', side: 'B', option: { id: 7, type: 'R1' } };
    const b = { option: { type: 'R1', id: 7 }, side: 'B', stake: '1000' };
    expect(canonicalJson(a)).toBe('{"option":{"id":7,"type":"R1"},"side":"B","stake":"1000"}');
    expect(bodyHash(a)).toBe(bodyHash(b));
  });

  it('writes a bigint as the decimal string the wire carries', () => {
    expect(canonicalJson({ amount: 12_345_678_901_234_567_890n })).toBe('{"amount":"12345678901234567890"}');
    expect(bodyHash({ amount: 5n })).toBe(bodyHash({ amount: '5' }));
  });

  it('leaves out undefined members as JSON.stringify does, and keeps array order', () => {
    expect(canonicalJson({ a: undefined, b: [3, 1, null] })).toBe('{"b":[3,1,null]}');
  });

  it('tells different bodies apart', () => {
    expect(bodyHash({ stake: '1000' })).not.toBe(bodyHash({ stake: '1001' }));
    expect(bodyHash({ stake: '1000' })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses values JSON cannot carry', () => {
    expect(() => canonicalJson({ at: new Date(0) })).toThrow(LedgerAssertionError);
    expect(() => canonicalJson(Number.NaN)).toThrow(LedgerAssertionError);
    expect(() => canonicalJson(undefined)).toThrow(LedgerAssertionError);
  });
});
