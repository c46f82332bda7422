import { configDefaults, defineConfig } from 'vitest/config';

// Every test of the repository, in two projects: the web app's tests run in jsdom, everything else in
// Node. Files named `*.db.test.ts` talk to a database: they run on an embedded PGlite by default and
// again on a real PostgreSQL when `scripts/test.sh` sets BARO_TEST_DATABASE_URL.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'apps/web/**'],
        },
      },
      {
        extends: true,
        // React's automatic JSX runtime, as the web app's Vite build uses; no Fast Refresh in tests.
        oxc: { jsx: { runtime: 'automatic' } },
        // sockjs-client reads Node's `global` (the same alias as the web app's Vite config).
        define: { global: 'globalThis' },
        test: {
          name: 'web',
          environment: 'jsdom',
          // test/ holds the web's Node-side tests (a file says `@vitest-environment node`), such as the
          // socket client against a real server process.
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/test/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
