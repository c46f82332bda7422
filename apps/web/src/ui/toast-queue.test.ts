import { describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toast-queue.ts';
import type { ToastRequest } from './toast-queue.ts';

const filled: ToastRequest = { tone: 'success', message: '주문 체결완료', durationMs: 1500 };
const liquidated: ToastRequest = { tone: 'error', message: '청산', durationMs: 2000 };

describe('the toast queue', () => {
  it('keeps toasts until a toaster is attached, then shows them in the order they were asked for', () => {
    const queue = createToastQueue();
    queue.show(filled);
    queue.show(liquidated);
    const shown: string[] = [];
    queue.attach((request) => shown.push(request.message));
    expect(shown).toEqual(['주문 체결완료', '청산']);

    queue.show(filled);
    expect(shown).toEqual(['주문 체결완료', '청산', '주문 체결완료']);
  });

  it('says once that a toast is wanted, so the host loads its toaster', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    expect(queue.wanted()).toBe(false);
    queue.show(filled);
    queue.show(liquidated);
    expect(queue.wanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps toasts again once the toaster is gone, for the next one', () => {
    const queue = createToastQueue();
    const first = vi.fn();
    const detach = queue.attach(first);
    detach();
    queue.show(filled);
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    queue.attach(second);
    expect(second).toHaveBeenCalledWith(filled);
  });
});
