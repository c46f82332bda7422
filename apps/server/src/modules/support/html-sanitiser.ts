import { content } from '@baro/contracts';
import sanitizeHtml from 'sanitize-html';
import type { IOptions } from 'sanitize-html';

const policy = content.contentHtmlPolicy;

const options: IOptions = {
  allowedTags: [...policy.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(policy.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...policy.linkSchemes],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content: a script's or style's text is never meant to be read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Whatever the author sent, a link opens apart from the app and cannot reach back to it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: policy.linkRel, target: policy.linkTarget },
    }),
  },
  // An image from anywhere but the site's own files is dropped whole: it could track readers or
  // carry a scheme the link rules do not cover.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !content.contentImageSource.test(frame.attribs.src ?? ''),
};

/**
 * The HTML of a post or message as it may be stored: only the allow-listed tags and attributes of
 * `contentHtmlPolicy`, links with safe schemes and `rel="noopener noreferrer"`, images of the site's
 * files. Run on every write; the web app sanitises again on render.
 */
export function sanitiseContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
