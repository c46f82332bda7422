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
    const clean = sanitizeNoticeHtml('<img src="/a.png" onerror="alert(1)"><b onclick="steal()">굵게</b>');
    expect(clean).not.toMatch(/onerror|onclick/);
    expect(clean).toContain('<img src="/a.png">');
    expect(clean).toContain('<b>굵게</b>');
  });

  it('removes javascript: links', () => {
    const clean = sanitizeNoticeHtml('<a href="javascript:alert(1)">링크</a>');
    expect(clean).not.toContain('javascript:');
  });

  it('keeps ordinary formatting', () => {
    const html = '<p>안녕하세요</p><ul><li>하나</li></ul><a href="https://example.com">링크</a>';
    expect(sanitizeNoticeHtml(html)).toBe(html);
  });
});
