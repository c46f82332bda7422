import type { auth, site } from '@baro/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/api-result.ts';
import { runStartup, startApp, STARTUP_FALLBACK_MS } from './run-startup.ts';
import type { StartupPorts } from './run-startup.ts';

const siteInfo = { id: 1, code: 'demo', name: 'Baro 모의투자' } as site.SiteInfo;

function member(overrides: Partial<auth.Me> = {}): auth.Me {
  return {
    id: 7,
    username: 'demo',
    name: '김바로',
    nick: null,
    phone: null,
    email: null,
    status: 'NORMAL',
    etcJson: {},
    money: '0',
    wallet: {},
    ...overrides,
  };
}

function ports(overrides: Partial<StartupPorts> = {}, me: ApiResult<auth.Me> = { ok: true, data: member() }) {
  return {
    loadSiteInfo: vi.fn(() => Promise.resolve(siteInfo)),
    siteInfoLoaded: vi.fn(),
    hasSession: vi.fn(() => true),
    loadMe: vi.fn(() => Promise.resolve(me)),
    mobileDevice: true,
    refuse: vi.fn(() => Promise.resolve()),
    endSession: vi.fn(() => Promise.resolve()),
    enterMember: vi.fn(),
    unreadContacts: vi.fn(() => Promise.resolve(0)),
    alert: vi.fn(() => Promise.resolve()),
    currentPath: vi.fn(() => '/'),
    landingPath: vi.fn(() => '/more/setting'),
    navigate: vi.fn(),
    ...overrides,
  } satisfies StartupPorts;
}

describe('start-up', () => {
  it('loads the site and stays a guest without a token', async () => {
    const p = ports({ hasSession: () => false });

    expect(await runStartup(p)).toBe('guest');
    expect(p.siteInfoLoaded).toHaveBeenCalledWith(siteInfo);
    expect(p.loadMe).not.toHaveBeenCalled();
    expect(p.navigate).not.toHaveBeenCalled();
  });

  it('lets a member in and sends them from an entry page to their last page', async () => {
    const p = ports();

    expect(await runStartup(p)).toBe('member');
    expect(p.enterMember).toHaveBeenCalledWith(member());
    expect(p.navigate).toHaveBeenCalledWith('/more/setting');
  });

  it('leaves a member on the page they reloaded', async () => {
    const p = ports({ currentPath: () => '/more/mypage' });

    await runStartup(p);
    expect(p.navigate).not.toHaveBeenCalled();
  });

  it('alerts unread inquiry answers and opens the inquiries', async () => {
    const p = ports({ unreadContacts: () => Promise.resolve(2) });

    await runStartup(p);
    expect(p.alert).toHaveBeenCalledWith('UNREAD_MESSAGES_ON_START');
    expect(p.navigate).toHaveBeenCalledWith('/more/contact');
  });

  it('refuses a DENY member, whether the member or the server says so', async () => {
    const denied = ports({}, { ok: true, data: member({ status: 'DENY' }) });
    expect(await runStartup(denied)).toBe('refused');
    expect(denied.refuse).toHaveBeenCalledWith('ACCOUNT_DENIED');
    expect(denied.enterMember).not.toHaveBeenCalled();

    const refused = ports({}, { ok: false, status: 403, code: 'ACCOUNT_DENIED', message: '…' });
    expect(await runStartup(refused)).toBe('refused');
    expect(refused.refuse).toHaveBeenCalledWith('ACCOUNT_DENIED');
  });

  it('refuses a mobile-blocked member on a phone only', async () => {
    const blocked = { ok: true as const, data: member({ etcJson: { blockDevice: 'MP' } }) };
    const phone = ports({}, blocked);
    expect(await runStartup(phone)).toBe('refused');
    expect(phone.refuse).toHaveBeenCalledWith('MOBILE_BLOCKED');

    const desktop = ports({ mobileDevice: false }, blocked);
    expect(await runStartup(desktop)).toBe('member');
  });

  it('ends a session the server no longer accepts and continues as a guest', async () => {
    const p = ports({}, { ok: false, status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });

    expect(await runStartup(p)).toBe('guest');
    expect(p.endSession).toHaveBeenCalledTimes(1);
  });

  it('still shows the app after the fallback delay when start-up fails', async () => {
    const p = ports({ loadSiteInfo: () => Promise.reject(new Error('offline')) });
    const ready = vi.fn();
    const wait = vi.fn(() => Promise.resolve());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await startApp(p, ready, wait)).toBe('failed');
    expect(wait).toHaveBeenCalledWith(STARTUP_FALLBACK_MS);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens when the member could not be loaded for lack of an answer', async () => {
    const p = ports({}, { ok: false, status: 0, code: 'NETWORK_ERROR', message: '…' });

    await expect(runStartup(p)).rejects.toThrow(/NETWORK_ERROR/);
    expect(p.endSession).not.toHaveBeenCalled();
  });
});
