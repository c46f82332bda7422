// Renders the PNG icons of the web manifest from public/favicon.svg with Debian's Chromium, once, by
// hand (`npx tsx apps/web/scripts/render-icons.ts`); the PNGs are committed, so builds need no browser.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = join(import.meta.dirname, '../public');

interface IconSpec {
  file: string;
  size: number;
  /** Maskable icons are cropped to a circle or squircle: full-bleed colour, the mark inside 70%. */
  maskable: boolean;
}

const icons: IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

function page(svg: string, spec: IconSpec): string {
  const inner = spec.maskable ? 70 : 100;
  const background = spec.maskable ? 'linear-gradient(135deg, #8b6dff, #5a3bf0)' : 'transparent';
  return `<html><body style="margin:0;width:${spec.size}px;height:${spec.size}px;display:grid;place-items:center;background:${background}">
    <div style="width:${inner}%;height:${inner}%">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
  </body></html>`;
}

async function main(): Promise<void> {
  const svg = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    for (const spec of icons) {
      const tab = await browser.newPage({ viewport: { width: spec.size, height: spec.size } });
      // A maskable icon's mark sits on the gradient itself, so it drops the rounded square.
      const source = spec.maskable ? svg.replace(/<rect [^>]*\/>/, '') : svg;
      await tab.setContent(page(source, spec));
      await tab.screenshot({ path: join(publicDir, spec.file), omitBackground: !spec.maskable });
      await tab.close();
      console.log(`wrote public/${spec.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
