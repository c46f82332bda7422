import { useEffect, useId, useMemo, useState } from 'react';
import type { NoticeVariant } from './dialog-store.ts';
import { DialogActions, DialogFrame, PRIMARY_BUTTON } from './dialog-frame.tsx';
import { noticeSanitizer } from './sanitize-html.ts';
import type { NoticeSanitizer, SanitizerSource } from './sanitize-html.ts';
import { Skeleton } from './skeleton.tsx';

// Spec §2 and §9: a notice dialog is 384 px wide by default (never wider than the phone), and notices
// pushed in real time open at 92% of the screen width.
const VARIANT_WIDTH: Record<NoticeVariant, string> = {
  default: 'w-[384px] max-w-[92vw]',
  realtime: 'w-[92%]',
};

const CONTENT_CLASS =
  'min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm leading-relaxed break-keep text-text [&_a]:text-accent [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_table]:w-full [&_ul]:list-disc [&_ul]:pl-5';

export interface NoticeDialogProps {
  title: string;
  /** HTML from the server; it is sanitised before it is shown. */
  html: string;
  variant?: NoticeVariant;
  onClose: () => void;
  /** Where the sanitiser comes from; tests hold it back to see the dialog while it loads. */
  sanitizer?: SanitizerSource;
}

type Content = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; html: string };

/**
 * The notice's HTML, sanitised. Never the HTML as it came: until the sanitiser has loaded the content
 * is 'loading', and if it cannot be loaded, 'failed'.
 */
function useSanitizedHtml(html: string, source: SanitizerSource): Content {
  const [sanitizer, setSanitizer] = useState<NoticeSanitizer | undefined>(source.loaded);
  const { load } = source;
  const [failed, setFailed] = useState(false);
  const needed = html !== '' && sanitizer === undefined;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    load().then(
      (loaded) => {
        if (live) setSanitizer(() => loaded);
      },
      (error: unknown) => {
        console.error('The notice sanitiser did not load.', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, load]);
  return useMemo((): Content => {
    if (html === '') return { state: 'ready', html: '' };
    if (sanitizer !== undefined) return { state: 'ready', html: sanitizer(html) };
    return failed ? { state: 'failed' } : { state: 'loading' };
  }, [html, sanitizer, failed]);
}

function NoticeContent({ content }: { content: Content }) {
  switch (content.state) {
    case 'ready':
      return (
        <div
          data-testid="notice-content"
          className={CONTENT_CLASS}
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      );
    case 'loading':
      return (
        <div role="status" aria-label="불러오는 중" className="flex flex-col gap-2.5 px-5 py-4">
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      );
    case 'failed':
      return (
        <p className="px-5 py-4 text-sm text-text-dim">
          내용을 불러오지 못했습니다. 새로고침 후 다시 시도해주세요.
        </p>
      );
  }
}

/** A notice: title, sanitised HTML content that scrolls when long, and a 닫기 button. */
export function NoticeDialog({
  title,
  html,
  variant = 'default',
  onClose,
  sanitizer = noticeSanitizer,
}: NoticeDialogProps) {
  const titleId = useId();
  const content = useSanitizedHtml(html, sanitizer);
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
      <NoticeContent content={content} />
      <DialogActions>
        <button type="button" className={PRIMARY_BUTTON} onClick={onClose}>
          닫기
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
