import { describe, expect, it } from 'vitest';
import { compareVersions, siteSettings, SiteSettingsError } from './site-settings.ts';

const site = (settings: Record<string, unknown>) => ({ id: 7, settings });

describe('siteSettings', () => {
  it('fills every default for a site with empty settings', () => {
    const settings = siteSettings(site({}));
    expect(settings.appVersions.android).toEqual({
      latestVersion: '1.0.0',
      minVersion: '1.0.0',
      storeUrl: null,
    });
    expect(settings.dnw.typeStatus).toEqual({
      deposit: true,
      withdraw: true,
      convert: true,
      buy: true,
      sell: true,
    });
    expect(settings.fees).toMatchObject({ futuresTakerFeeBps: 4, futuresLiquidationFeeBps: 50 });
    expect(settings.bankList).toEqual({ mode: 'all' });
    expect(settings.providers).toEqual({});
    expect(settings.appIds).toEqual({});
    expect(settings.languagePolicy).toBeUndefined();
  });

  it('fills defaults inside a partly set group and keeps what was set', () => {
    const settings = siteSettings(site({ dnw: { withdrawEnabled: false, typeStatus: { sell: false } } }));
    expect(settings.dnw).toMatchObject({ depositEnabled: true, withdrawEnabled: false, depositMin: '10000' });
    expect(settings.dnw.typeStatus).toMatchObject({ buy: true, sell: false });
  });

  it('ignores keys it does not know, which other modules may read', () => {
    expect(() => siteSettings(site({ rounds: { payout: '1.95' } }))).not.toThrow();
  });

  it.each([
    ['a whitelist without ids', { bankList: { mode: 'whitelist', ids: [] } }, 'bankList.ids'],
    ['an unknown bank-list mode', { bankList: { mode: 'some' } }, 'bankList.mode'],
    [
      'a minimum version above the latest',
      { appVersions: { ios: { latestVersion: '1.2', minVersion: '1.10' } } },
      'appVersions.ios',
    ],
    ['an amount with a float', { dnw: { depositMin: 1e21 } }, 'dnw.depositMin'],
    ['a fee rate above 100 %', { fees: { futuresTakerFeeBps: 10_001 } }, 'fees.futuresTakerFeeBps'],
    [
      'a provider enabled flag as text',
      { providers: { sandbox: { enabled: 'yes' } } },
      'providers.sandbox.enabled',
    ],
    ['an unknown language policy', { languagePolicy: 'jp' }, 'languagePolicy'],
  ])('refuses %s with a SiteSettingsError that names the path', (_name, settings, path) => {
    let caught: unknown;
    try {
      siteSettings(site(settings));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SiteSettingsError);
    expect((caught as SiteSettingsError).siteId).toBe(7);
    expect((caught as SiteSettingsError).issues.map((issue) => issue.path)).toContain(path);
  });
});

describe('compareVersions', () => {
  it('compares numerically part by part, a missing part counting as zero', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('2.0.0', '10.0')).toBe(-1);
  });
});
