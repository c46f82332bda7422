import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteFeaturesSchema, siteInfoSchema } from '../routes/site/site-info-schema.ts';
import { checkSiteInfo, siteFeatureFields, siteInfoStringFields } from './site-info-check.ts';

const demoSite = {
  id: 1,
  code: 'demo',
  name: 'Baro 모의투자',
  type: '101111',
  stockPrefix: 'BARO',
  overseasPrefix: 'BARO',
  binaryCurrency: 'KRW',
  usedCoins: 'BINARY,FUTURES,USDT',
  buyCoins: 'USDT',
  depositCoins: 'USDT',
  coinInfoJson: { USDT: { precision: 2 } },
  features: { oversea: true, p2p: true, futures: true, powerBall: false, binary: true, liveChat: true },
  languagePolicy: 'ko',
};

/** What zod makes of an answer: its output, or undefined when it refuses it. */
function zodVerdict(value: unknown): unknown {
  const parsed = siteInfoSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

// JSON as an answer carries it; keys from a small alphabet, so generated objects hit real field names.
const key = fc.constantFrom(...Object.keys(demoSite), ...siteFeatureFields, 'extra', 'x');
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, 1, -1, 1.5, 2 ** 53, '', 'ko', 'en', 'enForGuests', 'demo'),
    fc.integer(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A valid answer with one field replaced, removed or added. */
const mutated = fc.tuple(key, json, fc.constantFrom('set', 'delete')).map(([field, value, action]) => {
  const copy = Object.entries(JSON.parse(JSON.stringify(demoSite)) as Record<string, unknown>).filter(
    ([name]) => name !== field,
  );
  return Object.fromEntries(action === 'delete' ? copy : [...copy, [field, value]]);
});

/** A valid answer whose features object has one field replaced, removed or added. */
const mutatedFeatures = fc.tuple(key, json, fc.boolean()).map(([field, value, remove]) => {
  const kept = Object.entries(demoSite.features).filter(([name]) => name !== field);
  return { ...demoSite, features: Object.fromEntries(remove ? kept : [...kept, [field, value]]) };
});

describe('the zod-free site info check', () => {
  it('accepts the demo site and gives what zod gives', () => {
    expect(checkSiteInfo(demoSite)).toEqual(zodVerdict(demoSite));
    expect(checkSiteInfo({ ...demoSite, unknownField: 1 })).toEqual(demoSite);
  });

  it('checks exactly the fields the schema has', () => {
    const shape = siteInfoSchema.shape;
    expect(Object.keys(shape).sort()).toEqual(
      ['id', 'coinInfoJson', 'features', 'languagePolicy', ...siteInfoStringFields].sort(),
    );
    expect(Object.keys(siteFeaturesSchema.shape).sort()).toEqual([...siteFeatureFields].sort());
  });

  it('agrees with siteInfoSchema on answers that differ from a valid one in one field', () => {
    fc.assert(
      fc.property(fc.oneof(mutated, mutatedFeatures), (answer) => {
        expect(checkSiteInfo(answer)).toEqual(zodVerdict(answer));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with siteInfoSchema on arbitrary JSON', () => {
    fc.assert(
      fc.property(json, (answer) => {
        expect(checkSiteInfo(answer)).toEqual(zodVerdict(answer));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses ids that are not positive safe integers and unknown language policies', () => {
    for (const id of [0, -1, 1.5, 2 ** 53, '1']) expect(checkSiteInfo({ ...demoSite, id })).toBeUndefined();
    expect(checkSiteInfo({ ...demoSite, languagePolicy: 'fr' })).toBeUndefined();
    expect(checkSiteInfo({ ...demoSite, coinInfoJson: [] })).toBeUndefined();
  });
});
