import { contact, content, messages } from '@baro/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertDialog,
  expectPath,
  launchBrowser,
  phoneContext,
  screenshot,
  signIn,
  uiTimeoutMs,
} from './support/browser.ts';
import { startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { call, operatorToken } from './support/wallet-operator.ts';

// Issue 18 §3: the support side end to end against the real server, the operator acting through its
// calls (the back office screens come later). A member asks an inquiry on /more/contact/create; the
// operator answers it; the answer's alert arrives live and opens the inquiry. An inquiry the operator
// opens alerts as a new message and opens the same way. An operator's message
// arrives live and lights the header badge. A notice the operator publishes live pops up at once.

const JOURNEY_TIMEOUT_MS = 120_000;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let operator: string;
/** The demo member's id, as the operators' inquiry list names it (set by the first journey). */
let demoMemberId: number | undefined;

/** An operator's call through the journeys' shared helper, typed as the test expects it. */
async function operatorCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return (await call(server, method, path, body, operator)) as T;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  operator = await operatorToken(server);
  context = await phoneContext(browser, server.origin);
  page = await context.newPage();
  await signIn(page, 'demo');
});

afterAll(async () => {
  await (context as BrowserContext | undefined)?.close();
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
});

describe('support', () => {
  it(
    'an inquiry is answered by the operator, and the answer arrives live and opens it',
    async () => {
      const question = `출금 처리 시간이 궁금합니다 (${Date.now()})`;
      await page.goto('/more/contact/create');
      await page.getByLabel('문의 내용').fill(question);
      await screenshot(page, 'support-inquiry-form');
      await page.getByRole('button', { name: '문의하기' }).click();
      const created = alertDialog(page);
      await expect
        .poll(() => created.textContent(), { timeout: uiTimeoutMs })
        .toContain('문의가 등록되었습니다');
      await created.getByRole('button').first().click();
      await expectPath(page, '/more/contact');
      await page.getByText(question).waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'support-inquiry-waiting');

      const waiting = await operatorCall<{ content: contact.AdminContact[] }>(
        'GET',
        `${contact.adminListContacts.path}?isAnswerStrs=0&size=100`,
      );
      const asked = waiting.content.find((inquiry) => inquiry.question === question);
      if (asked === undefined) throw new Error('the inquiry did not reach the operators');
      demoMemberId = asked.memberId;
      await operatorCall('POST', contact.adminAnswerContact.path, {
        id: asked.id,
        answer: '영업일 기준 30분 이내에 처리됩니다.',
      });

      const alert = alertDialog(page);
      await expect.poll(() => alert.textContent(), { timeout: uiTimeoutMs }).toContain('답변이 도착했습니다');
      await screenshot(page, 'support-answer-alert');
      await alert.getByRole('button').first().click();
      await expectPath(page, `/more/contact/${asked.id}`);
      await page.getByText('영업일 기준 30분 이내에 처리됩니다.').waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'support-inquiry-answered');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'an inquiry the operator opens arrives live as a new message and opens it',
    async () => {
      if (demoMemberId === undefined) throw new Error('the first journey names the demo member');
      await page.goto('/more/contact');
      await page.waitForLoadState('networkidle', { timeout: uiTimeoutMs });
      const opened = await operatorCall<contact.AdminContact>('POST', contact.adminCreateContact.path, {
        memberId: demoMemberId,
        subject: '출금 계좌 확인 요청',
        message: '등록하신 출금 계좌의 예금주가 회원님 성함과 다릅니다. 확인 부탁드립니다.',
      });
      const alert = alertDialog(page);
      await expect.poll(() => alert.textContent(), { timeout: uiTimeoutMs }).toContain('새로운 메시지가');
      await screenshot(page, 'support-operator-inquiry-alert');
      await alert.getByRole('button').first().click();
      await expectPath(page, `/more/contact/${opened.id}`);
      await page.getByRole('heading', { name: '출금 계좌 확인 요청' }).waitFor({ timeout: uiTimeoutMs });
      await page.getByText('예금주가 회원님 성함과 다릅니다').waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'support-operator-inquiry');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "an operator's message arrives live and lights the header badge",
    async () => {
      // The home layout's header carries the message icon with its unread badge.
      await page.goto('/support/notice');
      const icon = page.getByRole('link', { name: /^메시지/ });
      await icon.waitFor({ timeout: uiTimeoutMs });
      // The counters are read at start-up and again when the socket connects: count from there.
      await page.waitForLoadState('networkidle', { timeout: uiTimeoutMs });
      const unread = async () =>
        Number(/(\d+)개 읽지 않음/.exec((await icon.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
      const before = await unread();
      const sent = await operatorCall<{ recipientCount: number }>('POST', messages.adminSendMessage.path, {
        filter: {},
        title: '점검 안내',
        content: '<p>오늘 밤 02:00–03:00 서버 점검이 있습니다.</p>',
      });
      expect(sent.recipientCount).toBeGreaterThan(0);
      await expect.poll(unread, { timeout: uiTimeoutMs }).toBe(before + 1);
      await screenshot(page, 'support-message-badge');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'a notice the operator publishes live pops up at once',
    async () => {
      const notice = await operatorCall<content.AdminContent>('POST', content.adminCreateContent.path, {
        kind: 'NOTICE',
        title: '긴급 공지: 입금 지연 안내',
        content: '<p>일부 은행의 입금 반영이 지연되고 있습니다.</p>',
      });
      await operatorCall('POST', content.adminPublishLiveNotice.path, { id: notice.id });
      await page.getByRole('dialog').getByText('긴급 공지: 입금 지연 안내').waitFor({ timeout: uiTimeoutMs });
      await screenshot(page, 'support-live-notice');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
