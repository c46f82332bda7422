import { describe, expect, it } from 'vitest';
import { createMemoryStore, createSiteStorage } from '../../storage/site-storage.ts';
import { hiddenPopupIds, hidePopupForToday, nextKstMidnight } from './popup-dismissals.ts';

const at = (iso: string) => Date.parse(iso);

describe('nextKstMidnight', () => {
  it('is the next midnight in Korea, 15:00 UTC, whatever the hour', () => {
    // 23:59 KST on the 27th → midnight KST of the 28th.
    expect(nextKstMidnight(at('2026-11-27T14:59:00Z'))).toBe(at('2026-11-27T15:00:00Z'));
    // 00:00 KST on the 28th is already the 28th: the next midnight is a day on.
    expect(nextKstMidnight(at('2026-11-27T15:00:00Z'))).toBe(at('2026-11-28T15:00:00Z'));
    // 09:30 UTC is 18:30 KST the same day.
    expect(nextKstMidnight(at('2026-11-27T09:30:00Z'))).toBe(at('2026-11-27T15:00:00Z'));
  });
});

describe('hidePopupForToday', () => {
  it('hides a popup until midnight KST, under the site prefix, and forgets it after', () => {
    const store = createMemoryStore();
    const storage = createSiteStorage(store, 'demo');
    const evening = at('2026-11-27T12:00:00Z'); // 21:00 KST
    hidePopupForToday(storage, 5, evening);
    expect([...store.entries.keys()]).toEqual(['demo.settings.hiddenPopups']);
    expect(hiddenPopupIds(storage, evening)).toEqual(new Set([5]));
    expect(hiddenPopupIds(storage, at('2026-11-27T14:59:59Z'))).toEqual(new Set([5]));
    expect(hiddenPopupIds(storage, at('2026-11-27T15:00:00Z'))).toEqual(new Set());
    // Another site on the same device keeps its own.
    expect(hiddenPopupIds(createSiteStorage(store, 'other'), evening)).toEqual(new Set());
  });

  it('drops ended entries when it writes, and reads damaged storage as nothing hidden', () => {
    const store = createMemoryStore();
    const storage = createSiteStorage(store, 'demo');
    hidePopupForToday(storage, 1, at('2026-11-26T12:00:00Z'));
    hidePopupForToday(storage, 2, at('2026-11-27T12:00:00Z'));
    expect(JSON.parse(store.entries.get('demo.settings.hiddenPopups') ?? '')).toEqual({
      2: at('2026-11-27T15:00:00Z'),
    });
    for (const damaged of ['not json', '[1,2]', '{"x":1,"3":"soon"}']) {
      store.entries.set('demo.settings.hiddenPopups', damaged);
      expect(hiddenPopupIds(storage, 0)).toEqual(new Set());
    }
  });
});
