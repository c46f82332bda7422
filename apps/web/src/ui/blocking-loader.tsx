import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from './modal-focus.ts';

/** The message while the socket reconnects (spec §4). */
export const RECONNECTING_MESSAGE = '불안정한 연결로 재연결 중입니다';

export interface BlockingLoaderProps {
  open: boolean;
  /** What is happening, in Korean; the reconnecting message by default. */
  message?: string;
}

/**
 * A full-screen overlay that blocks the page while something must finish first, such as the socket
 * reconnecting: nothing behind it can be clicked, focus is held on it and screen readers hear the
 * message. It is busy (aria-busy) for as long as it is shown.
 */
export function BlockingLoader({ open, message = RECONNECTING_MESSAGE }: BlockingLoaderProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    overlayRef.current?.focus();
    return () => {
      if (previous?.isConnected === true) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      ref={overlayRef}
      role="status"
      aria-live="assertive"
      aria-busy="true"
      tabIndex={-1}
      // Holding Tab here keeps the keyboard from reaching the page behind the overlay.
      onKeyDown={(event) => {
        if (event.key === 'Tab') event.preventDefault();
      }}
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-black/70 px-8 text-center outline-none"
    >
      <LoaderCircle
        aria-hidden="true"
        className="size-10 animate-spin text-accent motion-reduce:animate-none"
      />
      <p className="text-sm font-medium break-keep text-text">{message}</p>
    </div>,
    document.body,
  );
}
