import type { site as siteArea } from '@baro/contracts';

/** Longest stored name, in characters (the `stored_file.original_name` check allows 200). */
export const fileNameLengthMax = 200;

const extensions: Readonly<Record<siteArea.UploadMimeType, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * The name an upload is stored and served under: the client's name without any folder part, control
 * or invisible formatting characters (a right-to-left override can make `exe.png` read `gnp.exe`),
 * at most 200 characters, and ending in an extension of the type the content really has. The last
 * rule matters when a member saves the file: a PNG named `page.html` would open as HTML.
 */
export function cleanFileName(clientName: string, mimeType: siteArea.UploadMimeType): string {
  const base = clientName.split(/[/\\]/).pop() ?? '';
  const name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  const allowed = extensions[mimeType];
  const extension = /\.([^.]+)$/.exec(name)?.[1];
  // A matching extension is kept as written; any other name gets the type's extension appended.
  const keeps = extension !== undefined && allowed.includes(extension.toLowerCase());
  const suffix = keeps ? `.${extension}` : `.${allowed[0] ?? 'bin'}`;
  // Leading dots would make a hidden file on the member's disk.
  let stem = (keeps ? name.slice(0, -suffix.length) : name).replace(/^[.\s]+/, '');
  if (stem === '') stem = 'file';
  return truncate(stem, fileNameLengthMax - suffix.length) + suffix;
}

/**
 * Cuts `text` to at most `maxUnits` UTF-16 units (never more code points than that either) at a
 * grapheme boundary, so an emoji or a decomposed syllable is never split in half.
 */
function truncate(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  let kept = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (kept.length + segment.length > maxUnits) break;
    kept += segment;
  }
  return kept.trimEnd();
}

/**
 * A `Content-Disposition` header for a stored name: an ASCII fallback for old clients and the exact
 * name in RFC 5987 form, so Korean names survive and no quote or line break reaches the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^A-Za-z0-9 ._()-]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
