import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@msp\/contracts\/(.*?)(\.ts)?$/,
        replacement: fileURLToPath(new URL('../../packages/contracts/src/$1.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
