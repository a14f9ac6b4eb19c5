import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultLanguage, languages, type Language } from '@msp/contracts/errors.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitizeContentHtml } from '../shared/sanitize.ts';

/**
 * The member site's first screens rendered at the server (the web build's `ssr/entry-server.js`, made from
 * apps/web/src/entry-server.tsx): home and the game lists, for visitors without a session, in the visitor's
 * language. The HTML carries the header, the first banner and the page's first screen, so they paint before any
 * script has run; the browser hydrates them from the query answers that go along (apps/web/src/main.tsx).
 *
 * - The markup comes from the merchant's own API answers (the server asks itself, as the browser would), per
 *   merchant, language and path, and is kept for `PAGE_TTL_MS`; a merchant change or a catalogue change drops it.
 * - The system status is the visitor's own (maintenance, region block by IP) and is asked for every request:
 *   anything but "normal" gets the plain app, which shows the maintenance or region-block page.
 * - A visitor with a session (`msp_session` cookie, set by the app beside its session storage) or a login link
 *   (`?token=`) gets the plain app: the member's header is not rendered here.
 */
const PAGE_TTL_MS = 30_000;
const MAX_PAGES = 500;

interface EntryServer {
  serverRenderedPaths: readonly string[];
  render(input: {
    path: string;
    language: Language;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    sanitizeHtml: (html: string) => string;
  }): Promise<{
    html: string;
    state: Record<string, unknown>;
    themeStyle: string;
    title: string;
    leadImage: string | null;
    popup: { html: string; sessionKey: string } | null;
  } | null>;
}

interface PagePlan {
  pages: Record<string, string[]>;
  languages: Record<string, string[]>;
  /** The announcement pop-up's files (its stylesheets go with a page that shows it open). */
  popup?: string[];
}

interface RenderedPage {
  /** The document up to the state's JSON, and after it. */
  before: string;
  after: string;
  state: Record<string, unknown>;
  expiresAt: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** JSON inside `<script type="application/json">`: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function cookiesOf(request: FastifyRequest): Record<string, string> {
  const header = request.headers.cookie;
  if (!header) return {};
  return Object.fromEntries(
    header.split(';').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      try {
        return [name, decodeURIComponent(value.join('='))];
      } catch {
        return [name, ''];
      }
    }),
  );
}

/**
 * The first screens' bootstrap script (the web build's `ssr/bootstrap.js`, made by build/route-preloads.ts), which
 * goes inline into the page so that the first paint waits for no script file, and the CSP source that allows
 * exactly it (its SHA-256; no other inline script is allowed).
 */
export function serverScreenBootstrap(webDist: string): { script: string; cspSource: string } | null {
  const file = join(webDist, 'ssr', 'bootstrap.js');
  if (!existsSync(file)) return null;
  const script = readFileSync(file, 'utf8');
  if (/<\/script/i.test(script)) throw new Error(`${file} cannot go inline: it holds "</script"`);
  return { script, cspSource: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}

export interface ServerRenderer {
  /** The page for this request, or null when the plain app is to be sent. */
  page(request: FastifyRequest): Promise<string | null>;
}

export async function createServerRenderer(
  app: FastifyInstance,
  webDist: string,
  indexHtml: string,
): Promise<ServerRenderer | null> {
  const entryPath = join(webDist, 'ssr', 'entry-server.mjs');
  const planPath = join(webDist, 'ssr', 'pages.json');
  const bootstrap = serverScreenBootstrap(webDist);
  if (!existsSync(entryPath) || !existsSync(planPath) || !bootstrap) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as EntryServer;
  const plan = JSON.parse(readFileSync(planPath, 'utf8')) as PagePlan;
  const pages = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage | null>>();

  /* Bumped by every drop: a render that was under way then is not kept (it may hold the old answers). */
  let generation = 0;
  const dropMerchant = (merchantId: number) => {
    generation += 1;
    rendering.clear();
    for (const key of pages.keys()) if (key.startsWith(`${merchantId}:`)) pages.delete(key);
  };
  const dropAll = () => {
    generation += 1;
    rendering.clear();
    pages.clear();
  };
  app.bus.on('merchants', dropAll);
  app.bus.onReset(dropAll);
  /* A catalogue change (games routes) drops the merchant's cached answers, and so its pages. */
  app.cache.onMerchantInvalidated(dropMerchant);

  /** Asks the server itself, as the browser would: same host (merchant), language and address. */
  const fetchApi = (request: FastifyRequest) => async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const response = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        host: request.headers.host ?? 'localhost',
        accept: 'application/json',
        language: headers.get('language') ?? defaultLanguage,
      },
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };

  /*
   * The page's stylesheets go inline, so that the first paint waits for no file: each as a <style>, beside a
   * disabled <link> to its file (a disabled stylesheet is not fetched), which tells the app's chunk loader that
   * the styles are already in the page. A file that cannot go inline keeps its link.
   */
  const stylesheets = new Map<string, string | null>();
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href)) {
      const file = join(webDist, href);
      const css = file.startsWith(webDist) && existsSync(file) ? readFileSync(file, 'utf8') : null;
      stylesheets.set(href, css !== null && !/<\/style/i.test(css) ? css : null);
    }
    const css = stylesheets.get(href);
    return css === null || css === undefined
      ? `<link rel="stylesheet" crossorigin href="${href}">`
      : `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  };
  const inlineStylesheets = (html: string) =>
    html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_tag, href: string) =>
      stylesheet(href),
    );

  const build = async (request: FastifyRequest, path: string, language: Language) => {
    const rendered = await entry.render({
      path,
      language,
      fetchApi: fetchApi(request),
      sanitizeHtml: sanitizeContentHtml,
    });
    if (!rendered) return null;
    const css = (list: string[] | undefined) => (list ?? []).filter((file) => file.endsWith('.css'));
    const js = (list: string[] | undefined) => (list ?? []).filter((file) => file.endsWith('.js'));
    const pageFiles = plan.pages[path];
    const languageFiles = plan.languages[language];
    /*
     * The app's scripts start once the first screen has painted: the entry, its imports, and the page's and
     * language's chunks go into a template that the bootstrap script (build/route-preloads.ts) puts in place
     * after the first paint. The page shows from the HTML and the stylesheets alone; its fonts are asked for
     * by the text that uses them.
     */
    const deferred: string[] = [];
    const withoutScripts = indexHtml.replace(
      /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g,
      (tag) => {
        deferred.push(tag.trim());
        return '';
      },
    );
    deferred.push(
      ...[...js(languageFiles), ...js(pageFiles)].map(
        (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
      ),
    );
    const head = [
      /*
       * The language's fonts, asked for with the page: they arrive before the first paint rather than after it,
       * when the text would be laid out again in them and move what is below it.
       */
      ...(languageFiles ?? [])
        .filter((file) => file.endsWith('.woff2'))
        .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}" />`),
      ...(rendered.leadImage
        ? [`<link rel="preload" as="image" href="${escapeHtml(rendered.leadImage)}" fetchpriority="high" />`]
        : []),
      `<template id="msp-deferred">${deferred.join('')}</template>`,
      /*
       * What the bootstrap script marks before the first paint: a screen that is not the visitor's, and an
       * announcement pop-up seen earlier in the session. The open pop-up holds the page still, as the app's does.
       */
      `<style>html[data-ssr-stale] #root,html[data-ssr-stale] #ssr-popup,html[data-ssr-popup-seen] #ssr-popup{display:none}` +
        `html[data-ssr-stale] #loading-cover{display:flex;opacity:1;visibility:visible}` +
        `html[data-ssr-popup]:not([data-ssr-popup-seen]):not([data-ssr-stale]) body{overflow:hidden}</style>`,
    ];
    let html = withoutScripts
      .replace(
        /<html lang="[^"]*"/,
        `<html lang="${language}" data-ssr style="${escapeHtml(rendered.themeStyle)}"` +
          (rendered.popup ? ` data-ssr-popup="${escapeHtml(rendered.popup.sessionKey)}"` : ''),
      )
      .replace('<title></title>', `<title>${escapeHtml(rendered.title)}</title>`)
      /*
       * The bootstrap runs inline, before the first paint, in place of the plain app's loader: it hides a
       * screen that is not in the visitor's language or is without the session the tab holds, which only the
       * browser knows, and starts the app's scripts after the paint (build/route-preloads.ts).
       */
      .replace(
        /<script async src="[^"]*route-preloads[^"]*"><\/script>/,
        () => `<script>${bootstrap.script}</script>`,
      )
      .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
      /* The loading cover stays in the page (the app shows it again if it cannot take over), hidden. */
      .replace('<div id="loading-cover"', '<div id="loading-cover" class="is-hidden is-gone"')
      .replace('aria-busy="true">', 'aria-busy="false">');
    /* The page's stylesheets go beside the entry's, before the markup they style. */
    const pageCss = [...new Set([...css(pageFiles), ...(rendered.popup ? css(plan.popup) : [])])]
      .map(stylesheet)
      .join('\n    ');
    const marker = '<div id="root"></div>';
    if (!html.includes(marker)) return null;
    const [start = '', end = ''] = html.split(marker);
    /* React puts its own image preloads first; the page asks for its largest image from the head already. */
    const markup = rendered.html.replace(/^(<link rel="preload" as="image"[^>]*\/>)+/, '');
    /* The open announcement pop-up goes beside the app's root, not in it (features/announcements/lib/static-popup.ts). */
    const popup = rendered.popup ? `\n    <div id="ssr-popup">${rendered.popup.html}</div>` : '';
    html = `${inlineStylesheets(start)}${pageCss ? `${pageCss}\n    ` : ''}<div id="root">${markup}</div>${popup}\n    <script type="application/json" id="msp-ssr">`;
    return {
      before: html,
      after: `</script>${end}`,
      state: rendered.state,
      expiresAt: Date.now() + PAGE_TTL_MS,
    };
  };

  return {
    async page(request) {
      if (request.method !== 'GET') return null;
      const [path = '/', search = ''] = request.url.split('?');
      /*
       * Pages are kept per path: one with a query (a login link's token, a vendor tab the list opens at) gets
       * the plain app, which reads it.
       */
      if (!entry.serverRenderedPaths.includes(path) || search !== '') return null;
      const cookies = cookiesOf(request);
      if (cookies.msp_session) return null;
      /*
       * The language as the app decides it (src/i18n/i18n.ts): the visitor's stored choice, which the app
       * mirrors in `msp_lang`, else Bangla. `Accept-Language` is not used: the app never follows it. A choice
       * stored without the cookie (a visit before the cookie existed) is caught by the bootstrap script.
       */
      const language = (languages as readonly string[]).includes(cookies.msp_lang ?? '')
        ? (cookies.msp_lang as Language)
        : defaultLanguage;
      const merchant = await app.merchants
        .resolve({ code: undefined, host: request.headers.host })
        .catch(() => null);
      if (!merchant) return null;

      /* The visitor's own status: the plain app shows maintenance and region blocks. */
      const statusResponse = await fetchApi(request)('/wps/system/status', {
        headers: { Language: language },
      });
      const status = (await statusResponse.json().catch(() => null)) as {
        success?: boolean;
        value?: { status?: number };
      } | null;
      if (!status?.success || status.value?.status !== 0) return null;

      const key = `${merchant.id}:${language}:${path}`;
      let page = pages.get(key);
      if (!page || page.expiresAt <= Date.now()) {
        const startedAt = generation;
        let pending = rendering.get(key);
        if (!pending) {
          pending = build(request, path, language).catch((error: unknown) => {
            request.log.warn({ err: error, path }, 'server render failed; sending the plain app');
            return null;
          });
          rendering.set(key, pending);
          const own = pending;
          void pending.finally(() => {
            if (rendering.get(key) === own) rendering.delete(key);
          });
        }
        const built = await pending;
        if (!built) return null;
        page = built;
        if (startedAt === generation) pages.set(key, page);
        while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
      }
      return page.before + scriptJson({ ...page.state, status: status.value }) + page.after;
    },
  };
}
