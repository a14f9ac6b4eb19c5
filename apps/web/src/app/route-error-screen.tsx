import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { hideLoadingCover } from '../shared/lib/loading-cover.ts';
import { ClockIcon, HomeIcon, RefreshIcon, WifiOffIcon } from '../shared/ui/icons.tsx';
import { StatusScreen } from '../shared/ui/status-screen.tsx';
import { ChunkLoadError, type ChunkErrorKind } from './chunk-loading.ts';

/** The chunk load error screen (spec §8): time-out, script and stylesheet messages, and a reload button. */
export function ChunkErrorScreen({ kind }: { kind: ChunkErrorKind }) {
  const { t } = useTranslation('errors');
  const message = kind === 'timeout' ? t('chunkTimeout') : kind === 'css' ? t('cssChunk') : t('chunkNetwork');
  return (
    <StatusScreen
      icon={kind === 'timeout' ? <ClockIcon /> : <WifiOffIcon />}
      title={t('chunkTitle')}
      tone="danger"
      testId="chunk-error"
      actions={
        <button type="button" className="btn btn--primary btn--lg" onClick={() => window.location.reload()}>
          <RefreshIcon />
          {t('reload')}
        </button>
      }
    >
      <p data-testid="chunk-error-message" data-kind={kind}>
        {message}
      </p>
    </StatusScreen>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  return (
    <StatusScreen
      icon={<HomeIcon />}
      title={t('notFoundTitle')}
      testId="not-found"
      actions={
        <Link to="/" className="btn btn--primary btn--lg">
          {t('backHome')}
        </Link>
      }
    >
      <p>{t('notFoundText')}</p>
    </StatusScreen>
  );
}

/** Error element of the routes: chunk errors, unknown paths and anything else a page threw. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  useEffect(hideLoadingCover, []);

  if (error instanceof ChunkLoadError) return <ChunkErrorScreen kind={error.kind} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  console.error(error);
  return (
    <StatusScreen
      icon={<WifiOffIcon />}
      title={t('unknown')}
      tone="danger"
      testId="route-error"
      actions={
        <>
          <button type="button" className="btn btn--primary btn--lg" onClick={() => window.location.reload()}>
            <RefreshIcon />
            {t('reload')}
          </button>
          <Link to="/" className="btn btn--ghost btn--lg">
            {t('backHome')}
          </Link>
        </>
      }
    />
  );
}
