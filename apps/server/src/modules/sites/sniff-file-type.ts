import type { site as siteArea } from '@baro/contracts';

/** How many leading bytes `sniffFileType` needs to decide. */
export const sniffHeadBytes = 12;

interface Signature {
  readonly mimeType: siteArea.UploadMimeType;
  /** Byte values at each offset; `undefined` matches any byte. */
  readonly bytes: readonly (number | undefined)[];
}

const ascii = (text: string) => Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
const anyFour = [undefined, undefined, undefined, undefined];

// The magic numbers of the allowed types. GIF has two versions; WebP is a RIFF container whose form
// type at offset 8 says WEBP (a bare RIFF header would also admit WAV and AVI).
const signatures: readonly Signature[] = [
  { mimeType: 'image/png', bytes: [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/gif', bytes: ascii('GIF87a') },
  { mimeType: 'image/gif', bytes: ascii('GIF89a') },
  { mimeType: 'image/webp', bytes: [...ascii('RIFF'), ...anyFour, ...ascii('WEBP')] },
  { mimeType: 'application/pdf', bytes: ascii('%PDF-') },
];

/**
 * The type of a file judged by its first bytes, or undefined when it is none of the allowed types.
 * The client's declared type and the file name are never consulted: both are the client's to choose.
 */
export function sniffFileType(head: Uint8Array): siteArea.UploadMimeType | undefined {
  const match = signatures.find(
    (signature) =>
      head.length >= signature.bytes.length &&
      signature.bytes.every((byte, offset) => byte === undefined || head[offset] === byte),
  );
  return match?.mimeType;
}
