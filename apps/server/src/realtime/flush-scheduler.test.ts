import { describe, expect, it } from 'vitest';
import { FlushScheduler, windowStretchMax } from './flush-scheduler.ts';
import type { Flushable } from './flush-scheduler.ts';

function counter(): Flushable & { flushes: number } {
  const item = {
    flushes: 0,
    flush() {
      item.flushes += 1;
    },
  };
  return item;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('the flush scheduler', () => {
  it('flushes each item once at the end of the turn however often it was scheduled', async () => {
    const scheduler = new FlushScheduler(20);
    const a = counter();
    const b = counter();
    scheduler.endOfTurn(a);
    scheduler.endOfTurn(a);
    scheduler.endOfTurn(b);
    expect(a.flushes).toBe(0);
    await nextTurn();
    expect([a.flushes, b.flushes]).toEqual([1, 1]);
  });

  it('holds window items across turns and flushes them once when the window ends', async () => {
    const scheduler = new FlushScheduler(25);
    const a = counter();
    scheduler.withinWindow(a);
    await nextTurn();
    scheduler.withinWindow(a);
    await nextTurn();
    expect(a.flushes).toBe(0);
    await sleep(40);
    expect(a.flushes).toBe(1);
  });

  it('treats a window of 0 as the end of the turn', async () => {
    const scheduler = new FlushScheduler(0);
    const a = counter();
    scheduler.withinWindow(a);
    await nextTurn();
    expect(a.flushes).toBe(1);
  });

  it('flushes everything pending at once when asked, and nothing twice afterwards', async () => {
    const scheduler = new FlushScheduler(1000);
    const a = counter();
    const b = counter();
    scheduler.withinWindow(a);
    scheduler.endOfTurn(b);
    scheduler.flushAll();
    expect([a.flushes, b.flushes]).toEqual([1, 1]);
    await nextTurn();
    expect([a.flushes, b.flushes]).toEqual([1, 1]);
  });

  it('stretches the next window to as long as the last window flush took, within a bound', async () => {
    let nowMs = 0;
    const scheduler = new FlushScheduler(2, () => nowMs);
    const slow = {
      flush() {
        nowMs += 11;
      },
    };
    expect(scheduler.windowDelayMs()).toBe(2);
    scheduler.withinWindow(slow);
    await sleep(10);
    expect(scheduler.windowDelayMs()).toBe(11);
    const slower = {
      flush() {
        nowMs += 1000;
      },
    };
    scheduler.withinWindow(slower);
    await sleep(30);
    expect(scheduler.windowDelayMs()).toBe(2 * windowStretchMax);
  });

  it('refuses a negative or fractional window', () => {
    expect(() => new FlushScheduler(-1)).toThrow(RangeError);
    expect(() => new FlushScheduler(1.5)).toThrow(RangeError);
  });
});
