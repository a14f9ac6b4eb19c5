import type { Plugin } from 'vite';

/**
 * Moves the entry's stylesheet from the head (where Vite writes it, after the scripts) to the body, right after
 * the loading cover. A stylesheet in the head holds the first paint until it has loaded, and on a fast
 * connection it arrives together with a dozen scripts, so the cover was only drawn once those had run. In the
 * body it holds only what follows it: the cover (styled inline) paints from the HTML alone, while the parser
 * waits at the link, so the app (`#root`, and the module scripts, which run after parsing) never runs or shows
 * without its styles.
 */
export function stylesheetsAfterCover(): Plugin {
  return {
    name: 'msp:stylesheets-after-cover',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets: string[] = [];
        const rest = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
          stylesheets.push(`    ${tag.trim()}\n`);
          return '';
        });
        const root = rest.search(/[ \t]*<div id="root">/);
        if (stylesheets.length === 0 || root < 0) return html;
        return rest.slice(0, root) + stylesheets.join('') + rest.slice(root);
      },
    },
  };
}
