import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

/** Repetitive enough that a compressed copy is clearly smaller than the original. */
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<p>member site</p>'.repeat(200)}</body></html>`;
const entryJs = `export const greeting = ${JSON.stringify('hello, member '.repeat(300))};\n`;
const font = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256));

/** A web build as `npm run build` leaves it: compressible files beside their `.br` and `.gz` copies. */
const dist: Record<string, { body: Buffer; compressed: boolean }> = {
  'index.html': { body: Buffer.from(indexHtml), compressed: true },
  'assets/index-Ab12Cd34.js': { body: Buffer.from(entryJs), compressed: true },
  'assets/inter-latin-Xy98Zw76.woff2': { body: font, compressed: false },
  'site.webmanifest': {
    body: Buffer.from(JSON.stringify({ name: 'member site '.repeat(40) })),
    compressed: true,
  },
};

let webDist: string;
let app: FastifyInstance;
let disposeDatabase: () => Promise<void>;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'msp-web-static-'));
  for (const [file, { body, compressed }] of Object.entries(dist)) {
    const path = join(webDist, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
    if (compressed) {
      await writeFile(`${path}.br`, brotliCompressSync(body));
      await writeFile(`${path}.gz`, gzipSync(body));
    }
  }
  const database = await createTestDatabase();
  disposeDatabase = database.dispose;
  app = await buildApp({
    database: { ...database, close: async () => {} },
    config: { production: false, redisUrl: undefined, webDist, logLevel: 'silent' },
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await disposeDatabase?.();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

const encodings = [
  { accept: 'gzip, deflate, br, zstd', expected: 'br' },
  { accept: 'gzip', expected: 'gzip' },
  { accept: 'br;q=0, gzip;q=0.8', expected: 'gzip' },
  { accept: undefined, expected: 'identity' },
  { accept: 'identity', expected: 'identity' },
] as const;

/** The site root and history-mode routes get index.html from memory, `/index.html` comes from the disk. */
const pageUrls = ['/', '/rng', '/lottery?gameCode=VN_HANOI', '/index.html'];
const served = [
  ...pageUrls.map((url) => ({ url, file: 'index.html' })),
  { url: '/assets/index-Ab12Cd34.js', file: 'assets/index-Ab12Cd34.js' },
  { url: '/site.webmanifest', file: 'site.webmanifest' },
];

describe('compression of the web build', () => {
  describe.each(encodings)('with Accept-Encoding $accept', ({ accept, expected }) => {
    it.each(served)(`answers $url in ${expected}, decoding to the original bytes`, async ({ url, file }) => {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected === 'identity' ? undefined : expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const original = dist[file]!.body;
      if (expected !== 'identity') expect(response.rawPayload.length).toBeLessThan(original.length);
      expect(decoders[expected]!(response.rawPayload).equals(original)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    });
  });

  it('keeps the type of the original file', async () => {
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['content-type']).toMatch(/javascript/);
    expect((await get('/rng', 'br')).headers['content-type']).toMatch(/^text\/html/);
    expect((await get('/index.html', 'gzip')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/assets/inter-latin-Xy98Zw76.woff2', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(font)).toBe(true);
  });
});

describe('caching of the web build', () => {
  it.each(['br', 'gzip', undefined])(
    'caches a hashed asset for a year (Accept-Encoding %s)',
    async (accept) => {
      for (const url of ['/assets/index-Ab12Cd34.js', '/assets/inter-latin-Xy98Zw76.woff2']) {
        const response = await get(url, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    },
  );

  it.each([...pageUrls, '/site.webmanifest'])('revalidates %s on every use', async (url) => {
    for (const accept of ['br', 'gzip', undefined]) {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('still answers a missing asset with a 404, not the app', async () => {
    const response = await get('/assets/index-Missing0.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer as the client accepts, and leaves a small one as it is', async () => {
    const plain = await get('/wps/system/permission', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await get('/wps/system/permission', encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoders[encoding]!(answer.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const small = await get('/wps/system/status', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });
});
