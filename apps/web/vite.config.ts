import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * The lazily loaded pages (spec §2) keep their component name in the chunk file name, so that an
 * end-to-end test can make one of them fail: `assets/Promotions-<hash>.js`, `assets/Promotions-<hash>.css`.
 */
export const lazyPageChunkNames: Record<string, string> = {
  'description-page': 'Description',
  'game-center-page': 'GameCenter',
  'game-list-center-page': 'GameListCenter',
  'lottery-page': 'Lottery',
  'point-mall-page': 'PointMall',
  'promotions-page': 'Promotions',
  'seamless-page': 'Seamless',
  'sponsor-page': 'Sponsor',
};

function pageChunkName(moduleId: string | null | undefined): string | undefined {
  const file = moduleId
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/\.tsx?$/, '');
  return file ? lazyPageChunkNames[file] : undefined;
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@msp\/contracts\/(.*?)(\.ts)?$/,
        replacement: fileURLToPath(new URL('../../packages/contracts/src/$1.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${pageChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
        assetFileNames: (asset) => {
          const source = asset.originalFileNames?.[0];
          const page = pageChunkName(source?.replace(/\.css$/, ''));
          return page ? `assets/${page}-[hash][extname]` : 'assets/[name]-[hash][extname]';
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/lotto', '/demo-assets', '/dev'].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
  preview: { port: 4173 },
});
