// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  drawnText,
  fontFaces,
  fontFilesFor,
  renderGuestSignIn,
  withFirstScreen,
} from '../../scripts/guest-first-screen.ts';

// The build writes the guest's sign-in screen into index.html and names the font files its text
// needs, so that a guest's phone paints the screen before the scripts have run (vite.config.ts).

const css = [
  '@font-face{font-family:P;src:url(/assets/latin.woff2)format("woff2-variations");unicode-range:U+0000-00FF,U+2022}',
  '@font-face{font-family:P;src:url(/assets/hangul-a.woff2)format("woff2");unicode-range:U+AC00-AC10,U+BC14}',
  '@font-face{font-family:P;src:url("/assets/hangul-b.woff2");unicode-range:U+B85C}',
  '@font-face{font-family:P;src:url(/assets/unused.woff2);unicode-range:U+4E00-9FFF}',
  '@font-face{font-family:Other;src:url(/assets/no-range.woff2)}',
].join('');

describe('the guest’s first screen in index.html', () => {
  it('reads each font file’s unicode ranges, single points and spans alike', () => {
    expect(fontFaces(css).map(({ url, ranges }) => [url, ranges.length])).toEqual([
      ['/assets/latin.woff2', 2],
      ['/assets/hangul-a.woff2', 2],
      ['/assets/hangul-b.woff2', 1],
      ['/assets/unused.woff2', 1],
    ]);
  });

  it('names only the font files that hold a character the screen draws', () => {
    expect(fontFilesFor(css, '바로 demo')).toEqual([
      '/assets/latin.woff2',
      '/assets/hangul-a.woff2',
      '/assets/hangul-b.woff2',
    ]);
    expect(fontFilesFor(css, '로')).toEqual(['/assets/hangul-b.woff2']);
    // Spaces and line breaks draw no glyph.
    expect(fontFilesFor(css, ' \n')).toEqual([]);
  });

  it('counts placeholders and decoded entities as drawn text, never tag names or classes', () => {
    const text = drawnText('<p class="text-sm">A &amp; B</p><input placeholder="아이디를 입력"/>');
    expect(text).toContain('A & B');
    expect(text).toContain('아이디를 입력');
    expect(text).not.toContain('class');
    expect(text).not.toContain('text-sm');
  });

  it('places the screen before the app’s root, and refuses a page without one', () => {
    expect(withFirstScreen('<body><div id="root"></div></body>', '<main>x</main>')).toBe(
      '<body><div id="first-screen"><main>x</main></div>\n    <div id="root"></div></body>',
    );
    expect(() => withFirstScreen('<body></body>', '<main>x</main>')).toThrow('no <div id="root">');
  });

  it('renders the app’s own sign-in screen, with the demo hint on the demo site only', async () => {
    const webRoot = join(import.meta.dirname, '../..');
    const demo = await renderGuestSignIn(webRoot, 'demo');
    expect(demo).toContain('>로그인</button>');
    expect(demo).toContain('placeholder="아이디를 입력해주세요"');
    // React writes the attribute camel-cased; HTML reads attribute names case-insensitively.
    expect(demo).toMatch(/autocomplete="current-password"/i);
    expect(demo).toContain('baro-demo-2026');
    expect(await renderGuestSignIn(webRoot, 'other')).not.toContain('baro-demo-2026');
  });
});
