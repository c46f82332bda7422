import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

// The web app's index.html carries the scripts that must run while it is parsed (the theme, the
// first screen: apps/web/page-scripts/) inline, saving the round trips a script file in <head> costs.
// The page's Content-Security-Policy still runs no inline script but these: it names each by the
// hash of its text (CSP 3 hash sources), read from the very file the server sends.

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** A CSP source for each inline script in `html` (`'sha256-…'`); scripts with a `src` are left out. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || text === '') continue;
    sources.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/**
 * The CSP sources of `file`'s inline scripts, read again only when the file changes: a build made
 * while the server runs is served without a restart (web-app.ts), its scripts with it.
 */
export function pageScriptSources(file: string): () => readonly string[] {
  let seen = '';
  let sources: readonly string[] = [];
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    const version = stat === undefined ? '' : `${String(stat.mtimeMs)}:${String(stat.size)}`;
    if (version !== seen) {
      sources = stat === undefined ? [] : inlineScriptSources(readFileSync(file, 'utf8'));
      seen = version;
    }
    return sources;
  };
}
