import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's tests; each app keeps its own environment in its own config.
export default defineConfig({
  test: {
    projects: [
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/demo-vendor/vitest.config.ts',
      'packages/contracts',
    ],
  },
});
