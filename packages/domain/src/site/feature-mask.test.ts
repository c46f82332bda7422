import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFeatureMask, encodeFeatureMask, type MaskFeatures, siteFeatures } from './feature-mask.ts';

const none: MaskFeatures = { oversea: false, p2p: false, futures: false, powerBall: false, binary: false };

describe('decodeFeatureMask', () => {
  it('reads the positions from the left: oversea, unused, P2P, futures, power ball, binary', () => {
    expect(decodeFeatureMask('100000')).toEqual({ ok: true, features: { ...none, oversea: true } });
    expect(decodeFeatureMask('001000')).toEqual({ ok: true, features: { ...none, p2p: true } });
    expect(decodeFeatureMask('000100')).toEqual({ ok: true, features: { ...none, futures: true } });
    expect(decodeFeatureMask('000010')).toEqual({ ok: true, features: { ...none, powerBall: true } });
    expect(decodeFeatureMask('000001')).toEqual({ ok: true, features: { ...none, binary: true } });
  });

  it('decodes 101101 as oversea, P2P, futures and binary', () => {
    expect(decodeFeatureMask('101101')).toEqual({
      ok: true,
      features: { oversea: true, p2p: true, futures: true, powerBall: false, binary: true },
    });
  });

  it('ignores the unused second position', () => {
    expect(decodeFeatureMask('010000')).toEqual({ ok: true, features: none });
  });

  it.each(['', '10110', '1011010', '10110a', '10 101', ' 101101', '101101\n', '２01101', '45'])(
    'refuses %j as a value rather than throwing',
    (mask) => {
      expect(decodeFeatureMask(mask)).toEqual({ ok: false, reason: 'MASK_INVALID' });
    },
  );
});

describe('encodeFeatureMask', () => {
  it('writes oversea and binary as 100001', () => {
    expect(encodeFeatureMask({ ...none, oversea: true, binary: true })).toBe('100001');
  });

  it('round-trips every combination of features', () => {
    const features = fc.record({
      oversea: fc.boolean(),
      p2p: fc.boolean(),
      futures: fc.boolean(),
      powerBall: fc.boolean(),
      binary: fc.boolean(),
    });
    fc.assert(
      fc.property(features, (value) => {
        const mask = encodeFeatureMask(value);
        expect(mask).toMatch(/^[01]0[01]{4}$/);
        expect(decodeFeatureMask(mask)).toEqual({ ok: true, features: value });
      }),
    );
  });
});

describe('siteFeatures', () => {
  it('takes the features from the mask', () => {
    expect(siteFeatures({ type: '101100', usedCoins: 'BTC,ETH' })).toEqual({
      oversea: true,
      p2p: true,
      futures: true,
      powerBall: false,
      binary: false,
    });
  });

  it('switches binary on when usedCoins lists BINARY, whatever its case or spacing', () => {
    expect(siteFeatures({ type: '000000', usedCoins: 'BTC, binary ,FUTURES' }).binary).toBe(true);
  });

  it('does not read BINARY out of a longer coin code', () => {
    expect(siteFeatures({ type: '000000', usedCoins: 'BINARYX,XBINARY' }).binary).toBe(false);
  });

  it('switches every mask feature off for a malformed mask but still honours BINARY in usedCoins', () => {
    expect(siteFeatures({ type: '11111', usedCoins: '' })).toEqual(none);
    expect(siteFeatures({ type: 'garbage', usedCoins: 'BINARY' })).toEqual({ ...none, binary: true });
  });
});
