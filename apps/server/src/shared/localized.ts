import type { Language } from '@msp/contracts/errors.ts';

/** Text kept in every language of the merchant: {"bn": "…", "en": "…"} (a jsonb column). */
export type LocalizedText = Partial<Record<Language, string>>;

/** The text in the wanted language, else the other one, else empty. */
export function pickLanguage(text: LocalizedText | null | undefined, language: Language): string {
  if (!text) return '';
  return text[language] ?? text.bn ?? text.en ?? '';
}
