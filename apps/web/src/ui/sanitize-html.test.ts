import { describe, expect, it } from 'vitest';
import { loadNoticeSanitizer, loadedNoticeSanitizer } from './sanitize-html.ts';

const sanitizeNoticeHtml = await loadNoticeSanitizer();

describe('the notice sanitiser', () => {
  it('is kept once loaded, so the next notice needs no wait', async () => {
    expect(loadedNoticeSanitizer()).toBe(sanitizeNoticeHtml);
    expect(await loadNoticeSanitizer()).toBe(sanitizeNoticeHtml);
  });

  it('removes script tags and their content', () => {
    const clean = sanitizeNoticeHtml('<p>점검 안내</p><script>alert(1)</script>');
    expect(clean).toBe('<p>점검 안내</p>');
  });

  it('removes event-handler attributes but keeps the element', () => {
    const image = '/api/file/0b9a4d3e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
    const clean = sanitizeNoticeHtml(`<img src="${image}" onerror="alert(1)"><b onclick="steal()">굵게</b>`);
    expect(clean).not.toMatch(/onerror|onclick/);
    expect(clean).toContain(`<img src="${image}">`);
    expect(clean).toContain('<b>굵게</b>');
  });

  it('removes javascript: links', () => {
    const clean = sanitizeNoticeHtml('<a href="javascript:alert(1)">링크</a>');
    expect(clean).not.toContain('javascript:');
  });

  it('keeps ordinary formatting, and opens links in a new tab without an opener', () => {
    const html = '<p>안녕하세요</p><ul><li>하나</li></ul>';
    expect(sanitizeNoticeHtml(html)).toBe(html);
    expect(sanitizeNoticeHtml('<a href="https://example.com" target="_self" rel="opener">링크</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">링크</a>',
    );
  });

  it("keeps only the policy's tags and each tag's own attributes (the server's allow-list)", () => {
    const clean = sanitizeNoticeHtml(
      '<form action="/x"><button>보내기</button></form><p style="color:red" class="x" id="y">글</p><svg></svg>',
    );
    expect(clean).toBe('보내기<p>글</p>');
  });

  it("keeps images from the site's files only: no data:, no other host", () => {
    for (const src of ['data:image/svg+xml;base64,PHN2Zz4=', 'https://evil.example/x.png', '/a.png']) {
      expect(sanitizeNoticeHtml(`<img src="${src}" alt="x">`)).toBe('<img alt="x">');
    }
  });
});
