import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createServerRenderer, type ServerRenderer } from './web-ssr.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the web app's index.html (history-mode fallback), or false when no build is present. */
    sendWebApp(reply: FastifyReply): Promise<boolean>;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A server-rendered page, compressed per request (brotli at a quality fit for that; the pages are small). */
async function encode(html: Buffer, encoding: 'br' | 'gzip' | 'identity'): Promise<Buffer> {
  if (encoding === 'br')
    return promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return promisify(gzip)(html, { level: 6 });
  return html;
}

/**
 * Serves the built member site. Hashed assets (`assets/`) are cached for a year, everything else is revalidated.
 * Compressible files go out as the `.br` / `.gz` copies the web build writes beside them (brotli when accepted,
 * else gzip); index.html, the history-mode fallback, is compressed in memory once at start.
 */
export const webPlugin = fp<{ webDist: string }>(async (app, { webDist }) => {
  const indexPath = join(webDist, 'index.html');
  let index: Record<'br' | 'gzip' | 'identity', Buffer> | undefined;
  let renderer: ServerRenderer | null = null;
  if (!existsSync(indexPath)) {
    app.log.warn({ webDist }, 'web app build not found; run `npm run build` to serve the site');
  } else {
    const html = await readFile(indexPath);
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      promisify(gzip)(html, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    index = { br, gzip: gz, identity: html };
    renderer = await createServerRenderer(app, webDist, html.toString('utf8')).catch((error: unknown) => {
      app.log.warn({ err: error }, 'server rendering unavailable; sending the plain app');
      return null;
    });
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      /* The server's render code (ssr/) is not part of the site. */
      allowedPath: (path) => !/^\/?ssr(\/|$)/.test(path),
      // Else @fastify/send sets its own `public, max-age=0` after setHeaders has run, replacing ours.
      cacheControl: false,
      setHeaders(res, path) {
        const hashed = relative(webDist, path).startsWith(`assets${sep}`);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.decorate('sendWebApp', async (reply: FastifyReply) => {
    if (!index) return false;
    // As @fastify/static negotiates: `*` counts as gzip.
    const accepted = reply.request.headers['accept-encoding']?.toLowerCase().replaceAll('*', 'gzip');
    const encoding = (accepted && negotiate(accepted, ['br', 'gzip'])) || 'identity';
    const rendered = await renderer?.page(reply.request).catch((error: unknown) => {
      reply.request.log.warn({ err: error }, 'server render failed; sending the plain app');
      return null;
    });
    const body = rendered ? await encode(Buffer.from(rendered), encoding) : index[encoding];
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    await reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Accept-Encoding')
      .send(body);
    return true;
  });
  // The static handler would treat `/` as a folder listing; the site root is the app.
  app.get('/', async (_request, reply) => {
    if (!(await app.sendWebApp(reply))) return reply.callNotFound();
    return reply;
  });
});
