import DOMPurify from 'dompurify';

/** Server HTML (announcements, notices, help) is sanitized again before it reaches the DOM. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
