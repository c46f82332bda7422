import DOMPurify from 'dompurify';

/**
 * Notice HTML is written by operators and comes from the server, so it is cleaned before it reaches
 * the page: DOMPurify drops scripts, event-handler attributes, `javascript:` links and anything else
 * that could run code, and keeps the formatting (paragraphs, lists, links, images, tables).
 */
export function sanitizeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
