/**
 * What HTML a post or message may hold: the one allow-list the server sanitises with on write and
 * the web app again on render (DOMAIN.md §7, docs/support-design.md §3). Text formatting, lists,
 * tables, links with safe schemes, and images only from the site's own files. No `style`, `class`
 * or `id`: a post cannot restyle or target the page around it.
 */
export const contentHtmlPolicy = {
  tags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  /** Attributes per tag; `rel` and `target` of a link are set by the sanitiser, never taken as sent. */
  attributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  linkSchemes: ['https', 'http', 'mailto', 'tel'],
  linkRel: 'noopener noreferrer',
  linkTarget: '_blank',
} as const;

/** An image source the policy keeps: a file of the site's store, by its id (`GET /api/file/:id`). */
export const contentImageSource =
  /^\/api\/file\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
