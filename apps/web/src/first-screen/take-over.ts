import { useLayoutEffect } from 'react';

// index.html can carry a guest's first screen prerendered at build time (scripts/guest-first-screen.ts),
// which a guest can start typing into before the app's scripts have run. The app takes it over here.

/** The prerendered screen's element in index.html; public/first-screen.js shows it to a guest. */
export const firstScreenId = 'first-screen';

/** Set on <html> by public/first-screen.js when the prerendered screen is the one on show. */
const shownAttribute = 'data-first-screen';

function prerenderedField(autocomplete: string): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>(`#${firstScreenId} input[autocomplete="${autocomplete}"]`);
}

/**
 * What the guest typed into the prerendered screen's field (found by its `autocomplete` name, which
 * names the field in both copies), or '' when there is none: read by the app's screen as it renders.
 */
export function typedBeforeStart(autocomplete: string): string {
  if (typeof document === 'undefined') return '';
  return prerenderedField(autocomplete)?.value ?? '';
}

/**
 * Whether the guest pressed 로그인 on the prerendered screen (public/first-screen.js holds the submit
 * back and marks the screen): the app's screen then signs in with what was typed as soon as it is up.
 */
export function submittedBeforeStart(): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`#${firstScreenId}[data-submitted]`) !== null;
}

/**
 * Removes the prerendered screen and moves the focus and caret the guest had in one of its fields to
 * the same field of the app's screen, so typing goes on where it was.
 */
export function takeOverFirstScreen(): void {
  const prerendered = document.getElementById(firstScreenId);
  if (prerendered === null) return;
  const active = document.activeElement;
  const field =
    active instanceof HTMLInputElement && prerendered.contains(active)
      ? { name: active.autocomplete, start: active.selectionStart, end: active.selectionEnd }
      : null;
  prerendered.remove();
  document.documentElement.removeAttribute(shownAttribute);
  if (field === null || field.name === '') return;
  const next = document.querySelector<HTMLInputElement>(`input[autocomplete="${field.name}"]`);
  if (next === null) return;
  next.focus();
  if (field.start !== null && field.end !== null) next.setSelectionRange(field.start, field.end);
}

/** The screen that replaces the prerendered one takes it over as it first draws (before the paint). */
export function useTakeOverFirstScreen(): void {
  useLayoutEffect(takeOverFirstScreen, []);
}

/**
 * Once start-up is done: the splash goes, and so does a prerendered screen nobody sees (a member's
 * page, where public/first-screen.js left it hidden). One on show stays until the screen that
 * replaces it draws, which may still be loading.
 */
export function removeSplash(): void {
  document.getElementById('splash')?.remove();
  if (!document.documentElement.hasAttribute(shownAttribute))
    document.getElementById(firstScreenId)?.remove();
}
