import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { LogLevel } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { firstScreenPreloads } from './scripts/first-screen-preloads.ts';
import { themeScript } from './scripts/page-scripts.ts';
import { pureContractSchemas } from './scripts/pure-contract-schemas.ts';
import { webManifest } from './scripts/web-manifest.ts';

// The API server the dev server forwards to (`npm start` listens on 8080 by default).
const apiTarget = process.env.BARO_API_URL ?? 'http://localhost:8080';

/** scripts/ensure-web-build.mjs asks for warnings only; a build run by hand lists every file. */
function logLevel(): LogLevel | undefined {
  const level = process.env.BARO_VITE_LOG_LEVEL;
  return level === 'info' || level === 'warn' || level === 'error' || level === 'silent' ? level : undefined;
}

export default defineConfig({
  logLevel: logLevel(),
  // sockjs-client reads Node's `global`; without this alias it throws `global is not defined` in the
  // browser (STACK.md).
  define: { global: 'globalThis' },
  plugins: [
    pureContractSchemas(),
    react(),
    tailwindcss(),
    themeScript(),
    firstScreenPreloads(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      workbox: {
        // The app shell only: Pretendard's 92 subset files load on demand and are cached at run time,
        // so the first visit to /signin does not download 3 MB of fonts in the background.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // API calls and the socket endpoint are never answered with the cached shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.endsWith('.woff2'),
            handler: 'CacheFirst',
            options: { cacheName: 'fonts', expiration: { maxEntries: 120 } },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // SockJS's HTTP transports and the raw WebSocket share /ws; `ws: true` passes the upgrade.
      '/ws': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What loads together is grouped, first-page code first: scripts/chunk-groups.ts.
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
