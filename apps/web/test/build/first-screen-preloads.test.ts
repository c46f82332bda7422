// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  firstScreenHead,
  guestPreloadFiles,
  siteInfoPreload,
  withoutEntryScript,
} from '../../scripts/first-screen-preloads.ts';

function chunk(
  fileName: string,
  imports: string[],
  extra: Partial<Rolldown.OutputChunk> = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  } as Rolldown.OutputChunk;
}

function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]));
}

// The build names the sign-in group's chunks in the page so that a visitor's browser fetches them
// beside the app's scripts (vite.config.ts); a chunk the entry loads anyway is not named twice.
describe('the first screen’s preloads', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', ['assets/react.js', 'assets/shared.js'], { isEntry: true }),
    chunk('assets/react.js', []),
    chunk('assets/shared.js', []),
    chunk('assets/sign.js', ['assets/form.js', 'assets/shared.js'], {
      facadeModuleId: '/repo/apps/web/src/screens/sign/index.ts',
    }),
    chunk('assets/form.js', ['assets/mask.js', 'assets/react.js']),
    chunk('assets/mask.js', []),
    chunk('assets/trade.js', ['assets/chart.js'], {
      facadeModuleId: '/repo/apps/web/src/screens/trade/index.ts',
    }),
    chunk('assets/chart.js', []),
  );

  it('names the sign-in group and what it imports, minus what the entry already loads', () => {
    expect(guestPreloadFiles(bundle)).toEqual(['assets/form.js', 'assets/mask.js', 'assets/sign.js']);
  });

  it('names nothing when the sign-in group is not in the bundle', () => {
    expect(guestPreloadFiles(bundleOf(chunk('assets/index.js', [], { isEntry: true })))).toEqual([]);
  });

  it('preloads the site info call at the URL the api client asks for, the site code escaped', () => {
    expect(siteInfoPreload('my site', '/').attrs).toMatchObject({
      rel: 'preload',
      as: 'fetch',
      href: '/api/site_info/code?code=my%20site',
    });
  });

  it('writes what the page script acts on into a meta tag before the script, values escaped', () => {
    const head = firstScreenHead('a"b', '/', {
      entry: '/assets/index-1.js',
      guestFiles: ['assets/sign.js', 'assets/form.js'],
      guestFonts: ['/assets/font-1.woff2'],
      startScript: 'start()',
    });
    expect(head).toBe(
      '<meta name="baro-guest-preloads" content="/assets/sign.js /assets/form.js" data-site="a&quot;b" ' +
        'data-entry="/assets/index-1.js" data-sign-in="/signin" data-fonts="/assets/font-1.woff2">' +
        '\n    <script>start()</script>',
    );
  });

  it('takes the entry script out of the page, keeping its download, and names it', () => {
    const built =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>';
    expect(withoutEntryScript(built)).toEqual({
      html:
        '<head><link rel="modulepreload" crossorigin href="/assets/index-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>',
      entry: '/assets/index-1.js',
    });
    expect(() => withoutEntryScript('<head></head>')).toThrow(/one entry script, it has 0/);
  });
});
