import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ContactCreateScreen } from './contact-create-screen.tsx';
import { inquiry, json, renderSupport } from './support-test-kit.tsx';

const paths = ['/more/contact/create', '/more/contact'];

function show(options: { confirm?: boolean; created?: () => Response } = {}) {
  return renderSupport(<ContactCreateScreen />, {
    path: '/more/contact/create',
    routePaths: paths,
    confirm: options.confirm,
    routes: {
      '/api/contact/create':
        options.created ??
        ((_request, body) => json(200, inquiry(5, { question: (body as { question: string }).question }))),
    },
  });
}

describe('ContactCreateScreen', () => {
  it("refuses an empty or blank question with the catalogue's message, without a call", async () => {
    const view = show();
    await userEvent.click(screen.getByRole('button', { name: '문의하기' }));
    await userEvent.type(screen.getByRole('textbox', { name: '문의 내용' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: '문의하기' }));
    expect(view.alerts).toEqual(['문의 내용을 입력해주세요.', '문의 내용을 입력해주세요.']);
    expect(view.callsTo('/api/contact/create')).toEqual([]);
  });

  it('counts the characters against the 2,000 limit, which the field holds to', async () => {
    show();
    const field = screen.getByRole('textbox', { name: '문의 내용' });
    expect(field.getAttribute('maxlength')).toBe('2000');
    expect(screen.getByText('0 / 2,000')).toBeTruthy();
    await userEvent.type(field, '안녕하세요');
    expect(screen.getByText('5 / 2,000')).toBeTruthy();
    fireEvent.change(field, { target: { value: '가'.repeat(2000) } });
    expect(screen.getByText('2,000 / 2,000')).toBeTruthy();
  });

  it('sends the question, says it was sent and returns to the list without asking to leave', async () => {
    const view = show();
    await userEvent.type(
      screen.getByRole('textbox', { name: '문의 내용' }),
      '출금이 안 됩니다.\n확인 부탁드립니다.',
    );
    await userEvent.click(screen.getByRole('button', { name: '문의하기' }));
    await waitFor(() => {
      expect(view.pathname()).toBe('/more/contact');
    });
    expect(view.callsTo('/api/contact/create').map((call) => [call.method, call.body])).toEqual([
      ['POST', { question: '출금이 안 됩니다.\n확인 부탁드립니다.' }],
    ]);
    expect(view.alerts).toEqual(['문의가 등록되었습니다.']);
    expect(view.confirms).toEqual([]);
  });

  it("keeps the text and alerts the server's message when it refuses", async () => {
    const view = show({
      created: () =>
        json(400, {
          status: 400,
          code: 'CONTACT_QUESTION_TOO_LONG',
          message: '문의 내용은 2000자 이하로 입력해주세요.',
        }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: '문의 내용' }), '문의');
    await userEvent.click(screen.getByRole('button', { name: '문의하기' }));
    await waitFor(() => {
      expect(view.alerts).toEqual(['문의 내용은 2000자 이하로 입력해주세요.']);
    });
    expect(view.pathname()).toBe('/more/contact/create');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '문의 내용' }).value).toBe('문의');
  });

  it('asks before leaving with text written, and stays when the member says no', async () => {
    const view = show({ confirm: false });
    await userEvent.type(screen.getByRole('textbox', { name: '문의 내용' }), '작성 중');
    await act(async () => {
      await view.router.navigate('/more/contact');
    });
    await waitFor(() => {
      expect(view.confirms).toEqual(['작성 중인 문의는 저장되지 않습니다. 나가시겠습니까?']);
    });
    expect(view.pathname()).toBe('/more/contact/create');
  });

  it('leaves without asking when nothing was written', async () => {
    const view = show();
    await act(async () => {
      await view.router.navigate('/more/contact');
    });
    expect(view.pathname()).toBe('/more/contact');
    expect(view.confirms).toEqual([]);
  });
});
