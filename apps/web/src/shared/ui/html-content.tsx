import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html.ts';

/** Server HTML, sanitized with DOMPurify before it is rendered. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={`rich-html${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
