import { errorCatalogue } from '@baro/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  alertDialog,
  uiTimeoutMs,
  expectOverseaPage,
  expectPath,
  launchBrowser,
  phoneContext,
  screenshot,
  submitSignIn,
} from './support/browser.ts';
import { demoPassword, latestSmsCode, startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

// Spec §2 auth routes, §4 route guard and §6 roles, in a phone-sized Chromium against the real
// server with the demo seed.

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
});

beforeEach(async () => {
  context = await phoneContext(browser, server.origin);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/**
 * Waits for the app's stylesheet. The page is parsed without waiting for it, so its markup can be in
 * the document unstyled; the browser paints nothing before the stylesheet is in.
 */
async function stylesheetApplied(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet != null,
  );
}

describe('sign-up and sign-in', () => {
  it('signs up with a verified phone, then signs in and lands on the first page', async () => {
    const suffix = String(Date.now()).slice(-7);
    const username = `e2e${suffix}`;
    const phone = `0109${suffix}`;
    const password = 'e2e-Journey-2026';

    await page.goto('/register');
    await expect
      .poll(() => page.getByRole('heading', { name: '계정 정보' }).isVisible(), { timeout: uiTimeoutMs })
      .toBe(true);
    await screenshot(page, 'register');

    await page.getByLabel('아이디').fill(username);
    await page.getByRole('button', { name: '중복확인' }).click();
    await page.getByText('사용 가능한 아이디입니다.').waitFor();
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByLabel('비밀번호 확인').fill(password);
    await page.getByLabel('이름').fill('김여정');
    await page.getByLabel('휴대폰 번호').fill(phone);
    await page.getByLabel('닉네임 (선택)').fill(`여정${suffix.slice(-4)}`);
    await page.getByLabel('이메일 (선택)').fill(`${username}@example.com`);

    await page.getByRole('button', { name: '인증요청' }).click();
    await page.getByLabel('인증번호').waitFor();
    const code = await latestSmsCode(server, phone);
    await page.getByLabel('인증번호').fill(code);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await page.getByText('휴대폰 인증이 완료되었습니다.').waitFor();

    await page.getByText('[필수] 이용약관 동의').click();
    await page.getByText('[필수] 개인정보 수집 및 이용 동의').click();
    await screenshot(page, 'register-filled');
    await page.getByRole('button', { name: '가입하기' }).click();

    const done = alertDialog(page);
    await expect
      .poll(() => done.textContent(), { timeout: uiTimeoutMs })
      .toContain('회원가입이 완료되었습니다.');
    await done.getByRole('button', { name: '닫기' }).click();
    await expectPath(page, '/signin');

    await submitSignIn(page, username, password);
    // A new member has no remembered page: spec §4 falls back to /oversea.
    await expectOverseaPage(page);
    await screenshot(page, 'first-page-after-signup');
  });

  it('asks for site info and the sign-in screens while the app’s scripts download, site info once', async () => {
    // The page's own tags start both (scripts/first-screen-preloads.ts, page-scripts/first-screen.js)
    // rather than the app's script once it has run. The page script runs inline while the page is
    // parsed, right after the meta it reads, so its links follow it in <head>; the app's own preload
    // helper appends its links after everything.
    await page.goto('/signin');
    await page.getByRole('button', { name: '로그인' }).waitFor();
    const preloadedByThePage = await page.evaluate(() => {
      const links: string[] = [];
      const pageScript = document.querySelector('meta[name="baro-guest-preloads"]')?.nextElementSibling;
      let next = pageScript?.nextElementSibling;
      for (
        ;
        next instanceof HTMLLinkElement && next.rel === 'modulepreload';
        next = next.nextElementSibling
      ) {
        links.push(new URL(next.href).pathname);
      }
      return links;
    });
    expect(preloadedByThePage.some((path) => /^\/assets\/sign-[\w-]+\.js$/.test(path))).toBe(true);
    const siteInfo = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/site_info/code')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(siteInfo).toEqual(['link']);
  });

  it('paints the sign-in screen before the app’s scripts run and signs in with what was typed there', async () => {
    // The app's entry script is held back: meanwhile the page shows the sign-in screen index.html
    // carries (scripts/guest-first-screen.ts), and a guest can fill it in and press 로그인.
    const entry = /\/assets\/index-[\w-]+\.js$/;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/signin', { waitUntil: 'commit' });
    const prerendered = page.locator('#first-screen');
    await prerendered.getByLabel('아이디').fill('demo');
    await prerendered.getByLabel('비밀번호', { exact: true }).fill(demoPassword);
    await stylesheetApplied(page);
    expect(await page.locator('#splash').isVisible()).toBe(false);
    await screenshot(page, 'signin-prerendered');
    await prerendered.getByRole('button', { name: '로그인' }).click();
    // Held back, not sent to the server as a page load with the password in it.
    expect(new URL(page.url()).search).toBe('');
    expect(await prerendered.getAttribute('data-submitted')).toBe('');

    release();
    await expectOverseaPage(page);
    expect(await page.locator('#first-screen').count()).toBe(0);

    // A member's page never shows the sign-in copy while the scripts load: the splash does.
    let releaseAgain: () => void = () => undefined;
    const heldAgain = new Promise<void>((resolve) => {
      releaseAgain = resolve;
    });
    await page.unroute(entry);
    await page.route(entry, async (route) => {
      await heldAgain;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await page.locator('#splash').waitFor();
    // Nothing is painted before the stylesheet is in; the page is parsed without waiting for it.
    await stylesheetApplied(page);
    expect(await page.locator('#splash').isVisible()).toBe(true);
    expect(await page.locator('#first-screen').isVisible()).toBe(false);
    releaseAgain();
    // Start-up done: the splash goes, and the hidden copy with it.
    await page.locator('#splash').waitFor({ state: 'detached' });
    expect(await page.locator('#first-screen').count()).toBe(0);
  });

  it('shows the catalogued Korean message in the 알림 dialog for a wrong password', async () => {
    await page.goto('/signin');
    await page.getByRole('button', { name: '로그인' }).waitFor();
    await screenshot(page, 'signin');

    await submitSignIn(page, 'demo', 'not-the-password-1');
    const alert = alertDialog(page);
    await alert.waitFor();
    await expect.poll(() => alert.getByRole('heading').textContent(), { timeout: uiTimeoutMs }).toBe('알림');
    expect(await alert.textContent()).toContain(errorCatalogue.LOGIN_FAILED.ko);
    await screenshot(page, 'alert-dialog');
    await alert.getByRole('button', { name: '닫기' }).click();
    await alert.waitFor({ state: 'detached' });
    await expectPath(page, '/signin');
  });

  it('sends a guest from a member page to sign-in and back to that page after signing in', async () => {
    await page.goto('/more/setting');
    await expectPath(page, '/signin');

    await submitSignIn(page, 'demo');
    await expectPath(page, '/more/setting');
    await page.getByText('환경설정').first().waitFor();
  });
});

describe('the sign screens render at phone size', () => {
  it('shows the partner signup, find id and find password screens', async () => {
    await page.goto('/ref/baro');
    await page.getByRole('heading', { name: '계정 정보' }).waitFor();
    await page.getByText('바로 파트너스').first().waitFor();
    await screenshot(page, 'ref');

    await page.goto('/find_id');
    await page.getByRole('button').first().waitFor();
    await screenshot(page, 'find-id');

    await page.goto('/find_password');
    await page.getByRole('button').first().waitFor();
    await screenshot(page, 'find-password');
  });
});

describe('member screens', () => {
  it('opens more, mypage, setting, change password, terms, privacy and the menu drawer', async () => {
    await page.goto('/signin');
    await submitSignIn(page, 'demo');
    await expectOverseaPage(page);

    // The text waited for is the screen's own (not its header's), so that a lazily loaded screen is
    // in the picture rather than its skeleton.
    const visits: [path: string, text: string, name: string][] = [
      ['/more', '내 정보', 'more'],
      ['/more/mypage', '김바로', 'mypage'],
      ['/more/setting', '베팅 종료 알림', 'setting'],
      ['/more/change_password', '새 비밀번호 확인', 'change-password'],
      ['/more/terms', '이용약관', 'terms'],
      ['/more/privacy', '개인정보', 'privacy'],
    ];
    for (const [path, text, name] of visits) {
      await page.goto(path);
      await expectPath(page, path);
      await page.getByText(text).first().waitFor();
      await screenshot(page, name);
    }

    await page.goto('/more');
    await page.getByRole('button', { name: '메뉴' }).first().click();
    const drawer = page.getByRole('dialog', { name: '메뉴' });
    await drawer.getByRole('navigation', { name: '메인 메뉴' }).waitFor();
    await screenshot(page, 'menu-drawer');
  });
});
