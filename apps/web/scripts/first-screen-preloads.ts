import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import {
  bundleCss,
  drawnText,
  fontFilesFor,
  renderGuestSignIn,
  withFirstScreen,
} from './guest-first-screen.ts';

/** The module behind the sign-in screens' lazy group (src/routes/lazy-screens.tsx). */
const signGroupModule = /[\\/]src[\\/]screens[\\/]sign[\\/]index\.ts$/;

/** The meta tag `public/first-screen.js` reads; its name is shared with that file. */
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

/** The tags the first screen's requests start from, ahead of the app's own scripts. */
export function firstScreenTags(
  siteCode: string,
  base: string,
  guestFiles: readonly string[],
  guestFonts: readonly string[] = [],
): HtmlTagDescriptor[] {
  return [
    {
      // Start-up's first call (site info) for every first screen, fetched while the scripts download
      // instead of after they have run. The URL is the one the app's api client builds for it
      // (`src/queries/site-queries.ts`: no siteInfoId yet), or the browser would fetch it twice.
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'fetch',
        crossorigin: 'anonymous',
        href: `${base}api/site_info/code?code=${encodeURIComponent(siteCode)}`,
      },
      injectTo: 'head',
    },
    {
      tag: 'meta',
      attrs: {
        name: guestPreloadsMeta,
        content: guestFiles.map((fileName) => base + fileName).join(' '),
        'data-site': siteCode,
        // The prerendered sign-in screen's path and the font files its text is drawn with.
        'data-sign-in': `${base}signin`,
        'data-fonts': guestFonts.join(' '),
      },
      injectTo: 'head',
    },
    // After the meta, which it reads; a classic script, so it runs before the module scripts start.
    { tag: 'script', attrs: { src: `${base}first-screen.js` }, injectTo: 'head' },
  ];
}

/**
 * The first screen's requests in parallel with the app's own scripts. Without this a visitor's
 * browser fetches the scripts, runs them (slow on a phone), and only then asks for site info and the
 * sign-in screens: one round trip and one script run after another. `public/first-screen.js` adds
 * the sign-in group's chunks for a visitor without a session (every route sends them to sign in);
 * a member's first screen is another group, so their phone does not download sign-in screens.
 * For a guest at /signin the page also carries the sign-in screen itself, rendered here at build time
 * (scripts/guest-first-screen.ts), and the script preloads the font files its text needs: the screen
 * paints once the stylesheet and those fonts are in, while the scripts still download and run.
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
        const files = context.bundle === undefined ? [] : guestPreloadFiles(context.bundle);
        const markup = await renderGuestSignIn(root, siteCode);
        const fonts =
          context.bundle === undefined ? [] : fontFilesFor(bundleCss(context.bundle), drawnText(markup));
        return { html: withFirstScreen(html, markup), tags: firstScreenTags(siteCode, base, files, fonts) };
      },
    },
  };
}
