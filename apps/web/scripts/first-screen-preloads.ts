import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import {
  bundleCss,
  drawnText,
  fontFilesFor,
  renderGuestSignIn,
  withFirstScreen,
} from './guest-first-screen.ts';
import { attributeValue, beforeTitle, pageScript } from './page-scripts.ts';

/** The module behind the sign-in screens' lazy group (src/routes/lazy-screens.tsx). */
const signGroupModule = /[\\/]src[\\/]screens[\\/]sign[\\/]index\.ts$/;

/** The meta tag `page-scripts/first-screen.js` reads; its name is shared with that file. */
export const guestPreloadsMeta = 'baro-guest-preloads';

type Bundle = Rolldown.OutputBundle;

function chunkOf(bundle: Bundle, fileName: string): Rolldown.OutputChunk | undefined {
  const output = bundle[fileName];
  return output?.type === 'chunk' ? output : undefined;
}

/** `from` and every chunk it imports statically, transitively: what loading it fetches. */
function staticGraph(bundle: Bundle, from: Rolldown.OutputChunk): Set<string> {
  const seen = new Set<string>();
  const pending = [from.fileName];
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    pending.push(...(chunkOf(bundle, fileName)?.imports ?? []));
  }
  return seen;
}

/**
 * The sign-in group's chunks that the entry does not already load, in the order the bundle lists
 * them. Empty when the group cannot be found, so a renamed folder costs speed, never the page.
 */
export function guestPreloadFiles(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const signGroup = chunks.find((chunk) => signGroupModule.test(chunk.facadeModuleId ?? ''));
  if (entry === undefined || signGroup === undefined) return [];
  const loadedByEntry = staticGraph(bundle, entry);
  return [...staticGraph(bundle, signGroup)].filter((fileName) => !loadedByEntry.has(fileName)).sort();
}

/** The built page's entry script, as Vite writes it into index.html. */
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * index.html with the app's entry script taken out, its download still started at once
 * (modulepreload), and the entry's URL: page-scripts/first-screen.js starts the app itself, on the
 * prerendered sign-in screen only after that screen's first paint.
 */
export function withoutEntryScript(html: string): { html: string; entry: string } {
  const found = [...html.matchAll(entryScript)];
  const entry = found[0]?.[1];
  if (found.length !== 1 || entry === undefined) {
    throw new Error(`index.html should have one entry script, it has ${String(found.length)}.`);
  }
  return {
    html: html.replace(entryScript, '<link rel="modulepreload" crossorigin href="$1">'),
    entry,
  };
}

/** What the first screen's tags carry: the page's own files and the script that acts on them. */
export interface FirstScreenFiles {
  /** The app's entry script, which the page script starts. */
  readonly entry: string;
  /** The sign-in screens' chunks the entry does not load itself. */
  readonly guestFiles: readonly string[];
  /** The font files the prerendered sign-in screen is drawn with. */
  readonly guestFonts: readonly string[];
  /** page-scripts/first-screen.js as the page carries it. */
  readonly startScript: string;
}

/** The tag that starts start-up's first call (site info) for every first screen. */
export function siteInfoPreload(siteCode: string, base: string): HtmlTagDescriptor {
  return {
    // Fetched while the scripts download instead of after they have run. The URL is the one the
    // app's api client builds for it (`src/queries/site-queries.ts`: no siteInfoId yet), or the
    // browser would fetch it twice.
    tag: 'link',
    attrs: {
      rel: 'preload',
      as: 'fetch',
      crossorigin: 'anonymous',
      href: `${base}api/site_info/code?code=${encodeURIComponent(siteCode)}`,
    },
    injectTo: 'head',
  };
}

/** The meta tag with what the page script acts on, and the page script, for early in <head>. */
export function firstScreenHead(siteCode: string, base: string, files: FirstScreenFiles): string {
  const meta: Record<string, string> = {
    name: guestPreloadsMeta,
    content: files.guestFiles.map((fileName) => base + fileName).join(' '),
    'data-site': siteCode,
    'data-entry': files.entry,
    // The prerendered sign-in screen's path and the font files its text is drawn with.
    'data-sign-in': `${base}signin`,
    'data-fonts': files.guestFonts.join(' '),
  };
  const attributes = Object.entries(meta)
    .map(([name, value]) => `${name}="${attributeValue(value)}"`)
    .join(' ');
  // The script after the meta, which it reads.
  return `<meta ${attributes}>\n    <script>${files.startScript}</script>`;
}

/**
 * The first screen's requests in parallel with the app's own scripts. Without this a visitor's
 * browser fetches the scripts, runs them (slow on a phone), and only then asks for site info and the
 * sign-in screens: one round trip and one script run after another. `page-scripts/first-screen.js`
 * adds the sign-in group's chunks for a visitor without a session (every route sends them to sign
 * in); a member's first screen is another group, so their phone does not download sign-in screens.
 * For a guest at /signin the page also carries the sign-in screen itself, rendered here at build time
 * (scripts/guest-first-screen.ts), and the script preloads the font files its text needs: the screen
 * paints once the stylesheet and those fonts are in, and the app starts after that paint.
 */
export function firstScreenPreloads(): Plugin {
  let base = '/';
  let root = '';
  let siteCode = 'demo';
  return {
    name: 'baro:first-screen-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
      // The same site code as src/main.tsx's `import.meta.env.VITE_SITE_CODE ?? 'demo'`.
      const configured: unknown = config.env.VITE_SITE_CODE;
      if (typeof configured === 'string' && configured !== '') siteCode = configured;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const guestFiles = context.bundle === undefined ? [] : guestPreloadFiles(context.bundle);
        const markup = await renderGuestSignIn(root, siteCode);
        const guestFonts =
          context.bundle === undefined ? [] : fontFilesFor(bundleCss(context.bundle), drawnText(markup));
        const { html: page, entry } = withoutEntryScript(html);
        const startScript = await pageScript(root, 'first-screen');
        const head = firstScreenHead(siteCode, base, { entry, guestFiles, guestFonts, startScript });
        return {
          html: beforeTitle(withFirstScreen(page, markup), head),
          tags: [siteInfoPreload(siteCode, base)],
        };
      },
    },
  };
}
