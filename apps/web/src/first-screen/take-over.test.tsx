import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/test-app.tsx';
import { guestSignInMarkup } from './guest-sign-in-markup.tsx';
import { firstScreenId } from './take-over.ts';

// index.html carries the guest's sign-in screen prerendered (scripts/guest-first-screen.ts), which a
// guest can type into before the app's scripts have run. Here that markup sits in the document, a
// guest types into it, and the whole app starts against a fake server and takes it over.
configure({ asyncUtilTimeout: 5000 });

/** index.html's prerendered screen, with what a guest typed into it. */
function prerenderedScreen(typed: { username: string; password: string; submitted: boolean }): HTMLElement {
  const element = document.createElement('div');
  element.id = firstScreenId;
  element.innerHTML = guestSignInMarkup('demo');
  document.body.prepend(element);
  const field = (name: string) => element.querySelector<HTMLInputElement>(`input[autocomplete="${name}"]`);
  const username = field('username');
  const password = field('current-password');
  if (username === null || password === null)
    throw new Error('The prerendered screen has no sign-in fields.');
  username.value = typed.username;
  password.value = typed.password;
  password.focus();
  password.setSelectionRange(2, 2);
  // What page-scripts/first-screen.js does with a submit before the app is up.
  if (typed.submitted) element.setAttribute('data-submitted', '');
  document.documentElement.setAttribute('data-first-screen', 'guest-sign-in');
  return element;
}

afterEach(() => {
  document.getElementById(firstScreenId)?.remove();
  document.documentElement.removeAttribute('data-first-screen');
});

describe('taking over the prerendered sign-in screen', () => {
  it('is the app’s own sign-in screen: fields, button, links and the demo hint', () => {
    const element = prerenderedScreen({ username: '', password: '', submitted: false });
    expect(element.querySelector('label')?.textContent).toBe('아이디');
    expect(element.querySelector('button[type="submit"]')?.textContent).toBe('로그인');
    expect([...element.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/register',
      '/find_id',
      '/find_password',
      '/overseaView',
    ]);
    expect(element.textContent).toContain('baro-demo-2026');
    expect(guestSignInMarkup('other')).not.toContain('baro-demo-2026');
  });

  it('keeps what the guest typed and where the caret was, and removes the copy', async () => {
    prerenderedScreen({ username: 'demo', password: 'baro', submitted: false });
    const app = renderApp('/signin');

    await waitFor(() => {
      expect(document.getElementById(firstScreenId)).toBeNull();
    });
    const password = screen.getByLabelText<HTMLInputElement>('비밀번호');
    expect(screen.getByLabelText<HTMLInputElement>('아이디').value).toBe('demo');
    expect(password.value).toBe('baro');
    expect(document.activeElement).toBe(password);
    expect(password.selectionStart).toBe(2);
    // Nothing was sent: the guest has not pressed 로그인.
    expect(app.server.calls).not.toContain('POST /api/login');
    expect(document.documentElement.hasAttribute('data-first-screen')).toBe(false);
  });

  it('is removed once start-up is done when it was not on show (a member’s page)', async () => {
    prerenderedScreen({ username: '', password: '', submitted: false });
    document.documentElement.removeAttribute('data-first-screen');
    renderApp('/overseaView');

    await waitFor(() => {
      expect(document.getElementById(firstScreenId)).toBeNull();
    });
  });

  it('signs in once the app is up when the guest pressed 로그인 on the copy', async () => {
    prerenderedScreen({ username: 'demo', password: 'baro-demo-2026', submitted: true });
    const app = renderApp('/signin');

    await waitFor(() => {
      expect(app.router.state.location.pathname).not.toBe('/signin');
    });
    expect(app.server.calls.filter((call) => call === 'POST /api/login')).toHaveLength(1);
    expect(localStorage.getItem('demo.accessToken')).toBe('access');
    // The member's socket code loads next; let it arrive before the test environment goes.
    await import('../socket/index.ts');
  });
});
