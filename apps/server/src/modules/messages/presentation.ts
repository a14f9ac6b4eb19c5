import sanitizeHtml from 'sanitize-html';
import type { Language } from '@msp/contracts/errors.ts';
import { pickLanguage } from '../../shared/localized.ts';
import type { InboxMessageRow } from './tables.ts';
import { renderSystem, type Rendered, type StoredParams } from './templates.ts';

/** How a message reads: an operator's texts in the reader's language, or a SYSTEM template rendered. */

/** Where one block of text ends: a space goes there, so that "<p>a</p><p>b</p>" reads "a b". */
const blockBoundary = /<(\/?(p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote)|br)\b[^>]*>/gi;

/**
 * The text of sanitized HTML, whitespace collapsed. sanitize-html with no tags decodes the input's entities and
 * escapes only &, < and > in its output, so decoding those three gives the text exactly.
 */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(blockBoundary, ' $&'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const PREVIEW_LENGTH = 140;

/** The start of a text, cut at a word near `PREVIEW_LENGTH` characters. */
export function previewOf(text: string): string {
  if (text.length <= PREVIEW_LENGTH) return text;
  const cut = text.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type MessageTexts = Pick<InboxMessageRow, 'kind' | 'title' | 'content' | 'template' | 'params'>;

export function renderMessage(row: MessageTexts, language: Language, symbol: string): Rendered {
  if (row.kind === 'SYSTEM')
    return renderSystem(row.template ?? '', (row.params ?? {}) as StoredParams, language, symbol);
  const content = pickLanguage(row.content, language);
  return {
    topic: 'NOTICE',
    title: pickLanguage(row.title, language),
    content,
    text: plainText(content),
    link: null,
  };
}
