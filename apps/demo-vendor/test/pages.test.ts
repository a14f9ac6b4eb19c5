import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startVendor } from './support/vendor.ts';

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

async function vendor() {
  const app = await startVendor();
  open.push(app);
  return app;
}

const publicDir = new URL('../public/', import.meta.url);

describe('pages', () => {
  it('answers /health', async () => {
    const app = await vendor();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ ok: true });
  });

  it('serves the game page for any game code with a strict CSP and no inline script', async () => {
    const app = await vendor();
    const response = await app.inject({
      method: 'GET',
      url: '/play/PG_LOTUS_FORTUNE?token=abc&vendor=PG&merchant=DEMO&language=bn&lobby=https%3A%2F%2Fexample.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/src="\/static\//);
    expect(response.body).not.toMatch(/\sstyle=|\son[a-z]+=/i);
  });

  it('serves only the files in public/', async () => {
    const app = await vendor();
    const script = await app.inject({ method: 'GET', url: '/static/common.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    for (const url of [
      '/static/nope.js',
      '/static/..%2Fpackage.json',
      '/static/play.html',
      '/play/bad%20code!',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
    }
  });

  it('keeps the stable test ids and never uses Math.random in the browser code', () => {
    const code = readdirSync(publicDir)
      .filter((name) => /\.(js|html)$/.test(name))
      .map((name) => readFileSync(new URL(name, publicDir), 'utf8'))
      .join('\n');
    for (const id of [
      'vendor-balance',
      'exit-button',
      'round-result',
      'spin-button',
      'play-button',
      'deal-button',
      'bet-select',
    ]) {
      expect(code).toContain(id);
    }
    expect(code).toContain('testid: `chip-${amount}`');
    expect(code).toContain('testid: `bet-area-${area}`');
    expect(code).not.toMatch(/Math\.random\s*\(/);
  });
});

describe('engines draw with node:crypto', () => {
  it('never uses Math.random on the server', () => {
    const sources = (dir: URL): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(new URL(`${entry.name}/`, dir))
          : [readFileSync(new URL(entry.name, dir), 'utf8')],
      );
    const all = sources(new URL('../src/', import.meta.url)).join('\n');
    expect(all).not.toMatch(/Math\.random\s*\(/);
    expect(all).toContain("from 'node:crypto'");
  });
});
