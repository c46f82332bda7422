// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COIN_LOGO_CODES } from './coin-logo.tsx';

const coinsDir = fileURLToPath(new URL('../../public/coins/', import.meta.url));

// The logos are hand-written; a list of what went wrong beats a crash in the browser. Checks that every
// tag is closed in order and every attribute value is quoted, which is what an XML parser would
// refuse first in files this small (no comments, CDATA or entities are used in them).
function wellFormedProblems(source: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const match of source.matchAll(/<(\/?)([A-Za-z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name = '', attributes = '', selfClosing] = match;
    const unquoted = /\s[\w:-]+=(?!["'])/.exec(attributes);
    if (unquoted !== null) problems.push(`unquoted attribute in <${name}>`);
    if (closing === '/') {
      const expected = open.pop();
      if (expected !== name) problems.push(`</${name}> closes <${expected ?? 'nothing'}>`);
    } else if (selfClosing !== '/') {
      open.push(name);
    }
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(', ')}`);
  return problems;
}

describe('coin logo files', () => {
  it('are exactly one SVG per coin with a logo', () => {
    const files = readdirSync(coinsDir).sort();
    expect(files).toEqual(COIN_LOGO_CODES.map((code) => `${code}.svg`).sort());
  });

  it.each(COIN_LOGO_CODES)('%s.svg is a small, self-contained 32×32 SVG without text', (code) => {
    const path = `${coinsDir}${code}.svg`;
    const source = readFileSync(path, 'utf8');
    expect(statSync(path).size).toBeLessThan(2048);
    expect(source.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"')).toBe(true);
    expect(source.trimEnd().endsWith('</svg>')).toBe(true);
    // Fonts differ between phones; the marks are drawn, never typed.
    expect(source).not.toContain('<text');
    // An <img> never runs scripts or fetches more, but the files stay inert if opened directly.
    expect(source).not.toMatch(/<script|href=|url\((?!#)/);
    expect(wellFormedProblems(source)).toEqual([]);
  });

  it('finds broken markup, so the check above can fail', () => {
    expect(wellFormedProblems('<svg><g><path d="M0 0"/></svg>')).toEqual([
      '</svg> closes <g>',
      'unclosed: svg',
    ]);
    expect(wellFormedProblems('<svg><circle r=16/></svg>')).toEqual(['unquoted attribute in <circle>']);
  });
});
