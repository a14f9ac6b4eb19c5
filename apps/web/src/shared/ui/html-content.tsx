import { Suspense, use, useMemo } from 'react';
import { loadChunk } from '../../app/chunk-loading.ts';
import type * as SanitizeHtml from '../lib/sanitize-html.ts';

type Sanitizer = typeof SanitizeHtml;
let sanitizer: Promise<Sanitizer> | undefined;

/**
 * DOMPurify loads with the first server HTML a page shows, not with the site. A part that will show server HTML
 * can start it beside its own chunk, so the two do not load one after the other.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= loadChunk(() => import('../lib/sanitize-html.ts'));
  return sanitizer;
}

function SanitizedHtml({ html, className }: { html: string; className: string }) {
  const { sanitizeHtml } = use(loadSanitizer());
  const clean = useMemo(() => sanitizeHtml(html), [html, sanitizeHtml]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

let serverSanitizer: ((html: string) => string) | undefined;

/**
 * For a render at the server (entry-server.tsx), where DOMPurify has no document to work with: the server's own
 * sanitizer, for the duration of that render. Undefined again afterwards.
 */
export function setServerHtmlSanitizer(sanitize: ((html: string) => string) | undefined): void {
  serverSanitizer = sanitize;
}

/** Server HTML, sanitized with DOMPurify before it is rendered (at the server: with the server's sanitizer). */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const classes = `rich-html${className ? ` ${className}` : ''}`;
  if (serverSanitizer)
    return <div className={classes} dangerouslySetInnerHTML={{ __html: serverSanitizer(html) }} />;
  return (
    <Suspense fallback={<div className={classes} />}>
      <SanitizedHtml html={html} className={classes} />
    </Suspense>
  );
}
