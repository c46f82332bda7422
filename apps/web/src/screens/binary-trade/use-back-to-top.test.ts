import { describe, expect, it } from 'vitest';
import { reachesButtonBand } from './use-back-to-top.ts';

describe('reachesButtonBand', () => {
  const height = 844;

  it('answers yes for a panel whose bottom part sits where the button is', () => {
    // The sell button on a 390×844 phone's first screen: 729–784 px.
    expect(reachesButtonBand({ top: 420, bottom: 860 }, height)).toBe(true);
    expect(reachesButtonBand({ top: 729, bottom: 784 }, height)).toBe(true);
  });

  it('answers no once the panel is above the band or still below it', () => {
    expect(reachesButtonBand({ top: 100, bottom: 600 }, height)).toBe(false);
    expect(reachesButtonBand({ top: -500, bottom: -40 }, height)).toBe(false);
    expect(reachesButtonBand({ top: 790, bottom: 1200 }, height)).toBe(false);
  });
});
