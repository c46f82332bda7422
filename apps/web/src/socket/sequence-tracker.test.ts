import { describe, expect, it } from 'vitest';
import { createSequenceTracker, isMissedSomething, sequenceOf, sequenceVerdict } from './sequence-tracker.ts';

describe('sequenceVerdict', () => {
  it('has nothing to compare the first number with', () => {
    expect(sequenceVerdict(undefined, 1_700_000_000_001)).toBe('first');
  });

  it('accepts the number after the last one', () => {
    expect(sequenceVerdict(41, 42)).toBe('next');
  });

  it('calls a jump a gap, however large (a server restart starts its counters higher)', () => {
    expect(sequenceVerdict(41, 43)).toBe('gap');
    expect(sequenceVerdict(1_700_000_000_005, 1_700_000_900_001)).toBe('gap');
  });

  it('calls the same or a smaller number a reset', () => {
    expect(sequenceVerdict(41, 41)).toBe('reset');
    expect(sequenceVerdict(41, 7)).toBe('reset');
  });

  it('means a refetch for gaps and resets only', () => {
    expect(isMissedSomething('gap')).toBe(true);
    expect(isMissedSomething('reset')).toBe(true);
    expect(isMissedSomething('next')).toBe(false);
    expect(isMissedSomething('first')).toBe(false);
  });
});

describe('createSequenceTracker', () => {
  it('follows each destination on its own', () => {
    const tracker = createSequenceTracker();
    expect(tracker.observe('/user/queue/futures', 10)).toBe('first');
    expect(tracker.observe('/user/queue/point', 500)).toBe('first');
    expect(tracker.observe('/user/queue/futures', 11)).toBe('next');
    expect(tracker.observe('/user/queue/point', 502)).toBe('gap');
    expect(tracker.observe('/user/queue/point', 503)).toBe('next');
  });

  it('follows on from a gap, so one missed stretch is reported once', () => {
    const tracker = createSequenceTracker();
    tracker.observe('/user/queue/cross', 1);
    expect(tracker.observe('/user/queue/cross', 5)).toBe('gap');
    expect(tracker.observe('/user/queue/cross', 6)).toBe('next');
  });

  it('starts over on a destination it was told to forget', () => {
    const tracker = createSequenceTracker();
    tracker.observe('/user/queue/oversea', 1);
    tracker.forget('/user/queue/oversea');
    expect(tracker.observe('/user/queue/oversea', 9)).toBe('first');
  });
});

describe('sequenceOf', () => {
  it('reads a positive integer seq', () => {
    expect(sequenceOf({ type: 'ORDER_SUCCESS', seq: 12 })).toBe(12);
  });

  it('finds none in anything else', () => {
    expect(sequenceOf({ seq: '12' })).toBeUndefined();
    expect(sequenceOf({ seq: 0 })).toBeUndefined();
    expect(sequenceOf({ seq: 1.5 })).toBeUndefined();
    expect(sequenceOf({ type: 'X' })).toBeUndefined();
    expect(sequenceOf(12)).toBeUndefined();
    expect(sequenceOf(null)).toBeUndefined();
  });
});
