import { describe, expect, it } from 'vitest';
import { FlushScheduler } from './flush-scheduler.ts';
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

  it('refuses a negative or fractional window', () => {
    expect(() => new FlushScheduler(-1)).toThrow(RangeError);
    expect(() => new FlushScheduler(1.5)).toThrow(RangeError);
  });
});
