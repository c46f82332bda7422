import { useEffect, type KeyboardEvent, type RefObject } from 'react';

// Keyboard and focus behaviour shared by dialogs and drawers: focus moves into the panel when it
// opens and back to where it was when it closes, Tab cycles inside the panel, and Escape closes the
// panel that has focus. Escape is handled on the panel rather than on the document so that, with a
// dialog over a drawer, only the top one closes.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements of `container` that Tab can reach, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * The keydown handler of a modal panel: Escape calls `onEscape`, Tab and Shift+Tab wrap around inside
 * the panel. Stops Escape from reaching panels further down the tree.
 */
export function handleModalKeyDown(
  event: KeyboardEvent<HTMLElement>,
  panel: HTMLElement | null,
  onEscape: (() => void) | undefined,
): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    if (onEscape !== undefined) {
      event.preventDefault();
      onEscape();
    }
    return;
  }
  if (event.key !== 'Tab' || panel === null) {
    return;
  }
  const focusables = focusableElements(panel);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While `active`, keeps focus in `panelRef`: focuses `initialFocusRef` (else the first focusable
 * element, else the panel) and, when no longer active, gives focus back to the element that had it.
 */
export function useModalFocus(
  panelRef: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!active || panel === null) {
      return;
    }
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? focusableElements(panel)[0] ?? panel;
    target.focus();
    return () => {
      if (previous?.isConnected === true) {
        previous.focus();
      }
    };
  }, [panelRef, active, initialFocusRef]);
}

/**
 * While `active`, stops the page behind a modal from scrolling. Nested modals restore in reverse
 * order, so the page scrolls again only when the last one closes.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) {
      return;
    }
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [active]);
}
