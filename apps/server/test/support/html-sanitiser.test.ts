import { describe, expect, it } from 'vitest';
import { demoPosts } from '../../src/demo/demo-content.ts';
import { sanitiseContentHtml } from '../../src/modules/support/html-sanitiser.ts';
import { policyViolations } from './fixtures/html-policy-check.ts';
import { xssVectors } from './fixtures/xss-vectors.ts';

const siteImage = '/api/file/123e4567-e89b-12d3-a456-426614174000';

describe('the XSS filter-evasion vectors', () => {
  it('are over a hundred, each breaking the policy as written', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(100);
    // A vector the check finds harmless could not fail the test below, with or without a sanitiser.
    const harmless = xssVectors.filter((vector) => policyViolations(vector.html).length === 0);
    expect(harmless.map((vector) => vector.name)).toEqual([]);
  });

  it.each(xssVectors.map((vector) => [vector.name, vector.html] as const))(
    'come out within the policy: %s',
    (_name, html) => {
      expect(policyViolations(sanitiseContentHtml(html))).toEqual([]);
    },
  );

  it('lose their script text, not only their tags', () => {
    for (const vector of xssVectors)
      expect(sanitiseContentHtml(vector.html)).not.toMatch(/alert\(1\)<\/script/i);
    expect(sanitiseContentHtml('<script>alert(1)</script>안녕')).toBe('안녕');
    expect(sanitiseContentHtml('<style>p{}</style><p>본문</p>')).toBe('<p>본문</p>');
  });
});

describe('benign HTML', () => {
  const unchanged = [
    '<p>안녕하세요, <strong>Baro</strong> 공지입니다.</p>',
    '<h2>제목</h2><h3>부제</h3><h4>소제목</h4><p><b>굵게</b> <i>기울임</i> <em>강조</em> <u>밑줄</u> <s>취소선</s></p>',
    '<ul><li>하나</li><li>둘</li></ul><ol><li>첫째</li></ol><blockquote>인용</blockquote><hr />',
    '<p><a href="https://baro.example/notice?id=1&amp;tab=event" rel="noopener noreferrer" target="_blank">링크</a></p>',
    '<p><a href="mailto:help@baro.example" rel="noopener noreferrer" target="_blank">메일</a> <a href="tel:+82-2-000-0000" rel="noopener noreferrer" target="_blank">전화</a></p>',
    `<p><img src="${siteImage}" alt="차트" width="320" height="200" /></p>`,
    '<table><thead><tr><th colspan="2">구분</th></tr></thead><tbody><tr><td rowspan="2">1</td><td>2 &lt; 3 &amp; 4</td></tr></tbody></table>',
    '<p>줄<br />바꿈 <span>span</span></p>',
  ];
  it.each(unchanged)('round-trips unchanged: %s', (html) => {
    expect(sanitiseContentHtml(html)).toBe(html);
  });

  it('gets the fixed rel and target on every link, whatever was sent', () => {
    expect(sanitiseContentHtml('<a href="https://baro.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://baro.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps the demo posts as they are', () => {
    for (const post of demoPosts) expect(sanitiseContentHtml(post.content)).toBe(post.content);
  });
});
