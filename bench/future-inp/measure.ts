import { setTimeout as sleep } from 'node:timers/promises';
import { futuresInfoTopic, overseaTopic } from '@baro/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phoneContext, submitSignIn } from '../../apps/web/test/support/chromium.ts';

// One member's session on /future/{id}: signed in as demo on a phone (390×844), the CPU slowed down
// through the DevTools protocol, the page's socket passed through a Playwright WebSocket route that
// can hold back the market's ticks (the quiet peer) or let them through (the streaming peer). Each
// round makes the same interactions and reads what Chromium's Event Timing reports for them.

/** The market's tick messages: what the quiet peer holds back, and what the streaming one counts. */
const tickDestinations = [futuresInfoTopic.destination, overseaTopic.destination];

/** Chromium reports an interaction's event entries once they are at least this long (its minimum). */
export const durationThresholdMs = 16;
/** Time after each interaction for its entries to be dispatched (after the next paint) and drained. */
const settleMs = 500;

export type Peer = 'streaming' | 'quiet';

export interface InteractionTiming {
  /** The interaction, e.g. `tab 지정가` or `type qty key 1 '1'`. */
  readonly label: string;
  /** Its longest event entry (input delay + processing + presentation), 0 when under the threshold. */
  readonly durationMs: number;
}

export interface LongTasks {
  readonly count: number;
  readonly totalMs: number;
}

export interface Round {
  readonly peer: Peer;
  readonly interactions: readonly InteractionTiming[];
  readonly longTasks: LongTasks;
  /** Tick messages (`/topic/futures_info`, `/topic/oversea`) that reached the page in the round. */
  readonly ticksDelivered: number;
  readonly seconds: number;
}

/** The page's observers, installed before its own scripts: event entries and long tasks, drained by the bench. */
const observeScript = `(() => {
  const store = { events: [], long: [] };
  window.__benchInp = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) store.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: ${durationThresholdMs}, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.long.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
})();`;

interface Drained {
  readonly events: readonly { id: number; name: string; duration: number }[];
  readonly long: readonly number[];
}

const drain = (page: Page) =>
  page.evaluate<Drained>(
    '(() => { const s = window.__benchInp; return { events: s.events.splice(0), long: s.long.splice(0) }; })()',
  );

/**
 * The STOMP frames of one socket message, and how to write a subset of them back. A raw WebSocket
 * message holds one or more NUL-terminated frames (heart-beat newlines between them); SockJS wraps
 * them as `a[...]`, a JSON array; SockJS's own frames (`o`, `h`, `c[...]`) carry none.
 */
function stompFramesOf(message: string): { frames: string[]; join: (kept: string[]) => string } {
  if (message.startsWith('a[')) {
    return { frames: JSON.parse(message.slice(1)) as string[], join: (kept) => `a${JSON.stringify(kept)}` };
  }
  if (message === 'o' || message === 'h' || message.startsWith('c['))
    return { frames: [], join: () => message };
  const pieces = message.split('\0');
  const tail = pieces.pop() ?? '';
  return { frames: pieces, join: (kept) => `${kept.join('\0')}\0${tail}` };
}

/** Whether a STOMP frame (heart-beat newlines before it allowed) is a MESSAGE of a tick destination. */
function isTick(frame: string): boolean {
  const stompFrame = frame.replace(/^\n+/, '');
  if (!stompFrame.startsWith('MESSAGE\n')) return false;
  const headerEnd = stompFrame.indexOf('\n\n');
  const headers = stompFrame.slice(0, headerEnd < 0 ? undefined : headerEnd).split('\n');
  return headers.some((line) => tickDestinations.some((topic) => line === `destination:${topic}`));
}

/** A member's action, and how many interactions (clicks, key presses) it is. */
interface Action {
  readonly label: string;
  readonly interactions: number;
  run(page: Page): Promise<void>;
}

const click =
  (locate: (page: Page) => ReturnType<Page['getByRole']>) =>
  async (page: Page): Promise<void> => {
    await locate(page).click();
  };

/** The order panel's and the tabs' interactions, in the order a member might make them. */
function actions(qty: string): Action[] {
  const tab = (name: string): Action => ({
    label: `order type ${name}`,
    interactions: 1,
    run: click((page) => page.getByRole('tab', { name, exact: true })),
  });
  const share = (percent: number): Action => ({
    label: `tap ${percent}%`,
    interactions: 1,
    run: click((page) => page.getByRole('button', { name: `${percent}%`, exact: true })),
  });
  const myTab = (name: string): Action => ({
    label: `tab ${name}`,
    interactions: 1,
    run: click((page) => page.getByRole('tablist', { name: '내 거래' }).getByRole('tab', { name })),
  });
  // The panel has no side toggle: 롱 and 숏 each open their confirmation sheet, which 취소 closes.
  const side = (button: string, sheet: string): Action[] => [
    {
      label: `press ${button}`,
      interactions: 1,
      run: click((page) => page.getByRole('button', { name: button })),
    },
    {
      label: `close ${sheet}`,
      interactions: 1,
      run: click((page) => page.getByRole('dialog', { name: sheet }).getByRole('button', { name: '취소' })),
    },
  ];
  return [
    tab('지정가'),
    tab('스탑'),
    tab('시장가'),
    ...Array.from(qty).map((key, index): Action => ({
      label: `type qty key ${index + 1} '${key}'`,
      interactions: 1,
      run: async (page) => {
        await page.getByRole('textbox', { name: '주문 수량' }).press(key);
      },
    })),
    share(25),
    share(50),
    share(75),
    share(100),
    ...side('롱 (매수)', '롱 주문 확인'),
    ...side('숏 (매도)', '숏 주문 확인'),
    { label: 'open leverage', interactions: 1, run: click((page) => page.getByTestId('leverage')) },
    {
      label: 'close leverage',
      interactions: 1,
      run: click((page) =>
        page.getByRole('dialog', { name: '레버리지 조정' }).getByRole('button', { name: '취소' }),
      ),
    },
    myTab('미체결'),
    myTab('주문내역'),
    myTab('펀딩'),
    myTab('포지션'),
  ];
}

export interface SessionOptions {
  readonly origin: string;
  readonly optionId: number;
  readonly cpuSlowdown: number;
}

export interface Session {
  /** One round of every action with the ticks let through (streaming) or held back (quiet). */
  round(peer: Peer): Promise<Round>;
  /** Interactions one round makes. */
  readonly interactionsPerRound: number;
  close(): Promise<void>;
}

/** Signs in as demo, opens /future/{optionId}, waits for its price and qty_per, slows the CPU. */
export async function openSession(browser: Browser, options: SessionOptions): Promise<Session> {
  const context: BrowserContext = await phoneContext(browser, options.origin);
  let holdTicks = false;
  let ticksDelivered = 0;
  try {
    const page = await context.newPage();
    // The app's socket is a raw WebSocket at /ws (SockJS under /ws/… only as its fallback).
    await page.routeWebSocket(/\/ws(\/|$)/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (typeof message !== 'string') {
          socket.send(message);
          return;
        }
        const { frames, join } = stompFramesOf(message);
        const ticks = frames.filter(isTick).length;
        const kept = holdTicks ? frames.filter((frame) => !isTick(frame)) : frames;
        if (!holdTicks) ticksDelivered += ticks;
        if (kept.length === frames.length) socket.send(message);
        else if (kept.length > 0) socket.send(join(kept));
      });
    });
    await page.addInitScript(observeScript);
    await page.goto('/signin');
    // The form is in the served HTML before React takes it over: typed into too early, it is lost.
    await page.waitForLoadState('networkidle');
    await submitSignIn(page, 'demo');
    await page.waitForURL((url) => url.pathname !== '/signin');
    await page.goto(`/future/${options.optionId}`);
    await page.getByTestId('last-price').waitFor();
    for (;;) {
      const shown = await page.getByTestId('max-qty').innerText();
      if (/\d/.test(shown)) break;
      await sleep(200);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    const list = actions('100');
    const qtyBox = page.getByRole('textbox', { name: '주문 수량' });
    return {
      interactionsPerRound: list.reduce((total, action) => total + action.interactions, 0),
      async round(peer) {
        holdTicks = peer === 'quiet';
        // Let the page reach the peer's state (ticks flowing, or the last one long painted).
        await qtyBox.fill('');
        await sleep(2_000);
        await drain(page);
        ticksDelivered = 0;
        const started = performance.now();
        const interactions: InteractionTiming[] = [];
        const longTasks: number[] = [];
        for (const action of list) {
          await action.run(page);
          await sleep(settleMs);
          const drained = await drain(page);
          longTasks.push(...drained.long);
          const byId = new Map<number, number>();
          for (const entry of drained.events)
            byId.set(entry.id, Math.max(byId.get(entry.id) ?? 0, entry.duration));
          const durations = [...byId.values()];
          // An interaction under the threshold left no entry: it counts, at 0 ms.
          for (let k = 0; k < action.interactions; k += 1) {
            interactions.push({ label: action.label, durationMs: durations[k] ?? 0 });
          }
          // Entries of more interactions than the action made (a late one of the previous action).
          for (const extra of durations.slice(action.interactions)) {
            interactions.push({ label: `${action.label} (late entry)`, durationMs: extra });
          }
        }
        const seconds = (performance.now() - started) / 1000;
        return {
          peer,
          interactions,
          longTasks: { count: longTasks.length, totalMs: longTasks.reduce((a, b) => a + b, 0) },
          ticksDelivered,
          seconds,
        };
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}
