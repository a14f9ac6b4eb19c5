import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the web app's index.html (history-mode fallback), or false when no build is present. */
    sendWebApp(reply: FastifyReply): Promise<boolean>;
  }
}

/** Serves the built member site: hashed assets cached for a year, index.html never cached. */
export const webPlugin = fp<{ webDist: string }>(async (app, { webDist }) => {
  const indexPath = join(webDist, 'index.html');
  const present = existsSync(indexPath);
  if (!present) app.log.warn({ webDist }, 'web app build not found; run `npm run build` to serve the site');
  else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  let indexHtml: string | undefined;
  app.decorate('sendWebApp', async (reply: FastifyReply) => {
    if (!present) return false;
    indexHtml ??= await readFile(indexPath, 'utf8');
    await reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
    return true;
  });
  // The static handler would treat `/` as a folder listing; the site root is the app.
  app.get('/', async (_request, reply) => {
    if (!(await app.sendWebApp(reply))) return reply.callNotFound();
    return reply;
  });
});
