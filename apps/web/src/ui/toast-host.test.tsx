import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PHONE_TOAST_QUERY } from './sonner-toaster.tsx';
import { ORDER_FILLED_TOAST_MS, ORDER_TOAST_MS, SERVER_NOTIFICATION_TOAST_MS } from './toast-durations.ts';
import { ToastHost } from './toast-host.tsx';
import {
  showLiquidationToast,
  showOrderFilledToast,
  showOrderToast,
  showServerNotification,
} from './toasts.ts';

// Sonner removes a toast a moment after its time is up, to let it fade out.
const FADE_OUT_MS = 500;

/** The host with its toaster loaded (as it is once the member has tapped), then fake timers. */
async function renderLoadedHost(): Promise<void> {
  render(<ToastHost mountOnFirstInput />);
  act(() => {
    window.dispatchEvent(new Event('pointerdown'));
  });
  await screen.findByRole('region', { name: /알림/ });
  vi.useFakeTimers();
}

// Sonner keeps the toasts still on screen and replays them to the next toaster that mounts, so
// every test dismisses its own.
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  if (vi.isFakeTimers()) {
    act(() => {
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
  }
});

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ToastHost', () => {
  it('does not load the toaster before the first toast', async () => {
    render(<ToastHost />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('region', { name: /알림/ })).toBeNull();
  });

  it('loads the toaster at the first tap when asked to, not while the page is only looked at', async () => {
    render(<ToastHost mountOnFirstInput />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('region', { name: /알림/ })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    expect(await screen.findByRole('region', { name: /알림/ })).toBeTruthy();
  });

  it('loads the toaster for the first toast and shows that toast once it is there', async () => {
    render(<ToastHost />);
    act(() => {
      showServerNotification('점검이 곧 시작됩니다.');
      showOrderToast('주문완료', 'success');
    });
    expect(await screen.findByText('점검이 곧 시작됩니다.')).toBeTruthy();
    expect(await screen.findByText('주문완료')).toBeTruthy();
  });

  it('shows toasts at the bottom right of the screen', async () => {
    await renderLoadedHost();
    act(() => {
      showOrderToast('주문완료', 'success');
    });
    advance(0);
    expect(screen.getByText('주문완료')).toBeTruthy();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('bottom');
    expect(list?.getAttribute('data-x-position')).toBe('right');
  });

  it('shows toasts at the top on a phone, where the bottom holds the footer tabs and the bet buttons', async () => {
    // A phone-wide screen, as sonner's own breakpoint reads it (jsdom has no matchMedia of its own).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_TOAST_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    await renderLoadedHost();
    act(() => {
      showOrderToast('주문완료', 'success');
    });
    advance(0);
    expect(screen.getByText('주문완료')).toBeTruthy();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('top');
  });

  it('shows "주문 체결완료" for 1.5 seconds', async () => {
    await renderLoadedHost();
    act(() => {
      showOrderFilledToast();
    });
    advance(ORDER_FILLED_TOAST_MS - 100);
    expect(screen.queryByText('주문 체결완료')).not.toBeNull();
    advance(100 + FADE_OUT_MS);
    expect(screen.queryByText('주문 체결완료')).toBeNull();
  });

  it('shows an order toast for 2 seconds, with its tone', async () => {
    await renderLoadedHost();
    act(() => {
      showOrderToast('청산 위험', 'warning');
    });
    advance(ORDER_TOAST_MS - 100);
    const item = screen.getByText('청산 위험').closest('[data-sonner-toast]');
    expect(item?.getAttribute('data-type')).toBe('warning');
    advance(100 + FADE_OUT_MS);
    expect(screen.queryByText('청산 위험')).toBeNull();
  });

  it('shows the liquidation notification as an error', async () => {
    await renderLoadedHost();
    act(() => {
      showLiquidationToast();
    });
    advance(0);
    expect(screen.getByText('청산').closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('error');
  });

  it('keeps a server notification for 10 seconds', async () => {
    await renderLoadedHost();
    act(() => {
      showServerNotification('점검이 곧 시작됩니다.');
    });
    advance(SERVER_NOTIFICATION_TOAST_MS - 100);
    expect(screen.queryByText('점검이 곧 시작됩니다.')).not.toBeNull();
    advance(100 + FADE_OUT_MS);
    expect(screen.queryByText('점검이 곧 시작됩니다.')).toBeNull();
  });
});
