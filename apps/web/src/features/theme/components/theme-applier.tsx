import type { MerchantInfo } from '@msp/contracts/system.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { keptSessionKeys, localKeys, writeLocal, writeSession } from '../../../shared/lib/browser-storage.ts';
import { applyFavicon, applyThemeVariables } from '../lib/theme-variables.ts';

/** White-label theme: CSS variables, favicon and document title from the merchant configuration. */
export function ThemeApplier({ merchant }: { merchant: MerchantInfo }) {
  const { t } = useTranslation();
  useEffect(() => applyThemeVariables(merchant.theme), [merchant.theme]);
  useEffect(() => applyFavicon(merchant.faviconUrl), [merchant.faviconUrl]);
  useEffect(() => {
    document.title = t('documentTitle', { name: merchant.name });
  }, [merchant.name, t]);
  useEffect(() => {
    for (const key of keptSessionKeys) writeSession(key, merchant.code);
    writeLocal(localKeys.merchantCode, merchant.code);
  }, [merchant.code]);
  return null;
}
