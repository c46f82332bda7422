import { describe, expect, it } from 'vitest';
import { memberSettableEtc } from './etc-json.ts';

describe('memberSettableEtc', () => {
  it('keeps member keys and drops security flags and unknown keys', () => {
    expect(
      memberSettableEtc({ blockDevice: 'M', isAdmin: true, telecom: 'KT', marketingConsent: false }),
    ).toEqual({
      telecom: 'KT',
      marketingConsent: false,
    });
  });

  it('answers an empty object for no input', () => {
    expect(memberSettableEtc(undefined)).toEqual({});
  });
});
