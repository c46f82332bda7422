import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';

// page-scripts/first-screen.js, run as the page runs it: while index.html is parsed, before the app.
const source = readFileSync(join(import.meta.dirname, '../../page-scripts/first-screen.js'), 'utf8');

function openPage(path: string, { session }: { session: boolean }): void {
  document.documentElement.removeAttribute('data-first-screen');
  document.head.innerHTML =
    '<meta name="baro-guest-preloads" content="/assets/sign-1.js /assets/form-1.js" data-site="demo" ' +
    'data-entry="/assets/index-1.js" data-sign-in="/signin" ' +
    'data-fonts="/assets/font-1.woff2 /assets/font-2.woff2">';
  document.body.innerHTML =
    '<div id="first-screen"><form><button type="submit">로그인</button></form></div><div id="root"></div>';
  localStorage.clear();
  if (session) localStorage.setItem('demo.accessToken', 'token');
  history.replaceState(null, '', path);
  runInThisContext(source);
}

const entryScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
const preloads = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

describe('the page script', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts a member’s app at once, without the guest’s downloads or the prerendered screen', () => {
    openPage('/exchange', { session: true });
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
    expect(preloads('modulepreload')).toEqual([]);
    expect(document.documentElement.hasAttribute('data-first-screen')).toBe(false);
  });

  it('starts the sign-in screens’ download for a guest elsewhere, and the app at once', () => {
    openPage('/exchange', { session: false });
    expect(preloads('modulepreload')).toEqual(['/assets/sign-1.js', '/assets/form-1.js']);
    expect(preloads('preload')).toEqual([]);
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
    expect(document.documentElement.hasAttribute('data-first-screen')).toBe(false);
  });

  it('shows a guest at /signin the prerendered screen and starts the app after its first paint', async () => {
    openPage('/signin', { session: false });
    expect(document.documentElement.getAttribute('data-first-screen')).toBe('guest-sign-in');
    expect(preloads('preload')).toEqual(['/assets/font-1.woff2', '/assets/font-2.woff2']);
    expect(entryScripts()).toEqual([]);
    await afterNextPaint();
    await afterNextPaint();
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('starts the app in a hidden tab at once, and when the tab is hidden before the first frame', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    openPage('/signin', { session: false });
    expect(entryScripts()).toEqual(['/assets/index-1.js']);

    // Visible at first: the app waits for a frame that a tab hidden meanwhile never draws.
    visibility.mockReturnValue('visible');
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(0);
    openPage('/signin', { session: false });
    expect(entryScripts()).toEqual([]);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('holds back a submit on the prerendered screen and marks it for the app', () => {
    openPage('/signin', { session: false });
    const form = document.querySelector('#first-screen form');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.getElementById('first-screen')?.hasAttribute('data-submitted')).toBe(true);
  });

  it('still starts the app when storage is refused (a privacy mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    openPage('/signin', { session: false });
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
    expect(document.documentElement.hasAttribute('data-first-screen')).toBe(false);
  });
});
