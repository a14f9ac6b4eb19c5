import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'demo-vendor',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
