import { useEffectEvent, useLayoutEffect } from 'react';

// index.html can carry a guest's first screen prerendered at build time (scripts/guest-first-screen.ts),
// which a guest can start typing into before the app's scripts have run. The app takes it over here.

/** The prerendered screen's element in index.html; page-scripts/first-screen.js shows it to a guest. */
export const firstScreenId = 'first-screen';

/** Set on <html> by page-scripts/first-screen.js when the prerendered screen is the one on show. */
const shownAttribute = 'data-first-screen';

/** What the guest did on the prerendered screen, read the moment the app's screen replaces it. */
export interface TakenOver {
  /** The fields' values by their `autocomplete` name, which names a field in both copies. */
  readonly typed: ReadonlyMap<string, string>;
  /** The guest pressed the submit button (page-scripts/first-screen.js held it back and marked the screen). */
  readonly submitted: boolean;
  /** Puts the focus and caret where the guest had them, in the same field of the app's screen. */
  readonly restoreFocus: () => void;
}

/** Removes the prerendered screen and answers what the guest did on it; null when there is none. */
export function takeOverFirstScreen(): TakenOver | null {
  const prerendered = document.getElementById(firstScreenId);
  if (prerendered === null) return null;
  const typed = new Map<string, string>();
  for (const input of prerendered.querySelectorAll('input')) {
    if (input.autocomplete !== '') typed.set(input.autocomplete, input.value);
  }
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && prerendered.contains(active) && active.autocomplete !== ''
      ? { name: active.autocomplete, start: active.selectionStart, end: active.selectionEnd }
      : null;
  const submitted = prerendered.hasAttribute('data-submitted');
  prerendered.remove();
  document.documentElement.removeAttribute(shownAttribute);
  return {
    typed,
    submitted,
    restoreFocus: () => {
      if (focused === null) return;
      const next = document.querySelector<HTMLInputElement>(`input[autocomplete="${focused.name}"]`);
      if (next === null) return;
      next.focus();
      if (focused.start !== null && focused.end !== null) next.setSelectionRange(focused.start, focused.end);
    },
  };
}

/**
 * The screen that replaces the prerendered one takes it over as it first draws, before the browser
 * paints: `adopt` gets what the guest did there (read then, not while rendering, so a keystroke that
 * lands while React renders is not lost), and once the screen shows the adopted values the focus
 * and caret go back where they were.
 */
export function useTakeOverFirstScreen(adopt?: (taken: TakenOver) => void): void {
  const adoptTaken = useEffectEvent((taken: TakenOver) => {
    adopt?.(taken);
  });
  useLayoutEffect(() => {
    const taken = takeOverFirstScreen();
    if (taken === null) return;
    adoptTaken(taken);
    // State set in a layout effect re-renders before this effect's task ends; a microtask runs
    // after that render is in the page and still before the browser paints.
    queueMicrotask(taken.restoreFocus);
  }, []);
}

/**
 * Once start-up is done: the splash goes, and so does a prerendered screen nobody sees (a member's
 * page, where page-scripts/first-screen.js left it hidden). One on show stays until the screen that
 * replaces it draws, which may still be loading.
 */
export function removeSplash(): void {
  document.getElementById('splash')?.remove();
  if (!document.documentElement.hasAttribute(shownAttribute))
    document.getElementById(firstScreenId)?.remove();
}
