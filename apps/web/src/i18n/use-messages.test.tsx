import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices } from '../app/create-services.ts';
import { ServicesProvider } from '../app/services-context.tsx';
import { useMessages } from './use-messages.ts';

function Probe() {
  const messages = useMessages();
  return (
    <p data-testid="probe">
      {messages.language} · {messages.message('LOGIN_FAILED')} ·{' '}
      {messages.message('OVERSEA_MARKET_CLOSED', { stock: 'NQ' })} · {messages.server('잔액이 부족합니다.')}
    </p>
  );
}

function servicesIn(language: 'ko' | 'en') {
  localStorage.setItem('demo.language', language);
  return createServices({
    siteCode: 'demo',
    keyValueStore: localStorage,
    dialogs: { alert: () => Promise.resolve(), confirm: () => Promise.resolve(true) },
    origin: 'http://localhost',
    userAgent: 'jsdom',
    reload: vi.fn(),
    assign: vi.fn(),
    navigate: vi.fn(),
    fetch: () => Promise.reject(new Error('no server in this test')),
  });
}

describe('useMessages', () => {
  it('writes messages in the stored language and follows a change of language', () => {
    const services = servicesIn('ko');
    render(
      <ServicesProvider services={services}>
        <Probe />
      </ServicesProvider>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe.textContent).toBe(
      'ko · 아이디 또는 비밀번호가 일치하지 않습니다. · NQ종목이 현재 휴장중입니다. · 잔액이 부족합니다.',
    );

    act(() => {
      services.i18n.changeLanguage('en');
    });
    expect(probe.textContent).toContain('en · Username or password does not match.');
    expect(probe.textContent).toContain('NQ');
    expect(probe.textContent).toContain('Insufficient balance.');
  });

  it('starts in English when English was stored for the site', () => {
    render(
      <ServicesProvider services={servicesIn('en')}>
        <Probe />
      </ServicesProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toMatch(/^en · Username or password does not match\./);
  });
});
