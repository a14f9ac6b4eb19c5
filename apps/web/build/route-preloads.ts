import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

interface PagePreload {
  /** Paths (exact, without query) that open the page. */
  paths: readonly string[];
  /** The page's module, relative to the app root, e.g. `src/features/home/components/home-page.tsx`. */
  module: string;
  /** GET calls (path and query, as the app's api client builds them) the page makes first. */
  calls?: readonly string[];
}

interface LanguagePreload {
  /** The module of the translations the first page needs. */
  module: string;
  /** The font files (source names) the language's text is set in. */
  fonts: readonly string[];
}

export interface RoutePreloadOptions {
  pages: readonly PagePreload[];
  /** GET calls every page makes first (the start-up calls). */
  calls: readonly string[];
  languages: Readonly<Record<string, LanguagePreload>>;
  /** The language when the visitor has not chosen one. */
  defaultLanguage: string;
}

type Chunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The files to ask for early: per page and per language, and which list each path and language uses. */
function preloadPlan(bundle: OutputBundle, options: RoutePreloadOptions) {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const chunkOf = (fileName: string) => chunks.find((chunk) => chunk.fileName === fileName);
  /* What index.html asks for anyway: the entry, its imports and their stylesheets. */
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const name of [entry.fileName, ...entry.imports]) {
      loaded.add(name);
      for (const css of chunkOf(name)?.viteMetadata?.importedCss ?? []) loaded.add(css);
    }
  }
  /* A module's chunk, its static imports and their stylesheets, less what index.html loads. */
  const filesOf = (module: string): string[] => {
    const chunk = chunks.find((item) => item.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${module}`));
    if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
    const files = new Set<string>();
    const visit = (current: Chunk | undefined) => {
      if (!current || files.has(current.fileName)) return;
      files.add(current.fileName);
      for (const css of current.viteMetadata?.importedCss ?? []) files.add(css);
      for (const name of current.imports) visit(chunkOf(name));
    };
    visit(chunk);
    return [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  };
  const fontFile = (name: string) => {
    const asset = Object.values(bundle).find((item) => item.type === 'asset' && item.names.includes(name));
    if (!asset) throw new Error(`route-preloads: no font ${name}`);
    return `/${asset.fileName}`;
  };
  const languages = Object.keys(options.languages);
  return {
    lists: [
      ...options.pages.map((page) => filesOf(page.module)),
      ...Object.values(options.languages).map((language) => [
        ...language.fonts.map(fontFile),
        ...filesOf(language.module),
      ]),
    ],
    pages: Object.fromEntries(
      options.pages.flatMap((page, index) => page.paths.map((path) => [path, index])),
    ),
    languages: Object.fromEntries(
      languages.map((language, index) => [language, options.pages.length + index]),
    ),
    fallback: options.defaultLanguage,
    calls: options.calls,
    pageCalls: options.pages.map((page) => page.calls ?? []),
  };
}

/*
 * Reads the language as src/i18n/i18n.ts does (localStorage `hisLang`, then `lang`, then the `msp_lang` cookie) and sends the calls as
 * src/shared/lib/api-client.ts does (Accept, Language, the session's Authorization); the api client takes these
 * answers (src/shared/lib/early-responses.ts). A token in the address is a new session: no calls then.
 */
/*
 * A first screen from the server has the app's scripts in a template (apps/server/src/plugins/web-ssr.ts): they
 * start once the page has painted, so that the first paint waits for nothing but the HTML and its stylesheets.
 */
const startAfterPaint = `function startAfterPaint() {
  function start() {
    var template = document.getElementById('msp-deferred');
    if (!template) return;
    template.parentNode.removeChild(template);
    Array.prototype.forEach.call(template.content.children, function (tag) {
      var element = document.createElement(tag.tagName.toLowerCase());
      Array.prototype.forEach.call(tag.attributes, function (a) { element.setAttribute(a.name, a.value); });
      document.head.appendChild(element);
    });
  }
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}`;

const loader = `(function (p) {
  ${startAfterPaint}
  var language, token = null;
  try {
    language = localStorage.getItem('hisLang');
    if (language === null) language = localStorage.getItem('lang');
  } catch (e) {}
  if (!(language in p.languages)) {
    var cookie = /(?:^|;\\s*)msp_lang=([^;]*)/.exec(document.cookie);
    language = cookie ? cookie[1] : null;
  }
  try { token = sessionStorage.getItem('token'); } catch (e) {}
  if (!(language in p.languages)) language = p.fallback;
  /*
   * A first screen the server rendered brings its files and answers along (apps/server/src/plugins/web-ssr.ts).
   * There this script runs before the first paint (it is not async there): a screen in another language than
   * the visitor's, or without the session this tab holds, is hidden before it ever shows (the loading cover
   * shows instead, and the app renders afresh), and the language cookie is written for the next visit.
   */
  var html = document.documentElement;
  if (html.hasAttribute('data-ssr')) {
    if (html.lang !== language || token !== null) html.setAttribute('data-ssr-stale', '');
    try { document.cookie = 'msp_lang=' + language + '; path=/; max-age=31536000; samesite=lax'; } catch (e) {}
    return startAfterPaint();
  }
  var files = p.lists[p.languages[language]];
  var calls = p.calls;
  var page = p.pages[location.pathname];
  if (page !== undefined) { files = files.concat(p.lists[page]); calls = calls.concat(p.pageCalls[page]); }
  files.forEach(function (file) {
    var link = document.createElement('link');
    if (/\\.css$/.test(file)) { link.rel = 'preload'; link.as = 'style'; }
    else if (/\\.woff2$/.test(file)) { link.rel = 'preload'; link.as = 'font'; link.type = 'font/woff2'; }
    else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  });
  if (/[?&]token=/.test(location.search) || typeof fetch !== 'function') return;
  var headers = { Accept: 'application/json', Language: language };
  if (token) headers.Authorization = token;
  var responses = {};
  calls.forEach(function (call) {
    var response = fetch(call, { headers: headers });
    response.catch(function () {}); /* the app asks again when it takes a failed one */
    responses[call] = response;
  });
  window.mspEarlyResponses = { language: language, token: token, responses: responses };
})`;

/**
 * The first page's code and data are only asked for once the entry has run, which on a slow phone comes late.
 * This adds a small async script to index.html (no inline script: the CSP forbids it) that asks for them as
 * soon as it arrives: the chunks of the page the address opens, with their imports and stylesheets; the
 * translations and fonts of the visitor's language (so that the first layout already has the right font and
 * text is not laid out twice); and the start-up calls and the page's first calls, whose answers the app takes.
 */
export function routePreloads(options: RoutePreloadOptions): Plugin {
  return {
    name: 'msp:route-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const source = `${loader}(${JSON.stringify(preloadPlan(bundle, options))});\n`;
        const fileName = this.getFileName(
          this.emitFile({ type: 'asset', name: 'route-preloads.js', source }),
        );
        const tag = `<script async src="/${fileName}"></script>`;
        /* For the server's first screens (apps/server/src/plugins/web-ssr.ts): the same lists, by path and language. */
        const plan = preloadPlan(bundle, options);
        this.emitFile({
          type: 'asset',
          fileName: 'ssr/pages.json',
          source: JSON.stringify({
            pages: Object.fromEntries(
              Object.entries(plan.pages).map(([path, index]) => [path, plan.lists[index]]),
            ),
            languages: Object.fromEntries(
              Object.entries(plan.languages).map(([language, index]) => [language, plan.lists[index]]),
            ),
          }),
        });
        html.source = String(html.source).replace(/<script type="module"/, `${tag}\n    $&`);
      },
    },
  };
}
