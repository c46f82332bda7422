import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'vite';
import type { Plugin } from 'vite';

// The scripts index.html runs while it is parsed (page-scripts/) are written into the page rather than
// fetched: a script file in <head> stops the parser until it arrives, and on a phone those two round
// trips were most of the time before the first paint. The server's Content-Security-Policy allows
// exactly these scripts, by the hash of what index.html carries (apps/server/src/http/page-scripts.ts).

/** The scripts in apps/web/page-scripts/. */
export type PageScriptName = 'theme' | 'first-screen';

/** A page script as index.html carries it: minified (its comments stay in the source). */
export async function pageScript(webRoot: string, name: PageScriptName): Promise<string> {
  const file = join(webRoot, 'page-scripts', `${name}.js`);
  const { code, errors } = await minify(file, await readFile(file, 'utf8'), {});
  if (errors.length > 0)
    throw new Error(`page-scripts/${name}.js: ${errors.map((e) => e.message).join('; ')}`);
  // Inside <script>, "</script" would end the element early, and "<!--" changes how it is parsed.
  if (/<\/script|<!--/i.test(code)) throw new Error(`page-scripts/${name}.js cannot be written inline.`);
  return code.trim();
}

/**
 * `html` with `markup` placed before its <title>: early in <head>, ahead of the stylesheet (a script
 * after a stylesheet waits for it to load), yet after the charset, which must come in the first
 * kilobyte.
 */
export function beforeTitle(html: string, markup: string): string {
  const at = html.indexOf('<title>');
  if (at < 0) throw new Error('index.html has no <title>.');
  return `${html.slice(0, at)}${markup}\n    ${html.slice(at)}`;
}

/** An attribute value as HTML writes it between double quotes. */
export function attributeValue(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The saved theme (page-scripts/theme.js) applied before the first paint, in every page the app
 * serves, the dev server's included.
 */
export function themeScript(): Plugin {
  let root = '';
  return {
    name: 'baro:theme-script',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        return beforeTitle(html, `<script>${await pageScript(root, 'theme')}</script>`);
      },
    },
  };
}
