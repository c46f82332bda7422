import { useId, useRef } from 'react';
import type { NoticeVariant } from './dialog-store.ts';
import { DialogActions, DialogFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from './dialog-frame.tsx';
import { noticeSanitizer } from './sanitize-html.ts';
import type { SanitizerSource } from './sanitize-html.ts';
import { SanitizedHtml } from './sanitized-html.tsx';

// Spec §2 and §9: a notice dialog is 384 px wide by default (never wider than the phone), and notices
// pushed in real time open at 92% of the screen width.
const VARIANT_WIDTH: Record<NoticeVariant, string> = {
  default: 'w-[384px] max-w-[92vw]',
  realtime: 'w-[92%]',
};

// The dialog's frame around the content: padded, and scrolling when the notice is long.
const CONTENT_FRAME_CLASS = 'min-h-0 flex-1 overflow-y-auto px-5 py-4';

export interface NoticeDialogProps {
  title: string;
  /** HTML from the server; it is sanitised before it is shown. */
  html: string;
  variant?: NoticeVariant;
  onClose: () => void;
  /** A second button left of 닫기, such as a home popup's 오늘 하루 보지 않기. */
  secondaryAction?: { label: string; onClick: () => void };
  /** Where the sanitiser comes from; tests hold it back to see the dialog while it loads. */
  sanitizer?: SanitizerSource;
}

/** A notice: title, sanitised HTML content that scrolls when long, and a 닫기 button. */
export function NoticeDialog({
  title,
  html,
  variant = 'default',
  onClose,
  secondaryAction,
  sanitizer = noticeSanitizer,
}: NoticeDialogProps) {
  const titleId = useId();
  // With a second button first in the row, focus still starts on 닫기: Enter must not hide a popup.
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="dialog"
      labelledBy={titleId}
      panelClassName={VARIANT_WIDTH[variant]}
      onEscape={onClose}
      onBackdropClick={onClose}
      initialFocusRef={secondaryAction === undefined ? undefined : closeRef}
    >
      <h2 id={titleId} className="border-b border-line px-5 py-4 text-base font-bold break-keep">
        {title}
      </h2>
      <SanitizedHtml html={html} className={CONTENT_FRAME_CLASS} sanitizer={sanitizer} />
      <DialogActions>
        {secondaryAction !== undefined && (
          <button type="button" className={SECONDARY_BUTTON} onClick={secondaryAction.onClick}>
            {secondaryAction.label}
          </button>
        )}
        <button ref={closeRef} type="button" className={PRIMARY_BUTTON} onClick={onClose}>
          닫기
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
