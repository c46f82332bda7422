import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogHost } from './dialog-host.tsx';
import { createDialogStore, showAlert, showConfirm } from './dialog-store.ts';

function renderHost() {
  const store = createDialogStore();
  render(<DialogHost store={store} />);
  return store;
}

describe('DialogHost alerts', () => {
  it('shows an alert titled 알림 with its message and a single 닫기 button', async () => {
    const store = renderHost();
    let closed: Promise<void> = Promise.resolve();
    act(() => {
      closed = store.alert({ message: '출금신청금액을 입력해주세요.' });
    });
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    expect(dialog.textContent).toContain('출금신청금액을 입력해주세요.');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['닫기']);

    await userEvent.click(buttons[0]!);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(closed).resolves.toBeUndefined();
  });

  it('uses the title it is given', () => {
    const store = renderHost();
    act(() => {
      void store.alert({ title: '출금', message: '출금신청금액이 보유금액을 초과합니다.' });
    });
    expect(screen.getByRole('alertdialog', { name: '출금' })).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const store = renderHost();
    act(() => {
      void store.alert('준비중입니다.');
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('puts focus on 닫기 and gives it back to the control that opened the alert', async () => {
    const store = createDialogStore();
    render(
      <>
        <button type="button" onClick={() => void store.alert('hello')}>
          열기
        </button>
        <DialogHost store={store} />
      </>,
    );
    const opener = screen.getByRole('button', { name: '열기' });
    await userEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows queued alerts one after another', async () => {
    const store = renderHost();
    act(() => {
      void store.alert('첫 번째');
      void store.alert('두 번째');
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('첫 번째');
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('두 번째');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
  });

  it('keeps the message as plain text, so markup in a server message is not rendered', () => {
    const store = renderHost();
    act(() => {
      void store.alert('<b>굵게</b>');
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.querySelector('b')).toBeNull();
    expect(dialog.textContent).toContain('<b>굵게</b>');
  });
});

describe('DialogHost confirmations', () => {
  it('resolves true when 확인 is pressed', async () => {
    const store = renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = store.confirm('회원가입을 멈추시겠습니까?');
    });
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on Escape, starting with focus on 취소', async () => {
    const store = renderHost();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = store.confirm('회원가입을 멈추시겠습니까?');
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '취소' }));
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('keeps Tab inside the dialog', async () => {
    const store = renderHost();
    act(() => {
      void store.confirm({ message: '삭제할까요?', confirmLabel: '삭제' });
    });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '삭제' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '취소' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '삭제' }));
  });
});

describe('the app-wide dialog API', () => {
  it('works from outside React through showAlert and showConfirm', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      void showAlert({ message: '새로운 메시지가 도착했습니다.' });
      answer = showConfirm('계속할까요?');
    });
    expect(screen.getByRole('alertdialog').textContent).toContain('새로운 메시지가 도착했습니다.');
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(answer).resolves.toBe(true);
  });

  it('shows a notice with sanitised content', async () => {
    const store = renderHost();
    act(() => {
      void store.notice({ title: '긴급 공지', html: '<p>점검</p><script>window.hacked = true</script>' });
    });
    // The notice dialog and DOMPurify load with the first notice; the content shows once it has
    // cleaned the HTML.
    const dialog = await screen.findByRole('dialog', { name: '긴급 공지' });
    expect(await within(dialog).findByText('점검')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
