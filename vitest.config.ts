import { defineConfig } from 'vitest/config';

// Every test of the repository. Files named `*.db.test.ts` talk to a database: they run on an
// embedded PGlite by default and again on a real PostgreSQL when `scripts/test.sh` sets
// BARO_TEST_DATABASE_URL.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
