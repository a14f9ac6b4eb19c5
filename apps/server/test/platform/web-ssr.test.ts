import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Db } from '../../src/db/database.ts';
import { insertMerchant, updateMerchants } from '../helpers/merchants.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

/**
 * The server's first screens (plugins/web-ssr.ts), with a stand-in for the web build's render code
 * (`ssr/entry-server.mjs`, made from apps/web/src/entry-server.tsx) and its file lists (`ssr/pages.json`): what is
 * tested here is the server's part — when it renders, what it keeps and drops, and what it puts in the page.
 * The stand-in asks the API as the real one does (through the `fetchApi` it is given) and counts its renders.
 */
const indexHtml = `<!doctype html>
<html lang="bn">
  <head>
    <title></title>
    <script async src="/assets/route-preloads-Aa11.js"></script>
    <script type="module" crossorigin src="/assets/index-Bb22.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-Cc33.js">
  </head>
  <body>
    <div id="loading-cover" data-testid="loading-cover" role="progressbar" aria-busy="true"></div>
    <link rel="stylesheet" crossorigin href="/assets/index-Dd44.css">
    <link rel="stylesheet" crossorigin href="/assets/missing-Zz00.css">
    <div id="root"></div>
  </body>
</html>
`;

/** Content of the stand-in's answers that would end the state's script element if it went in as it is. */
const HOSTILE = '</script><script>alert(1)</script><!-- \u2028';

const entryServer = `
export const serverRenderedPaths = ['/', '/rng'];
globalThis.__sspRenders = [];
export async function render({ path, language, fetchApi, sanitizeHtml }) {
  const response = await fetchApi('/wps/system/permission', { headers: { Language: language } });
  const permission = await response.json();
  const merchant = permission.value.merchant;
  globalThis.__sspRenders.push({ path, language, merchant: merchant.code });
  const count = globalThis.__sspRenders.length;
  return {
    html: '<link rel="preload" as="image" href="/banner.png"/><main data-testid="ssr" data-render="' + count + '">'
      + merchant.name + ' ' + path + ' ' + language + '</main>',
    state: { language, path, queries: { name: merchant.name, note: ${JSON.stringify(HOSTILE)} }, loaderData: {} },
    themeStyle: '--color-primary: #123456;',
    title: 'Play "' + merchant.name + '" <now> & win',
    leadImage: path === '/' ? '/banner.png?a=1&b=2' : null,
    popup: path === '/'
      ? { html: '<div data-testid="public-modal">' + sanitizeHtml(${JSON.stringify('<p>Hi</p><img src="/a.png" onerror="alert(1)"><script>alert(2)</script>')}) + '</div>', sessionKey: 'announcementShown:B' }
      : null,
  };
}
`;

/** Stand-ins for the build's bootstrap (build/route-preloads.ts) and stylesheets. */
const bootstrapJs = `(function (p) { document.documentElement.dataset.booted = p.fallback + '$&'; })({"fallback":"bn"});`;
const indexCss = 'body{margin:0}';
const homeCss = '.home{color:red}';

const modalCss = '.modal{opacity:1}';

const pagesJson = {
  popup: ['/assets/public-modal-Jj00.js', '/assets/modal-Kk11.css'],
  pages: { '/': ['/assets/home-Ee55.js', '/assets/home-Ff66.css'], '/rng': ['/assets/list-Gg77.js'] },
  languages: { bn: ['/assets/bn-shell-Hh88.js'], en: ['/assets/en-shell-Ii99.js'] },
};

let webDist: string;
let app: FastifyInstance;
let db: Db;
let disposeDatabase: () => Promise<void>;
let secondId: number;

const renders = () =>
  (globalThis as unknown as { __sspRenders: { path: string; language: string; merchant: string }[] })
    .__sspRenders;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'msp-web-ssr-'));
  await mkdir(join(webDist, 'ssr'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), indexHtml);
  await writeFile(join(webDist, 'ssr', 'entry-server.mjs'), entryServer);
  await writeFile(join(webDist, 'ssr', 'pages.json'), JSON.stringify(pagesJson));
  await writeFile(join(webDist, 'ssr', 'bootstrap.js'), bootstrapJs);
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'assets', 'index-Dd44.css'), indexCss);
  await writeFile(join(webDist, 'assets', 'home-Ff66.css'), homeCss);
  await writeFile(join(webDist, 'assets', 'modal-Kk11.css'), modalCss);
  const database = await createTestDatabase();
  db = database.db;
  disposeDatabase = database.dispose;
  secondId = await insertMerchant(db, 'SECOND', 'Second Brand');
  await db
    .insertInto('merchant_domains')
    .values({ domain: 'second.example', merchant_id: secondId })
    .execute();
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

beforeEach(async () => {
  /* Every test starts without kept pages (a merchant change drops them all). */
  await app.bus.publish('merchants', '*');
  renders().length = 0;
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ url, headers, remoteAddress });

/** The state's JSON as main.tsx reads it. */
function stateOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="msp-ssr">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

const isServerRendered = (html: string) => html.includes('data-testid="ssr"');

describe('server-rendered first screens', () => {
  it('renders home and the game lists with the markup, title, theme and state', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<main data-testid="ssr" data-render="1">');
    expect(html).toMatch(/<html lang="bn" data-ssr style="--color-primary: #123456;"/);
    expect(html).toContain('<title>Play &#34;');
    expect(html).toContain('&#60;now&#62; &#38; win</title>');
    /* React's own image preload is dropped; the head asks for the lead image, high priority. */
    expect(html).not.toContain('<link rel="preload" as="image" href="/banner.png"/>');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/banner.png?a=1&#38;b=2" fetchpriority="high" />',
    );
    /* The page's stylesheet before its markup, the cover hidden. */
    expect(html.indexOf('/assets/home-Ff66.css')).toBeLessThan(html.indexOf('data-testid="ssr"'));
    expect(html).toContain('<div id="loading-cover" class="is-hidden is-gone"');
    expect(stateOf(html)).toMatchObject({ language: 'bn', path: '/', status: { status: 0 } });

    const list = await get('/rng');
    expect(isServerRendered(list.body)).toBe(true);
    expect(list.body).not.toContain('rel="preload" as="image"');
  });

  it('puts the app scripts in a template and runs the bootstrap script before the first paint', async () => {
    const html = (await get('/')).body;
    const template = /<template id="msp-deferred">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(template).toContain('<script type="module" crossorigin src="/assets/index-Bb22.js"></script>');
    expect(template).toContain('href="/assets/vendor-Cc33.js"');
    expect(template).toContain('href="/assets/bn-shell-Hh88.js"');
    expect(template).toContain('href="/assets/home-Ee55.js"');
    expect(template).not.toContain('en-shell');
    /* Outside the template, no module script and no preload of one. */
    const outside = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toMatch(/type="module"|modulepreload/);
    /* The bootstrap runs inline, as it is (no replacement pattern in it is applied), in place of the loader. */
    expect(outside).toContain(`<script>${bootstrapJs}</script>`);
    expect(outside).not.toContain('route-preloads');
    expect(outside).toMatch(/html\[data-ssr-stale\] #root,[^{]*\{display:none\}/);
  });

  it('puts the stylesheets inline, each beside a disabled link to its file, and keeps a link it cannot read', async () => {
    const html = (await get('/')).body;
    expect(html).toContain(
      `<style>${indexCss}</style><link rel="stylesheet" crossorigin href="/assets/index-Dd44.css" disabled>`,
    );
    expect(html).toContain(
      `<style>${homeCss}</style><link rel="stylesheet" crossorigin href="/assets/home-Ff66.css" disabled>`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/missing-Zz00.css">');
    /* No stylesheet is fetched before the first paint but the one that could not go inline. */
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.filter((tag) => !tag.includes('disabled'))).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/missing-Zz00.css">',
    ]);
  });

  it('draws the open announcement pop-up beside the root, sanitized by the server, with its styles', async () => {
    const html = (await get('/')).body;
    expect(html).toMatch(/<html lang="bn" data-ssr style="[^"]*" data-ssr-popup="announcementShown:B">/);
    const popup =
      /<\/div>\n\s*<div id="ssr-popup">([\s\S]*?)<\/div>\n\s*<script type="application\/json"/.exec(html);
    expect(popup?.[1]).toBe('<div data-testid="public-modal"><p>Hi</p><img src="/a.png" /></div>');
    expect(html).toContain(`<style>${modalCss}</style>`);
    /* The pop-up's code is not asked for with the page: it loads when the visitor uses the pop-up. */
    expect(html).not.toContain('public-modal-Jj00.js');
    /* Hidden before the first paint when seen earlier in the session, or when the screen is stale. */
    expect(html).toContain('html[data-ssr-popup-seen] #ssr-popup');

    const list = (await get('/rng')).body;
    expect(list).not.toContain('data-ssr-popup="');
    expect(list).not.toContain('<div id="ssr-popup">');
    expect(list).not.toContain(modalCss);
  });

  it('escapes the state so that nothing in the content can end its script element', async () => {
    const html = (await get('/')).body;
    const [, afterStart = ''] = html.split('<script type="application/json" id="msp-ssr">');
    const stateText = afterStart.slice(0, afterStart.indexOf('</script>'));
    expect(stateText).not.toContain('<');
    expect(stateText).not.toContain('\u2028');
    /* The one `</script>` after the state's start is its own end: the hostile text stayed inside. */
    expect(afterStart.split('</script>')).toHaveLength(2);
    expect((stateOf(html).queries as { note: string }).note).toBe(HOSTILE);
  });

  it('keeps the CSP: scripts only from the site and the one inline bootstrap its hash names', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(bootstrapJs).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'(;|$)`));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    /* Every script element is external, JSON data, or the bootstrap the CSP names. */
    const scripts = [
      ...response.body
        .replace(/<template[\s\S]*?<\/template>/, '')
        .matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(scripts.length).toBeGreaterThan(1);
    for (const [tag, content] of scripts) {
      if (/\bsrc="|type="application\/json"/.test(tag)) continue;
      expect(createHash('sha256').update(content!).digest('base64')).toBe(hash);
    }
  });

  it('keeps a page per merchant, language and path, and renders each once', async () => {
    await get('/');
    await get('/');
    await get('/', { cookie: 'msp_lang=en' });
    await get('/', { cookie: 'msp_lang=en' });
    await get('/rng');
    await get('/', { host: 'second.example' });
    await get('/', { host: 'second.example' });
    expect(renders()).toEqual([
      { path: '/', language: 'bn', merchant: 'DEMO' },
      { path: '/', language: 'en', merchant: 'DEMO' },
      { path: '/rng', language: 'bn', merchant: 'DEMO' },
      { path: '/', language: 'bn', merchant: 'SECOND' },
    ]);
    const second = (await get('/', { host: 'second.example' })).body;
    expect(second).toContain('Second Brand / bn');
    expect((await get('/')).body).not.toContain('Second Brand');
  });

  it('renders concurrent first requests of a page once', async () => {
    const pages = await Promise.all([get('/'), get('/'), get('/')]);
    for (const page of pages) expect(isServerRendered(page.body)).toBe(true);
    expect(renders()).toHaveLength(1);
  });

  it('drops a merchant’s pages on a catalogue change, and only that merchant’s', async () => {
    await get('/');
    await get('/', { host: 'second.example' });
    expect(renders()).toHaveLength(2);
    await app.cache.invalidateMerchant(secondId);
    await get('/');
    await get('/', { host: 'second.example' });
    expect(renders().map((render) => render.merchant)).toEqual(['DEMO', 'SECOND', 'SECOND']);
  });

  it('drops every page on a merchant change', async () => {
    await get('/');
    await updateMerchants({ app, db }, { name: 'Renamed Demo' }, 'DEMO');
    const html = (await get('/')).body;
    expect(renders()).toHaveLength(2);
    expect(html).toContain('Renamed Demo / bn');
    expect((stateOf(html).queries as { name: string }).name).toBe('Renamed Demo');
  });

  it('renders in the language of the msp_lang cookie, else in Bangla, never from Accept-Language', async () => {
    const english = (await get('/', { cookie: 'other=1; msp_lang=en' })).body;
    expect(english).toMatch(/<html lang="en" data-ssr/);
    expect(english).toContain('/assets/en-shell-Ii99.js');
    expect(english).not.toContain('bn-shell');
    expect(stateOf(english).language).toBe('en');

    const others: Record<string, string>[] = [
      { 'accept-language': 'en-US,en;q=0.9' },
      { cookie: 'msp_lang=fr' },
      { cookie: 'msp_lang=%E0%A4%A' },
    ];
    for (const headers of others) {
      const html = (await get('/', headers)).body;
      expect(html).toMatch(/<html lang="bn" data-ssr/);
      expect(stateOf(html).language).toBe('bn');
    }
  });

  it.each([
    ['a session cookie', '/', { cookie: 'msp_lang=en; msp_session=1' }],
    ['a login link', '/?token=abc', {}],
    ['a login link among other parameters', '/rng?x=1&token=abc', {}],
    ['a page that is not rendered at the server', '/promotions', {}],
    ['a page with a query, whose markup may depend on it (a vendor tab)', '/rng?vassalage=PG', {}],
  ])('sends the plain app for %s', async (_, url, headers: Record<string, string>) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(renders()).toHaveLength(0);
  });

  it('sends the plain app while the system status is not normal (maintenance, region block)', async () => {
    try {
      await updateMerchants({ app, db }, { region_mode: 'ALLOW', region_countries: ['BD'] }, 'DEMO');
      expect((await get('/', {}, '8.8.8.8')).body).toBe(indexHtml);
      /* A visitor from an allowed region gets the page, and a page kept meanwhile never reaches the other. */
      expect(isServerRendered((await get('/', {}, '103.4.145.1')).body)).toBe(true);
      expect((await get('/', {}, '8.8.8.8')).body).toBe(indexHtml);

      await updateMerchants(
        { app, db },
        { region_mode: 'NONE', region_countries: [], system_status: 1 },
        'DEMO',
      );
      expect((await get('/')).body).toBe(indexHtml);
    } finally {
      await updateMerchants(
        { app, db },
        { region_mode: 'NONE', region_countries: [], system_status: 0 },
        'DEMO',
      );
    }
    expect(isServerRendered((await get('/')).body)).toBe(true);
  });

  it('compresses a rendered page as the browser accepts', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('data-testid="ssr"');
  });

  it('never serves the render code as a file', async () => {
    for (const url of ['/ssr/entry-server.mjs', '/ssr/pages.json']) {
      const response = await get(url);
      expect(response.body).not.toContain('serverRenderedPaths');
      expect(response.body).not.toContain('bn-shell-Hh88');
    }
  });
});
