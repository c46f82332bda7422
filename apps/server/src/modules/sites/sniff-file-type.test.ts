import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff-file-type.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])),
  );

describe('sniffFileType', () => {
  it.each([
    ['image/png', bytes(0x89, 'PNG\r\n', 0x1a, 0x0a, 0, 0, 0, 13)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
    ['image/gif', bytes('GIF87a', 1, 0)],
    ['image/gif', bytes('GIF89a', 1, 0)],
    ['image/webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
    ['application/pdf', bytes('%PDF-1.7\n')],
  ])('recognises %s by its magic bytes', (mimeType, head) => {
    expect(sniffFileType(head)).toBe(mimeType);
  });

  it.each([
    ['HTML', bytes('<html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a RIFF file that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a Windows executable', bytes('MZ', 0x90, 0, 3, 0, 0, 0)],
    ['a ZIP archive', bytes('PK', 3, 4, 20, 0)],
    ['an empty file', bytes()],
    ['a PNG signature cut short', bytes(0x89, 'PNG')],
    ['GIF with an unknown version', bytes('GIF90a')],
  ])('refuses %s', (_name, head) => {
    expect(sniffFileType(head)).toBeUndefined();
  });
});
