import { join } from 'node:path';
import { runnerImport } from 'vite';
import type { Rolldown } from 'vite';

/** The element index.html's prerendered screen lives in; src/first-screen/take-over.ts removes it. */
const firstScreenId = 'first-screen';

/** Renders the guest's sign-in screen with the app's own components (src/first-screen/guest-sign-in-markup.tsx). */
export async function renderGuestSignIn(webRoot: string, siteCode: string): Promise<string> {
  const { module } = await runnerImport<{ guestSignInMarkup(siteCode: string): string }>(
    join(webRoot, 'src/first-screen/guest-sign-in-markup.tsx'),
    // Its own small configuration: the app's would load this plugin again, and the PWA's.
    { configFile: false, root: webRoot, logLevel: 'warn', define: { global: 'globalThis' } },
  );
  return module.guestSignInMarkup(siteCode);
}

/** index.html with the prerendered screen placed before the app's root, where it paints first. */
export function withFirstScreen(html: string, markup: string): string {
  const root = '<div id="root">';
  if (!html.includes(root)) throw new Error('index.html has no <div id="root">.');
  return html.replace(root, `<div id="${firstScreenId}">${markup}</div>\n    ${root}`);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The characters a page of markup draws: its text and its fields' placeholders. */
export function drawnText(markup: string): string {
  const placeholders = [...markup.matchAll(/placeholder="([^"]*)"/g)].map((match) => match[1] ?? '');
  const text = markup.replace(/<[^>]*>/g, ' ');
  return [text, ...placeholders]
    .join(' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole);
}

interface FontFace {
  readonly url: string;
  readonly ranges: readonly (readonly [number, number])[];
}

/** The @font-face rules of a stylesheet that name one file and a unicode-range. */
export function fontFaces(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const [rule] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(rule)?.[1];
    const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1];
    if (url === undefined || range === undefined) continue;
    const ranges = range.split(',').map((part): [number, number] => {
      const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    });
    faces.push({ url, ranges });
  }
  return faces;
}

/** The font files that hold a glyph of `text`: what drawing it fetches, in the stylesheet's order. */
export function fontFilesFor(css: string, text: string): string[] {
  const points = new Set<number>();
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    if (point > 32) points.add(point);
  }
  return fontFaces(css)
    .filter(({ ranges }) =>
      [...points].some((point) => ranges.some(([from, to]) => point >= from && point <= to)),
    )
    .map(({ url }) => url);
}

/** The built stylesheets' text: where the font faces are. */
export function bundleCss(bundle: Rolldown.OutputBundle): string {
  return Object.values(bundle)
    .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
    .map((output) => (output.type === 'asset' ? String(output.source) : ''))
    .join('\n');
}
