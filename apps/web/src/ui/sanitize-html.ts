/** Cleans operator-written notice HTML before it reaches the page. */
export type NoticeSanitizer = (html: string) => string;

let loaded: NoticeSanitizer | undefined;

/**
 * Notice HTML is written by operators and comes from the server, so it is cleaned before it reaches
 * the page: DOMPurify drops scripts, event-handler attributes, `javascript:` links and anything else
 * that could run code, and keeps the formatting (paragraphs, lists, links, images, tables).
 * DOMPurify is fetched the first time a notice with HTML is shown, not with the app: most visits
 * never open one. A failed fetch rejects, and the next call tries again.
 */
export async function loadNoticeSanitizer(): Promise<NoticeSanitizer> {
  if (loaded !== undefined) return loaded;
  const { default: DOMPurify } = await import('dompurify');
  loaded = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  return loaded;
}

/** The sanitiser if it has loaded already, so a second notice shows at once. */
export function loadedNoticeSanitizer(): NoticeSanitizer | undefined {
  return loaded;
}

/** Where a notice dialog gets its sanitiser; tests give one that holds the load back. */
export interface SanitizerSource {
  readonly loaded: () => NoticeSanitizer | undefined;
  readonly load: () => Promise<NoticeSanitizer>;
}

export const noticeSanitizer: SanitizerSource = { loaded: loadedNoticeSanitizer, load: loadNoticeSanitizer };
