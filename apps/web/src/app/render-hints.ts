import { getToken, subscribeSession } from '../shared/lib/session-store.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * Two cookies that tell the server what to render as the first screen (apps/server/src/plugins/web-ssr.ts),
 * which cannot read the browser's storage: `msp_lang`, the visitor's language (as `hisLang` in local storage),
 * and `msp_session`, set while this browser holds a session (the server then sends the plain app, as it does not
 * render a member's header). They carry nothing secret: the token stays in session storage.
 */
export function keepRenderHints(): void {
  const write = (name: string, value: string | null, maxAge?: number) => {
    document.cookie =
      value === null
        ? `${name}=; path=/; max-age=0; samesite=lax`
        : `${name}=${encodeURIComponent(value)}; path=/; samesite=lax${maxAge ? `; max-age=${maxAge}` : ''}`;
  };
  const language = () => write('msp_lang', i18n.language, 365 * 24 * 3600);
  const session = () => write('msp_session', getToken() === null ? null : '1');
  language();
  session();
  i18n.on('languageChanged', language);
  subscribeSession(session);
}
