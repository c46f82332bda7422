import { describe, expect, it } from 'vitest';
import type { LevelIndex } from './level-index.ts';
import { rankOn, TriggerPair, type PairedEntry } from './trigger-pair.ts';

interface Entry extends PairedEntry<Entry> {
  readonly key: number;
  indexed: boolean;
  prev: Entry | null;
  next: Entry | null;
}

function add(pair: TriggerPair<Entry>, fallingSide: boolean, key: number): Entry {
  const index: LevelIndex<Entry> = pair.side(fallingSide);
  const entry: Entry = { key, rank: rankOn(fallingSide, key), index, indexed: false, prev: null, next: null };
  index.insert(entry);
  return entry;
}

const keysPopped = (pair: TriggerPair<Entry>, price: number): number[] => {
  const out: Entry[] = [];
  pair.pop(price, out);
  return out.map((entry) => entry.key).sort((a, b) => a - b);
};

describe('TriggerPair', () => {
  it('fires a falling entry when the price falls to its key, a rising one when it rises to it', () => {
    const pair = new TriggerPair<Entry>();
    for (const key of [90, 100, 110]) add(pair, true, key);
    for (const key of [95, 105, 120]) add(pair, false, key);
    expect(pair.size).toBe(6);

    expect(keysPopped(pair, 100)).toEqual([95, 100, 110]);
    expect(keysPopped(pair, 100)).toEqual([]);
    expect(pair.size).toBe(3);
    expect(keysPopped(pair, 105)).toEqual([105]);
    expect(keysPopped(pair, 89)).toEqual([90]);
    expect(pair.size).toBe(1);
  });

  it('withdraws an entry through the index it keeps', () => {
    const pair = new TriggerPair<Entry>();
    const rising = add(pair, false, 50);
    add(pair, true, 50);
    expect(rising.index.remove(rising)).toBe(true);
    expect(pair.size).toBe(1);
    expect(keysPopped(pair, 50)).toEqual([50]);
  });
});
