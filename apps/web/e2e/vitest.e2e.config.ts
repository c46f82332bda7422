import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The browser journeys (`*.e2e.ts`): the real server as a child process and Debian's Chromium driven
// by playwright-core at phone size. Kept out of the root config, whose include patterns never match
// `*.e2e.ts`, because each file starts a server and a browser; `scripts/e2e.sh` runs them.
export default defineConfig({
  root: join(import.meta.dirname, '../../..'),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['apps/web/e2e/**/*.e2e.ts'],
    // One file at a time: each holds a server process and a browser, and the journeys time things.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
