import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderWallet, walletEntry } from './wallet-test-kit.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

const wallets = { BINARY: walletEntry('BINARY', 'KRW', '100000') };

function historyRow(body: unknown) {
  const point = (body as { point: string }).point;
  return {
    id: 41,
    type: 'W',
    walletType: 'BINARY',
    point,
    won: null,
    fee: null,
    status: 'PENDING',
    memo: null,
    createdAt: '2026-01-31T09:00:00.000Z',
    processedAt: null,
  };
}

async function withdraw(amount: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('출금신청금액');
  await user.clear(field);
  if (amount !== '') await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: '출금신청' }));
  return user;
}

describe('the withdraw request form', () => {
  it('alerts the spec message for an empty amount and sends nothing', async () => {
    const view = renderWallet(<WithdrawForm walletType="BINARY" />, { wallets });
    await withdraw('');
    await waitFor(() => {
      expect(view.alerts).toEqual(['출금신청금액을 입력해주세요.']);
    });
    expect(view.calls.some((call) => call.path === '/api/dnw/apply')).toBe(false);
  });

  it('alerts the spec message for an amount above the balance (me.money) and sends nothing', async () => {
    const view = renderWallet(<WithdrawForm walletType="BINARY" />, { wallets });
    expect(screen.getByTestId('withdrawable-amount').textContent).toBe('100,000 KRW');
    await withdraw('100001');
    await waitFor(() => {
      expect(view.alerts).toEqual(['출금신청금액이 보유금액을 초과합니다.']);
    });
    expect(view.calls.some((call) => call.path === '/api/dnw/apply')).toBe(false);
  });

  it('confirms the amount, sends it with a request id, then confirms and clears the amount', async () => {
    const view = renderWallet(<WithdrawForm walletType="BINARY" />, {
      wallets,
      routes: { '/api/dnw/apply': (_request, body) => json(200, historyRow(body)) },
    });
    const user = await withdraw('30000');
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('30,000 KRW');
    await user.click(within(question).getByRole('button', { name: '출금신청' }));

    await waitFor(() => {
      expect(view.alerts).toEqual(['출금신청이 완료되었습니다.\n30,000 KRW']);
    });
    const sent = view.calls.find((call) => call.path === '/api/dnw/apply');
    expect(sent?.body).toMatchObject({ type: 'W', point: '30000' });
    expect((sent?.body as { requestId?: string }).requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByLabelText<HTMLInputElement>('출금신청금액').value).toBe('');
  });

  it('asks nothing of the server when the member cancels the confirmation', async () => {
    const view = renderWallet(<WithdrawForm walletType="BINARY" />, { wallets });
    const user = await withdraw('30000');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(view.calls.some((call) => call.path === '/api/dnw/apply')).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('출금신청금액').value).toBe('30,000');
  });

  it('retries an unanswered request with the same id, and gives the next withdrawal a new one', async () => {
    let failNext = true;
    const view = renderWallet(<WithdrawForm walletType="BINARY" />, {
      wallets,
      routes: {
        '/api/dnw/apply': (_request, body) => {
          if (failNext) {
            failNext = false;
            return json(503, {
              status: 503,
              code: 'SERVICE_UNAVAILABLE',
              message: '잠시 후 다시 시도해주세요.',
            });
          }
          return json(200, historyRow(body));
        },
      },
    });
    const confirm = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: '출금신청' }),
      );
    };
    let user = await withdraw('30000');
    await confirm(user);
    await waitFor(() => {
      expect(view.alerts).toHaveLength(1);
    });
    // The failed attempt keeps the amount, so the member presses again.
    user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '출금신청' }));
    await confirm(user);
    await waitFor(() => {
      expect(view.alerts).toHaveLength(2);
    });
    user = await withdraw('30000');
    await confirm(user);
    await waitFor(() => {
      expect(view.alerts).toHaveLength(3);
    });

    const ids = view.calls
      .filter((call) => call.path === '/api/dnw/apply')
      .map((call) => (call.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });
});
