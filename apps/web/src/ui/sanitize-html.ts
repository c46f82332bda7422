import { contentHtmlPolicy, contentImageSource } from '@baro/contracts/content-html-policy';

/** Cleans operator-written notice HTML before it reaches the page. */
export type NoticeSanitizer = (html: string) => string;

let loaded: NoticeSanitizer | undefined;

/** A link's URL as the policy allows it: its schemes, or a path or fragment of this site. */
const allowedUri = new RegExp(`^(?:(?:${contentHtmlPolicy.linkSchemes.join('|')}):|/(?!/)|#)`, 'i');

const attributesOf: Readonly<Record<string, readonly string[]>> = contentHtmlPolicy.attributes;

/**
 * Notice, post and message HTML is written by operators and comes from the server, which sanitised it
 * on write; it is cleaned again here with the same allow-list (contracts `html-policy.ts`), so a row
 * that got past the server, or a policy the server has since tightened, still shows nothing that
 * could run: DOMPurify keeps the policy's tags, each tag's own attributes, links with its schemes
 * (opened in a new tab without an opener), and images only from the site's files. DOMPurify is
 * fetched the first time a notice with HTML is shown, not with the app: most visits never open one.
 * A failed fetch rejects, and the next call tries again.
 */
export async function loadNoticeSanitizer(): Promise<NoticeSanitizer> {
  if (loaded !== undefined) return loaded;
  const { default: DOMPurify } = await import('dompurify');
  const purify = DOMPurify();
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = attributesOf[tag] ?? [];
    // The link's rel and target are the policy's, set below, never taken as sent.
    if (!allowed.includes(data.attrName) || data.attrName === 'rel' || data.attrName === 'target')
      data.keepAttr = false;
    else if (tag === 'img' && data.attrName === 'src' && !contentImageSource.test(data.attrValue))
      data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a' || !node.hasAttribute('href')) return;
    node.setAttribute('rel', contentHtmlPolicy.linkRel);
    node.setAttribute('target', contentHtmlPolicy.linkTarget);
  });
  const config = {
    ALLOWED_TAGS: [...contentHtmlPolicy.tags],
    ALLOWED_ATTR: [...new Set(Object.values(attributesOf).flat())],
    ALLOWED_URI_REGEXP: allowedUri,
  };
  loaded = (html) => purify.sanitize(html, config);
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
