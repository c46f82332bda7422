import { describe, expect, it } from 'vitest';
import {
  entryLevelTouched,
  mitRestsAwayFromMarket,
  positionsClosedAtSessionEnd,
  stopLossTouched,
  takeProfitTouched,
  type SessionEndPosition,
} from './order-rules.ts';
import { DEFAULT_OVERSEA_SITE_TERMS } from './terms.ts';

describe('MIT and LIMIT levels', () => {
  it('rests a buy MIT below the market and a sell MIT above it', () => {
    expect(mitRestsAwayFromMarket(1, 99, 100)).toBe(true);
    expect(mitRestsAwayFromMarket(1, 100, 100)).toBe(false);
    expect(mitRestsAwayFromMarket(1, 101, 100)).toBe(false);
    expect(mitRestsAwayFromMarket(-1, 101, 100)).toBe(true);
    expect(mitRestsAwayFromMarket(-1, 100, 100)).toBe(false);
    expect(mitRestsAwayFromMarket(-1, 99, 100)).toBe(false);
  });

  it('fires a buy level at or below it and a sell level at or above it', () => {
    expect(entryLevelTouched(1, 99, 100)).toBe(false);
    expect(entryLevelTouched(1, 99, 99)).toBe(true);
    expect(entryLevelTouched(1, 99, 98)).toBe(true);
    expect(entryLevelTouched(-1, 101, 100)).toBe(false);
    expect(entryLevelTouched(-1, 101, 101)).toBe(true);
    expect(entryLevelTouched(-1, 101, 102)).toBe(true);
  });
});

describe('TP and SL triggers', () => {
  it('fires a long TP at or above and its SL at or below', () => {
    expect(takeProfitTouched(1, 110, 109)).toBe(false);
    expect(takeProfitTouched(1, 110, 110)).toBe(true);
    expect(stopLossTouched(1, 90, 91)).toBe(false);
    expect(stopLossTouched(1, 90, 90)).toBe(true);
  });

  it('fires a short TP at or below and its SL at or above', () => {
    expect(takeProfitTouched(-1, 90, 91)).toBe(false);
    expect(takeProfitTouched(-1, 90, 89)).toBe(true);
    expect(stopLossTouched(-1, 110, 109)).toBe(false);
    expect(stopLossTouched(-1, 110, 111)).toBe(true);
  });
});

describe('the session end', () => {
  const site = DEFAULT_OVERSEA_SITE_TERMS;
  const position = (positionId: string, lots: number, overnight: boolean): SessionEndPosition => ({
    positionId,
    lots,
    marginPerLotMinor: 3_000_000n,
    feePerLotMinor: 5_000n,
    overnight,
  });

  it('closes every position without an overnight request', () => {
    expect(
      positionsClosedAtSessionEnd([position('a', 1, false), position('b', 2, false)], 10n ** 12n, site),
    ).toEqual(['a', 'b']);
  });

  it('keeps overnight positions when equity after the closing fees covers twice their margin', () => {
    // b needs 2 × 3,000,000 × 2 = 12,000,000; closing a costs 5,000.
    const positions = [position('a', 1, false), position('b', 2, true)];
    expect(positionsClosedAtSessionEnd(positions, 12_005_000n, site)).toEqual(['a']);
    expect(positionsClosedAtSessionEnd(positions, 12_004_999n, site)).toEqual(['a', 'b']);
  });

  it('closes the overnight ones together when equity covers only some of them', () => {
    const positions = [position('b', 1, true), position('c', 1, true)];
    expect(positionsClosedAtSessionEnd(positions, 12_000_000n, site)).toEqual([]);
    expect(positionsClosedAtSessionEnd(positions, 11_999_999n, site)).toEqual(['b', 'c']);
  });

  it('closes nothing when the member holds nothing', () => {
    expect(positionsClosedAtSessionEnd([], 0n, site)).toEqual([]);
  });
});
