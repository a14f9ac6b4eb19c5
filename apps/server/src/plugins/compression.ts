import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Compresses answers of the API and the demo images (JSON of game lists, help and permission bundles runs to
 * 10–20 KB) with brotli or gzip, as the client accepts. Small answers (a posting's, under 1 KB) go as they are:
 * compressing them costs more than it saves. The web app's files are compressed at build time (plugins/web.ts).
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // A quick brotli level: answers are made per request, unlike the build's files.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
