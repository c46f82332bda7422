import { randomUUID } from 'node:crypto';
import { chat, site } from '@baro/contracts';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectOverseaPage,
  launchBrowser,
  phoneContext,
  screenshot,
  submitSignIn,
} from './support/browser.ts';
import { demoSiteId, startServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { call, operatorToken } from './support/wallet-operator.ts';

// Issue 18 §2 /more/livechat: the member writes in a phone-sized Chromium, the demo operator answers
// through /admin/chat/* as the back office will, and the answer arrives live. The page's socket goes
// through a route the journey can cut, so a message the operator sends while it is down must come
// with the catch-up after the reconnect, once.

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let operator: string;
/** The page's open sockets; while `cut` is set, new ones are closed before they reach the server. */
let sockets: WebSocketRoute[];
let cut: boolean;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { MARKET_FEED: 'off' } }), launchBrowser()]);
  operator = await operatorToken(server);
});

afterAll(async () => {
  await (browser as Browser | undefined)?.close();
  await (server as TestServer | undefined)?.dispose();
});

beforeEach(async () => {
  context = await phoneContext(browser, server.origin);
  page = await context.newPage();
  sockets = [];
  cut = false;
  await page.routeWebSocket(/\/ws/, (socket) => {
    if (cut) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    sockets.push(socket);
  });
  await page.goto('/signin');
  await submitSignIn(page, 'demo');
  await expectOverseaPage(page);
  await page.goto('/more/livechat');
});

afterEach(async () => {
  await context.close();
});

/** The chat's own message rows (the footer tabs are list items too). */
function messages() {
  return page.getByRole('list', { name: '상담 메시지' }).getByRole('listitem');
}

async function conversationId(): Promise<number> {
  const queue = (await call(server, 'GET', chat.adminChatQueue.path, undefined, operator)) as {
    content: { id: number; lastSeq: number }[];
  };
  const first = queue.content[0];
  if (first === undefined) throw new Error('the operator sees no conversation');
  return first.id;
}

function operatorSends(id: number, body: string) {
  return call(
    server,
    'POST',
    chat.adminChatSend.path,
    { conversationId: id, clientId: randomUUID(), body },
    operator,
  );
}

/** The operator uploads an image as a site file (POST /admin/file), as the back office will. */
async function operatorUploadsImage(png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'guide.png');
  const response = await fetch(`${server.origin}/api${site.adminUploadFile.path}?siteInfoId=${demoSiteId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operator}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST /admin/file answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

describe('live chat', () => {
  it("shows the operator's read mark, typing and answer live", async () => {
    const box = page.getByRole('textbox', { name: '메시지' });
    await box.fill('출금 신청이 아직 처리되지 않았습니다.');
    await box.press('Enter');
    const own = messages().filter({ hasText: '출금 신청이 아직 처리되지 않았습니다.' });
    await own.getByText(/^\d\d:\d\d$/).waitFor();
    const id = await conversationId();

    await call(server, 'POST', chat.adminChatRead.path, { conversationId: id, seq: 1 }, operator);
    await own.getByText('읽음').waitFor();
    await call(server, 'POST', chat.adminChatTyping.path, { conversationId: id }, operator);
    await page.getByText('상담원이 입력 중…').and(page.locator('[aria-hidden=false]')).waitFor();
    await operatorSends(id, '안녕하세요, 바로 상담원입니다. 확인해 드리겠습니다.');

    await page.getByText('안녕하세요, 바로 상담원입니다. 확인해 드리겠습니다.').waitFor();
    await screenshot(page, 'livechat-answered');
    expect(await messages().count()).toBe(2);
  });

  it("shows the operator's image in the operator's bubble", async () => {
    const box = page.getByRole('textbox', { name: '메시지' });
    await box.fill('어디를 눌러야 하나요?');
    await box.press('Enter');
    await messages()
      .filter({ hasText: '어디를 눌러야 하나요?' })
      .getByText(/^\d\d:\d\d$/)
      .waitFor();
    const before = await messages().count();
    // What an operator sends: a picture of the screen with the place to press (here the composer).
    const guide = await page.getByRole('textbox', { name: '메시지' }).screenshot();
    const fileId = await operatorUploadsImage(guide);
    await call(
      server,
      'POST',
      chat.adminChatSend.path,
      { conversationId: await conversationId(), clientId: randomUUID(), fileId },
      operator,
    );

    const image = messages().getByRole('img', { name: '첨부 이미지' });
    await image.waitFor();
    // Decoded, not a broken image: the bytes came back through GET /file/{id}.
    const expectedWidth = guide.readUInt32BE(16); // the PNG header's width
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(expectedWidth);
    expect(await messages().count()).toBe(before + 1);
    await screenshot(page, 'livechat-operator-image');
  });

  it('shows a message the operator sent while the socket was down once, after the reconnect', async () => {
    const box = page.getByRole('textbox', { name: '메시지' });
    await box.fill('연결 확인');
    await box.press('Enter');
    await page
      .getByRole('listitem')
      .filter({ hasText: '연결 확인' })
      .getByText(/^\d\d:\d\d$/)
      .waitFor();
    const id = await conversationId();
    const before = await messages().count();

    cut = true;
    for (const socket of sockets.splice(0)) await socket.close();
    await operatorSends(id, '끊긴 사이에 보낸 답변');
    cut = false; // the client's next attempt (500 ms after the loss) gets through

    await page.getByText('끊긴 사이에 보낸 답변').waitFor();
    await operatorSends(id, '다시 연결된 뒤의 답변');
    await page.getByText('다시 연결된 뒤의 답변').waitFor();
    expect(await page.getByText('끊긴 사이에 보낸 답변').count()).toBe(1);
    expect(await messages().count()).toBe(before + 2);
    await screenshot(page, 'livechat-after-reconnect');
  });
});
