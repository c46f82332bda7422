import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from './file-name.ts';

describe('cleanFileName', () => {
  it('keeps a Korean name whose extension matches the content', () => {
    expect(cleanFileName('입금확인증.png', 'image/png')).toBe('입금확인증.png');
    expect(cleanFileName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
  });

  it('drops any folder part the client sent', () => {
    expect(cleanFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\me\\scan.pdf', 'application/pdf')).toBe('scan.pdf');
  });

  it('appends the real extension when the name claims another type', () => {
    expect(cleanFileName('page.html', 'image/png')).toBe('page.html.png');
    expect(cleanFileName('invoice', 'application/pdf')).toBe('invoice.pdf');
  });

  it('removes control characters and a right-to-left override', () => {
    expect(cleanFileName('a\u202Egnp.exe', 'image/png')).toBe('agnp.exe.png');
    expect(cleanFileName('x\r\ny".gif', 'image/gif')).toBe('xy".gif');
  });

  it('stores a name made only of dots, spaces or an extension as "file"', () => {
    expect(cleanFileName('', 'image/webp')).toBe('file.webp');
    expect(cleanFileName(' .. ', 'image/gif')).toBe('file.gif');
    expect(cleanFileName('.png', 'image/png')).toBe('file.png');
  });

  it('cuts a long name to 200 characters and keeps the extension', () => {
    const name = cleanFileName(`${'가'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('never cuts an emoji in half when it shortens a name', () => {
    const name = cleanFileName(`${'a'.repeat(195)}👍🏽.png`, 'image/png');
    expect(name).toBe(`${'a'.repeat(195)}.png`);
  });

  it('normalises decomposed Korean (as macOS sends it) to the composed form', () => {
    expect(cleanFileName('한글.png'.normalize('NFD'), 'image/png')).toBe('한글.png');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('inline', '입금 확인.png')).toBe(
      `inline; filename="__ __.png"; filename*=UTF-8''%EC%9E%85%EA%B8%88%20%ED%99%95%EC%9D%B8.png`,
    );
  });

  it('never lets a quote, semicolon or line break into the header', () => {
    const header = contentDisposition('inline', 'a";b\r\nX-Evil: 1.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"')).toHaveLength(3);
    expect(header).toContain(`filename*=UTF-8''a%22%3Bb%0D%0AX-Evil%3A%201.png`);
  });
});
