import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../settings/local-settings.ts';
import { listenToAudio } from './audio-test-kit.ts';
import { playBetSound, settledBetSound } from './bet-sounds.ts';
import { bet } from './round-test-kit.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const allOn = defaultSettings.sounds;

describe('bet sounds', () => {
  it('plays the accepted-bet sound when SUCCESS is on, and nothing when it is off', () => {
    const heard = listenToAudio();
    expect(playBetSound('SUCCESS', { ...allOn, SUCCESS: false })).toBe(false);
    expect(heard).toEqual([]);
    expect(playBetSound('SUCCESS', allOn)).toBe(true);
    expect(heard.length).toBeGreaterThan(0);
  });

  it('rings FILLED for a won bet and CANCEL for a void one, each only with its flag on', () => {
    const heard = listenToAudio();
    const won = settledBetSound(bet({ status: 1, resultPoint: '19500' }));
    const voided = settledBetSound(bet({ status: 3, resultPoint: '10000' }));
    expect([won, voided]).toEqual(['FILLED', 'CANCEL']);

    expect(playBetSound(won, { ...allOn, FILLED: false })).toBe(false);
    expect(playBetSound(voided, { ...allOn, CANCEL: false })).toBe(false);
    expect(heard).toEqual([]);

    playBetSound(won, allOn);
    const wonPitches = [...heard];
    playBetSound(voided, allOn);
    const voidPitches = heard.slice(wonPitches.length);
    expect(wonPitches.length).toBeGreaterThan(0);
    expect(voidPitches.length).toBeGreaterThan(0);
    // A member tells a win from a refund by ear: the win rises, the refund falls.
    expect(wonPitches).toEqual([...wonPitches].sort((a, b) => a - b));
    expect(voidPitches).toEqual([...voidPitches].sort((a, b) => b - a));
  });

  it('rings nothing for a lost bet, whatever the settings', () => {
    const heard = listenToAudio();
    expect(settledBetSound(bet({ status: 2 }))).toBeNull();
    expect(playBetSound(settledBetSound(bet({ status: 2 })), allOn)).toBe(false);
    expect(heard).toEqual([]);
  });

  it('plays nothing, without an error, where the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(playBetSound('SUCCESS', allOn)).toBe(false);
  });
});
