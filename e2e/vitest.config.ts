import { defineConfig } from 'vitest/config';

// Browser journeys: real Chromium against a real server on a real port. One file at a time (2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
