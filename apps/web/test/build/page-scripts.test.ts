// @vitest-environment node
import { join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { beforeTitle, pageScript } from '../../scripts/page-scripts.ts';

const webRoot = join(import.meta.dirname, '../..');

// The scripts index.html runs while it is parsed are written into it (scripts/page-scripts.ts); the
// server allows them by the hash of exactly that text (apps/server/src/http/page-scripts.ts).
describe('the page scripts', () => {
  it('are minified for the page, without their comments, and safe inside <script>', async () => {
    for (const name of ['theme', 'first-screen'] as const) {
      const code = await pageScript(webRoot, name);
      expect(code).not.toMatch(/\/\/|\/\*|<\/script|<!--/i);
      expect(code.length).toBeGreaterThan(50);
      // Compiles as a classic script, which is how the page runs it.
      expect(() => new Script(code)).not.toThrow();
    }
    expect(await pageScript(webRoot, 'theme')).toContain('baro.theme');
  });

  it('go before the title: after the charset, ahead of the stylesheet', () => {
    const html =
      '<head><meta charset="UTF-8" /><title>바로</title><link rel="stylesheet" href="/a.css"></head>';
    expect(beforeTitle(html, '<script>x()</script>')).toBe(
      '<head><meta charset="UTF-8" /><script>x()</script>\n    <title>바로</title><link rel="stylesheet" href="/a.css"></head>',
    );
    expect(() => beforeTitle('<head></head>', '<script></script>')).toThrow(/no <title>/);
  });
});
