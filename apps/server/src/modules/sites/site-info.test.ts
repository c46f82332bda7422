import { describe, expect, it } from 'vitest';
import { languagePolicyOf, messageLanguageOf } from './site-info.ts';

describe('languagePolicyOf', () => {
  it('follows spec §6 by site id when the settings say nothing', () => {
    expect(languagePolicyOf({ id: 15, settings: {} })).toBe('en');
    expect(languagePolicyOf({ id: 33, settings: {} })).toBe('en');
    expect(languagePolicyOf({ id: 25, settings: {} })).toBe('enForGuests');
    expect(languagePolicyOf({ id: 1, settings: {} })).toBe('ko');
  });

  it("prefers the site's own setting over the spec default", () => {
    expect(languagePolicyOf({ id: 15, settings: { languagePolicy: 'ko' } })).toBe('ko');
    expect(languagePolicyOf({ id: 2, settings: { languagePolicy: 'en' } })).toBe('en');
  });
});

describe('messageLanguageOf', () => {
  it('gives English to guests only on an enForGuests site', () => {
    const site = { id: 4, settings: { languagePolicy: 'enForGuests' } };
    expect(messageLanguageOf(site, true)).toBe('en');
    expect(messageLanguageOf(site, false)).toBe('ko');
  });

  it('gives one language to everybody on a ko or en site', () => {
    expect(messageLanguageOf({ id: 15, settings: {} }, false)).toBe('en');
    expect(messageLanguageOf({ id: 3, settings: {} }, true)).toBe('ko');
  });
});

describe('languagePolicyOf with a malformed value', () => {
  it('falls back to the spec rule instead of failing every call of the site', () => {
    expect(languagePolicyOf({ id: 33, settings: { languagePolicy: 'jp' } })).toBe('en');
    expect(languagePolicyOf({ id: 3, settings: { languagePolicy: 42, bankList: 'broken' } })).toBe('ko');
  });
});
