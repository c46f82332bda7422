import { randomBytes } from 'node:crypto';

/** A PNG signature and IHDR chunk start, then noise: enough for a content check. */
export const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(200)]);
/** One small file of each allowed upload type, by the type its content has. */
export const samples = {
  'image/png': png,
  'image/jpeg': Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), randomBytes(100)]),
  'image/gif': Buffer.concat([Buffer.from('GIF89a'), randomBytes(50)]),
  'image/webp': Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x40, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    randomBytes(60),
  ]),
  'application/pdf': Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
} as const;

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipart(filename: string, contentType: string, content: Buffer) {
  const boundary = `----baro${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
