import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from './dialog-host.tsx';
import { createDialogStore } from './dialog-store.ts';
import { DRAWER_ANIMATION_MS, type DrawerProps } from './drawer-panel.tsx';
import { FullScreenDrawer } from './full-screen-drawer.tsx';
import { LeftDrawer } from './left-drawer.tsx';

function Page({
  Drawer,
  title,
  onClose,
}: {
  Drawer: ComponentType<DrawerProps>;
  title: string;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        열기
      </button>
      <Drawer
        open={open}
        title={title}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <a href="/future/1">BTCUSDT</a>
        <a href="/future/2">ETHUSDT</a>
      </Drawer>
    </>
  );
}

const shells = [
  { name: 'LeftDrawer', Drawer: LeftDrawer, title: '선물거래', testId: 'left-drawer' },
  { name: 'FullScreenDrawer', Drawer: FullScreenDrawer, title: '코인선택', testId: 'full-screen-drawer' },
];

describe.each(shells)('$name', ({ Drawer, title, testId }) => {
  async function openDrawer() {
    render(<Page Drawer={Drawer} title={title} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    return screen.getByRole('dialog', { name: title });
  }

  it('opens with its title and content, and moves focus into it', async () => {
    const drawer = await openDrawer();
    expect(drawer.textContent).toContain('BTCUSDT');
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '열기' }));
  });

  it('closes when the dimmed backdrop is tapped', async () => {
    const onClose = vi.fn();
    render(<Page Drawer={Drawer} title={title} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    await userEvent.click(screen.getByTestId(`${testId}-backdrop`));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its 닫기 button', async () => {
    const onClose = vi.fn();
    render(<Page Drawer={Drawer} title={title} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the drawer', async () => {
    const drawer = await openDrawer();
    for (let press = 0; press < 5; press++) {
      await userEvent.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
  });

  it('slides out before it leaves the page', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(
        <Drawer open title={title} onClose={() => undefined}>
          내용
        </Drawer>,
      );
      rerender(
        <Drawer open={false} title={title} onClose={() => undefined}>
          내용
        </Drawer>,
      );
      const panel = screen.getByTestId(testId);
      expect(panel.className).toMatch(/(^|\s)-?translate-x-full(\s|$)/);
      act(() => {
        vi.advanceTimersByTime(DRAWER_ANIMATION_MS);
      });
      expect(screen.queryByTestId(testId)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('LeftDrawer size', () => {
  it('is 256 px wide and never wider than most of a narrow screen', () => {
    render(
      <LeftDrawer open title="선물거래" onClose={() => undefined}>
        목록
      </LeftDrawer>,
    );
    const panel = screen.getByRole('dialog');
    expect(panel.className).toContain('w-[256px]');
    expect(panel.className).toContain('max-w-[85vw]');
  });
});

describe('a dialog over a drawer', () => {
  it('closes only the dialog on Escape', async () => {
    const store = createDialogStore();
    const onClose = vi.fn();
    render(
      <>
        <LeftDrawer open title="선물거래" onClose={onClose}>
          <button type="button" onClick={() => void store.alert('준비중입니다.')}>
            선물옵션
          </button>
        </LeftDrawer>
        <DialogHost store={store} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '선물옵션' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '선물옵션' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
