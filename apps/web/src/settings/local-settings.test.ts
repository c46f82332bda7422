import { describe, expect, it } from 'vitest';
import { createMemoryStore, createSiteStorage } from '../storage/site-storage.ts';
import { defaultSettings, loadSettings, normalizeSettings, saveSettings } from './local-settings.ts';

describe('local settings', () => {
  it('start from the spec defaults: alarm on, every sound on, presets 1 3 5 10, TP/SL 10/10, dark', () => {
    expect(defaultSettings).toEqual({
      betEndAlarm: true,
      sounds: { SUCCESS: true, CANCEL: true, FILLED: true },
      orderCounts: [1, 3, 5, 10],
      tpsl: { tp: 10, sl: 10 },
      theme: 'dark',
    });
  });

  it('are kept per site and per member', () => {
    const store = createMemoryStore();
    const demo = createSiteStorage(store, 'demo');
    const other = createSiteStorage(store, 'other');
    saveSettings(demo, 7, { ...defaultSettings, theme: 'light' });

    expect(loadSettings(demo, 7).theme).toBe('light');
    expect(loadSettings(demo, 8).theme).toBe('dark');
    expect(loadSettings(other, 7).theme).toBe('dark');
    expect([...store.entries.keys()]).toEqual(['demo.settings.7']);
  });

  it('keep the valid fields of a damaged entry and default the rest', () => {
    const storage = createSiteStorage(createMemoryStore(), 'demo');
    storage.set('settings.7', JSON.stringify({ betEndAlarm: false, orderCounts: 'many', tpsl: { tp: 25 } }));

    const settings = loadSettings(storage, 7);

    expect(settings.betEndAlarm).toBe(false);
    expect(settings.orderCounts).toEqual([1, 3, 5, 10]);
    expect(settings.tpsl).toEqual({ tp: 25, sl: 10 });
  });

  it('default each damaged field alone: a sound, a preset out of range, an unknown theme', () => {
    expect(
      normalizeSettings({
        sounds: { SUCCESS: false, CANCEL: 'off' },
        orderCounts: [1, 2, 3, 0],
        tpsl: { tp: 2.5, sl: 30 },
        theme: 'neon',
      }),
    ).toEqual({
      betEndAlarm: true,
      sounds: { SUCCESS: false, CANCEL: true, FILLED: true },
      orderCounts: [1, 3, 5, 10],
      tpsl: { tp: 10, sl: 30 },
      theme: 'dark',
    });
    expect(normalizeSettings({ orderCounts: [2, 4, 6, 8], theme: 'light' })).toMatchObject({
      orderCounts: [2, 4, 6, 8],
      theme: 'light',
    });
    expect(normalizeSettings('dark')).toEqual(defaultSettings);
    expect(normalizeSettings(null)).toEqual(defaultSettings);
  });
});
