import type { ManifestOptions } from 'vite-plugin-pwa';

/** The dark theme's page colour (`--color-bg` in src/styles/theme.css); the browser chrome uses it. */
export const darkBackground = '#0f1115';

/** The installable app's manifest: Korean name, dark by default like the app itself. */
export const webManifest: Partial<ManifestOptions> = {
  name: '바로',
  short_name: '바로',
  description: '바로 — 바이너리, 선물, 해외선물, 카피트레이딩',
  lang: 'ko',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: darkBackground,
  background_color: darkBackground,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
