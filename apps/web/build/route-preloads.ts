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
  /** The module of the announcement pop-up a first screen from the server may show open (its stylesheets). */
  serverPopup: string;
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
    popup: filesOf(options.serverPopup),
  };
}

/*
 * A first screen from the server has the app's scripts in a template (apps/server/src/plugins/web-ssr.ts): they
 * start once the page has painted, so that the first paint waits for nothing but the HTML.
 */
const startAfterPaint = `function startAfterPaint(now) {
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
  /*
   * Once the page has painted with its images: after the first contentful paint the browser reports (a frame
   * callback alone may run before anything is shown) and the load event (the first screen's images and fonts
   * are in), a frame later. Without paint timing, after the load event; in a tab that is not shown (which never
   * paints), at most 3 s after the load event.
   */
  var painted = false, loaded = false, started = false;
  function once() { if (!started) { started = true; setTimeout(start, 0); } }
  function maybe() { if (painted && loaded) requestAnimationFrame(once); }
  if (now) return once();
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); painted = true; maybe(); }
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    painted = true;
  }
  function onLoad() { loaded = true; maybe(); setTimeout(once, 3000); }
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad);
}`;

/** The visitor's language as src/i18n/i18n.ts reads it, and the tab's session (`p.languages`, `p.fallback`). */
const readLanguage = `var language, token = null;
  try {
    language = localStorage.getItem('hisLang');
    if (language === null) language = localStorage.getItem('lang');
  } catch (e) {}
  if (!(language in p.languages)) {
    var cookie = /(?:^|;\\s*)msp_lang=([^;]*)/.exec(document.cookie);
    language = cookie ? cookie[1] : null;
  }
  try { token = sessionStorage.getItem('token'); } catch (e) {}
  if (!(language in p.languages)) language = p.fallback;`;

/*
 * The plain app's loader: reads the language (localStorage `hisLang`, then `lang`, then the `msp_lang` cookie) and
 * sends the calls as src/shared/lib/api-client.ts does (Accept, Language, the session's Authorization); the api
 * client takes these answers (src/shared/lib/early-responses.ts). A token in the address is a new session: no
 * calls then.
 */
const loader = `(function (p) {
  ${readLanguage}
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

/*
 * The bootstrap of a first screen the server rendered (apps/server/src/plugins/web-ssr.ts), which the server puts
 * inline in the page (the CSP names its hash), so that the first paint waits for no file at all. It runs before
 * the first paint: a screen in another language than the visitor's, or without the session this tab holds, is
 * hidden before it ever shows (the loading cover shows instead, and the app renders afresh); the language cookie
 * is written for the next visit; and the app's scripts start once the page has painted.
 */
const serverScreenBootstrap = `(function (p) {
  ${startAfterPaint}
  ${readLanguage}
  var html = document.documentElement;
  var stale = html.lang !== language || token !== null;
  if (stale) html.setAttribute('data-ssr-stale', '');
  try { document.cookie = 'msp_lang=' + language + '; path=/; max-age=31536000; samesite=lax'; } catch (e) {}
  /*
   * The open announcement pop-up (features/announcements/lib/static-popup.ts): hidden when seen earlier in this
   * session, else marked seen; its close button and Escape work before the app has started.
   */
  var popupKey = html.getAttribute('data-ssr-popup');
  if (popupKey && !stale) {
    var seen = null;
    try { seen = sessionStorage.getItem(popupKey); } catch (e) {}
    if (seen) html.setAttribute('data-ssr-popup-seen', '');
    else {
      try { sessionStorage.setItem(popupKey, '1'); } catch (e) {}
      var closePopup = function () {
        var popup = document.getElementById('ssr-popup');
        if (popup) { popup.parentNode.removeChild(popup); html.removeAttribute('data-ssr-popup'); }
      };
      document.addEventListener('click', function (event) {
        var target = event.target;
        if (target && target.closest && target.closest('#ssr-popup .modal__close')) closePopup();
      });
      document.addEventListener('keydown', function (event) { if (event.key === 'Escape') closePopup(); });
    }
  }
  /* A hidden screen has nothing to paint first: the app starts at once. */
  startAfterPaint(stale);
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
        const plan = preloadPlan(bundle, options);
        const source = `${loader}(${JSON.stringify({ ...plan, popup: undefined })});\n`;
        const fileName = this.getFileName(
          this.emitFile({ type: 'asset', name: 'route-preloads.js', source }),
        );
        const tag = `<script async src="/${fileName}"></script>`;
        /* For the server's first screens (apps/server/src/plugins/web-ssr.ts): the same lists, by path and language. */
        this.emitFile({
          type: 'asset',
          fileName: 'ssr/bootstrap.js',
          source: `${serverScreenBootstrap}(${JSON.stringify({ languages: plan.languages, fallback: plan.fallback })});`,
        });
        this.emitFile({
          type: 'asset',
          fileName: 'ssr/pages.json',
          source: JSON.stringify({
            popup: plan.popup,
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
