import { useId, useMemo } from 'react';
import type { NoticeVariant } from './dialog-store.ts';
import { DialogActions, DialogFrame, PRIMARY_BUTTON } from './dialog-frame.tsx';
import { sanitizeNoticeHtml } from './sanitize-html.ts';

// Spec §2 and §9: a notice dialog is 384 px wide by default (never wider than the phone), and notices
// pushed in real time open at 92% of the screen width.
const VARIANT_WIDTH: Record<NoticeVariant, string> = {
  default: 'w-[384px] max-w-[92vw]',
  realtime: 'w-[92%]',
};

export interface NoticeDialogProps {
  title: string;
  /** HTML from the server; it is sanitised before it is shown. */
  html: string;
  variant?: NoticeVariant;
  onClose: () => void;
}

/** A notice: title, sanitised HTML content that scrolls when long, and a 닫기 button. */
export function NoticeDialog({ title, html, variant = 'default', onClose }: NoticeDialogProps) {
  const titleId = useId();
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return (
    <DialogFrame
      role="dialog"
      labelledBy={titleId}
      panelClassName={VARIANT_WIDTH[variant]}
      onEscape={onClose}
      onBackdropClick={onClose}
    >
      <h2 id={titleId} className="border-b border-line px-5 py-4 text-base font-bold break-keep">
        {title}
      </h2>
      <div
        data-testid="notice-content"
        className="min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm leading-relaxed break-keep text-text [&_a]:text-accent [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_table]:w-full [&_ul]:list-disc [&_ul]:pl-5"
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      <DialogActions>
        <button type="button" className={PRIMARY_BUTTON} onClick={onClose}>
          닫기
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
