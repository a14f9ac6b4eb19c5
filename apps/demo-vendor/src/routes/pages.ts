/**
 * The game page and its files from `public/`, read once at start-up. Only files listed there are served;
 * the page's Content-Security-Policy allows this origin alone and no inline script.
 */
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { VendorError } from '../http.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

interface StaticFile {
  type: string;
  body: Buffer;
}

async function loadPublic(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const name of await readdir(dir)) {
    const type = contentTypes[extname(name)];
    if (type) files.set(name, { type, body: await readFile(join(dir, name)) });
  }
  return files;
}

function send(reply: FastifyReply, file: StaticFile) {
  return reply
    .header('content-type', file.type)
    .header('content-security-policy', contentSecurityPolicy)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-cache')
    .send(file.body);
}

export async function pageRoutes(app: FastifyInstance, publicDir: string) {
  const files = await loadPublic(publicDir);
  const page = files.get('play.html');
  if (!page) throw new Error(`${publicDir}/play.html is missing`);

  app.get<{ Params: { gameCode: string } }>('/play/:gameCode', async (request, reply) => {
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(request.params.gameCode)) {
      throw new VendorError(404, 'request.not.found', 'request.not.found');
    }
    return send(reply, page);
  });

  app.get<{ Params: { file: string } }>('/static/:file', async (request, reply) => {
    const file = request.params.file === 'play.html' ? undefined : files.get(request.params.file);
    if (!file) throw new VendorError(404, 'request.not.found', 'request.not.found');
    return send(reply, file);
  });
}
