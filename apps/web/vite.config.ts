import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routePreloads } from './build/route-preloads.ts';
import { stylesheetsAfterCover } from './build/stylesheets-after-cover.ts';
import { apiPaths } from '../../packages/contracts/src/api-paths.ts';
import { gameListPaths, homePaths } from './src/app/route-paths.ts';

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

/**
 * Writes `<file>.br` (max quality) and `<file>.gz` beside every compressible file of the build, which the
 * server sends to clients that accept them (@fastify/static `preCompressed`). A copy that is not smaller is
 * not written.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
  const encoders = {
    br: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    gz: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
  };
  return {
    name: 'msp:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(join(dir, file));
          for (const [extension, encode] of Object.entries(encoders)) {
            const encoded = await encode(data);
            if (encoded.length < data.length) await writeFile(join(dir, `${file}.${extension}`), encoded);
          }
        }),
      );
    },
  };
}

/**
 * The service worker (vite-plugin-pwa, Workbox): the shell (index.html, the entry script and styles, the fonts) is
 * precached; a page opened offline gets that shell (the network is asked first, so the server's first screens
 * stay in use); the hashed chunks are kept once used. API answers are never cached. The manifest is the
 * server's, per merchant (apps/server/src/modules/content/web-manifest.ts); a new version waits until the
 * visitor reloads from the update prompt.
 */
const serviceWorkerOptions = {
  registerType: 'prompt' as const,
  injectRegister: false as const,
  manifest: false as const,
  workbox: {
    globPatterns: [
      'index.html',
      'assets/index-*.{js,css}',
      'assets/{noto-sans-bengali-bengali,noto-sans-bengali-latin,inter-latin}-wght-normal-*.woff2',
    ],
    navigateFallback: null,
    /*
     * `/` is not the precached index.html: a page is asked of the network first (the server renders the first
     * screens), and the shell answers only when that fails. No file has this name.
     */
    directoryIndex: 'no-directory-index',
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        /* Written out here: Workbox copies the function's text into sw.js. API paths are never answered. */
        urlPattern: ({ request, url }: { request: Request; url: URL }) =>
          request.mode === 'navigate' &&
          !/^\/(wps|lgw|lotto|ops|dev|docs|vendor-api|demo-pay)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly' as const,
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
          sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst' as const,
        options: {
          cacheName: 'msp-chunks',
          expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        /* The loading cover paints from the HTML alone (build/stylesheets-after-cover.ts). */
        stylesheetsAfterCover(),
        /* The first page's chunks and the visitor's translations start with the HTML (build/route-preloads.ts). */
        routePreloads({
          calls: [apiPaths.systemStatus, apiPaths.systemPermission, apiPaths.gameMenus],
          pages: [
            {
              paths: homePaths,
              module: 'src/features/home/components/home-page.tsx',
              calls: [`${apiPaths.banners}?groupName=w_home`],
            },
            {
              paths: gameListPaths.map((path) => `/${path}`),
              module: 'src/features/games/components/game-list-center-page.tsx',
            },
          ],
          languages: {
            bn: {
              module: 'src/i18n/bn-shell.ts',
              fonts: [
                'noto-sans-bengali-bengali-wght-normal.woff2',
                'noto-sans-bengali-latin-wght-normal.woff2',
              ],
            },
            en: { module: 'src/i18n/en-shell.ts', fonts: ['inter-latin-wght-normal.woff2'] },
          },
          defaultLanguage: 'bn',
          serverPopup: 'src/features/announcements/components/public-modal.tsx',
        }),
        /* The installable app's service worker (src/features/app-download/lib/service-worker.ts registers it). */
        VitePWA(serviceWorkerOptions),
        precompress(),
      ],
  resolve: {
    alias: [
      {
        find: /^@msp\/contracts\/(.*?)(\.ts)?$/,
        replacement: fileURLToPath(new URL('../../packages/contracts/src/$1.ts', import.meta.url)),
      },
    ],
  },
  /* `vite build --ssr src/entry-server.tsx`: the server's first screens (entry-server.tsx), beside the app. */
  /* Self-contained (the server may run it from a copy of dist), and ES modules wherever it lies. */
  ...(isSsrBuild ? { ssr: { noExternal: true, target: 'node' as const } } : {}),
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist',
    emptyOutDir: !isSsrBuild,
    chunkSizeWarningLimit: 900,
    /* Every browser the site supports preloads modules itself: no polyfill in the entry. */
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        ...(isSsrBuild ? { entryFileNames: '[name].mjs' } : {}),
        chunkFileNames: (chunk) =>
          `assets/${pageChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].${isSsrBuild ? 'mjs' : 'js'}`,
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
        // The live chat's socket is under /wps (docs/support.md).
        { target: apiTarget, changeOrigin: false, ws: prefix === '/wps' },
      ]),
    ),
  },
  preview: { port: 4173 },
}));
