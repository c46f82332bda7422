import { useEffect, useMemo, useState } from 'react';
import { cx } from './class-names.ts';
import { noticeSanitizer } from './sanitize-html.ts';
import type { NoticeSanitizer, SanitizerSource } from './sanitize-html.ts';
import { Skeleton } from './skeleton.tsx';

/** How operator HTML reads inside the app: accent links, lists with markers, images within the column. */
export const HTML_CONTENT_CLASS =
  'text-sm leading-relaxed break-keep text-text [&_a]:text-accent [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-5 [&_table]:w-full [&_ul]:list-disc [&_ul]:pl-5';

type Content = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; html: string };

/**
 * The HTML, sanitised. Never the HTML as it came: until the sanitiser has loaded the content is
 * 'loading', and if it cannot be loaded, 'failed'.
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

export interface SanitizedHtmlProps {
  /** HTML from the server; it is sanitised before it is shown. */
  html: string;
  /** Layout classes (padding, scrolling); the text look is `HTML_CONTENT_CLASS`. */
  className?: string;
  /** Where the sanitiser comes from; tests hold it back to see the content while it loads. */
  sanitizer?: SanitizerSource;
}

/**
 * Operator HTML (notices, posts, messages, static pages) shown only through the sanitiser
 * (`sanitize-html.ts`, DOMPurify fetched on first use): lines of skeleton while it loads, a sentence
 * if it cannot be loaded.
 */
export function SanitizedHtml({ html, className, sanitizer = noticeSanitizer }: SanitizedHtmlProps) {
  const content = useSanitizedHtml(html, sanitizer);
  switch (content.state) {
    case 'ready':
      return (
        <div
          data-testid="notice-content"
          className={cx(HTML_CONTENT_CLASS, className)}
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      );
    case 'loading':
      return (
        <div role="status" aria-label="불러오는 중" className={cx('flex flex-col gap-2.5', className)}>
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      );
    case 'failed':
      return (
        <p className={cx('text-sm text-text-dim', className)}>
          내용을 불러오지 못했습니다. 새로고침 후 다시 시도해주세요.
        </p>
      );
  }
}
