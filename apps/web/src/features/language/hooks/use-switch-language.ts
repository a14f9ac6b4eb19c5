import type { Language } from '@msp/contracts/errors.ts';
import { useCallback } from 'react';
import { i18n } from '../../../i18n/i18n.ts';
import { localKeys, writeLocal } from '../../../shared/lib/browser-storage.ts';
import { updateLanguage } from '../api/update-language.ts';

/**
 * Language switch (spec §4): stored in localStorage `hisLang` and `lang`, applied to i18n and <html lang>,
 * and sent to the server (PUT /wps/system/language). Queries carry the language in their keys and reload.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  return useCallback(async (language: Language) => {
    writeLocal(localKeys.hisLang, language);
    writeLocal(localKeys.lang, language);
    await i18n.changeLanguage(language);
    document.documentElement.lang = language;
    try {
      await updateLanguage(language);
    } catch {
      /* The switch stands even if the server could not record it. */
    }
  }, []);
}
