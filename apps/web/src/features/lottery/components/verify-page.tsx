import { lotteryGames } from '@msp/contracts/lottery/families.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { CheckIcon, ClockIcon, CloseIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { verifyQueryOptions } from '../api/lottery.ts';
import { gameName } from '../lib/game-names.ts';
import { verifyDraw, type Published } from '../lib/verify.ts';
import { DrawDisplay } from './draw-pieces.tsx';
import './lottery.css';

function Recomputation({ published }: { published: Published }) {
  const { t } = useTranslation('lottery');
  const {
    data: verdict,
    error,
    isPending,
  } = useQuery({
    queryKey: ['lottery-verify-in-browser', published],
    queryFn: () => verifyDraw(published),
    staleTime: Infinity,
    retry: false,
  });
  if (error)
    return (
      <p
        className="lt-verdict lt-verdict--error"
        role="alert"
        data-testid="verify-verdict"
        data-verdict="error"
      >
        {t('verify.noCrypto')}
      </p>
    );
  if (isPending) return <LoadingBlock height={120} />;
  if (verdict.state === 'pending')
    return (
      <div className="lt-verdict lt-verdict--pending" data-testid="verify-verdict" data-verdict="pending">
        <ClockIcon />
        <div>
          <strong>{t('verify.pending')}</strong>
          <p>{t('verify.pendingText')}</p>
        </div>
      </div>
    );
  const ok = verdict.state === 'match';
  return (
    <>
      <div
        className={`lt-verdict lt-verdict--${verdict.state}`}
        data-testid="verify-verdict"
        data-verdict={verdict.state}
        role="status"
      >
        {ok ? <CheckIcon /> : <CloseIcon />}
        <div>
          <strong>{ok ? t('verify.match') : t('verify.mismatch')}</strong>
          <p>{ok ? t('verify.matchText') : t('verify.mismatchText')}</p>
        </div>
      </div>
      {verdict.correction ? (
        <p className="lt-verdict lt-verdict--pending" data-testid="verify-correction" role="note">
          {t('verify.corrected', {
            result: verdict.correction.to.join(' · '),
            reason: verdict.correction.reason,
            time: formatDateTime(Date.parse(verdict.correction.at)),
          })}
        </p>
      ) : null}
      <dl className="lt-facts">
        <div className={verdict.commitmentMatches ? 'is-ok' : 'is-bad'} data-testid="verify-commitment-check">
          <dt>{t('verify.sha')}</dt>
          <dd className="lt-hash">{verdict.commitment}</dd>
          <dd className="lt-check">
            {verdict.commitmentMatches ? t('verify.commitmentOk') : t('verify.commitmentBad')}
          </dd>
        </div>
        <div className={verdict.resultMatches ? 'is-ok' : 'is-bad'} data-testid="verify-result-check">
          <dt>{t('verify.recomputed')}</dt>
          <dd>
            <DrawDisplay
              family={published.family}
              result={verdict.result}
              size="sm"
              testId="verify-recomputed"
            />
          </dd>
          <dd className="lt-check">{verdict.resultMatches ? t('verify.resultOk') : t('verify.resultBad')}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * /verify (public): anyone checks a draw. The server's commitment, seed and result are shown, and this browser
 * recomputes the commitment and the result from the seed with the same code the server draws with.
 */
export function VerifyPage() {
  const { t } = useTranslation('lottery');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const gameCode = (params.get('gameCode') ?? '').trim().toUpperCase();
  const numero = (params.get('numero') ?? '').trim().toUpperCase();
  const [form, setForm] = useState({ gameCode: gameCode || lotteryGames[0]!.gameCode, numero });
  const { data, error, isFetching } = useQuery(verifyQueryOptions(gameCode, numero));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.numero.trim()) return;
    void navigate(
      `/verify?${new URLSearchParams({ gameCode: form.gameCode, numero: form.numero.trim() }).toString()}`,
    );
  };

  return (
    <div className="lt-verify container" data-testid="verify-page">
      <section className="lt-hero lt-hero--verify">
        <div className="lt-hero__text">
          <p className="lt-hero__eyebrow">
            <ShieldIcon /> {t('verify.eyebrow')}
          </p>
          <h1 className="lt-hero__title">{t('verify.title')}</h1>
          <p className="lt-hero__subtitle">{t('verify.subtitle')}</p>
        </div>
      </section>

      <form className="lt-verify__form" onSubmit={submit} data-testid="verify-form">
        <label>
          <span>{t('verify.game')}</span>
          <select
            value={form.gameCode}
            onChange={(event) => setForm({ ...form, gameCode: event.target.value })}
            data-testid="verify-game"
          >
            {lotteryGames.map((game) => (
              <option key={game.gameCode} value={game.gameCode}>
                {gameName(t, game).name} · {gameName(t, game).schedule} ({game.gameCode})
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('verify.numero')}</span>
          <input
            value={form.numero}
            onChange={(event) => setForm({ ...form, numero: event.target.value })}
            placeholder="20250101-0001"
            autoCapitalize="characters"
            spellCheck={false}
            data-testid="verify-numero"
          />
        </label>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={!form.numero.trim()}
          data-testid="verify-submit"
        >
          <ShieldIcon />
          {t('verify.check')}
        </button>
      </form>

      {!gameCode || !numero ? (
        <p className="lt-verify__hint">{t('verify.enter')}</p>
      ) : error ? (
        <p className="form-error" role="alert" data-testid="verify-error">
          {errorMessageOf(error)}
        </p>
      ) : !data ? (
        isFetching ? (
          <LoadingBlock height={240} />
        ) : null
      ) : (
        <article className="lt-verify__card" data-testid="verify-card">
          <header className="lt-verify__head">
            <div>
              <h2>
                {
                  gameName(t, {
                    family: data.family,
                    intervalMinutes:
                      lotteryGames.find((game) => game.gameCode === data.gameCode)?.intervalMinutes ?? null,
                  }).name
                }
              </h2>
              <p className="lt-mono">
                {data.gameCode} · {data.numero}
              </p>
            </div>
            <span className="lt-verify__time">
              {t('verify.drawsAt', { time: formatDateTime(Date.parse(data.drawsAt)) })}
            </span>
          </header>
          <dl className="lt-facts">
            <div>
              <dt>{t('verify.commitment')}</dt>
              <dd className="lt-hash" data-testid="verify-commitment">
                {data.commitment}
              </dd>
            </div>
            <div>
              <dt>{t('verify.seed')}</dt>
              <dd className="lt-hash" data-testid="verify-seed">
                {data.seed ?? t('verify.seedHidden')}
              </dd>
            </div>
            <div>
              <dt>{t('verify.published')}</dt>
              <dd>
                {data.result ? (
                  <DrawDisplay
                    family={data.family}
                    result={data.result}
                    size="sm"
                    testId="verify-published"
                  />
                ) : (
                  t('verify.notYet')
                )}
              </dd>
            </div>
          </dl>
          <Recomputation
            published={{
              gameCode: data.gameCode,
              family: data.family,
              numero: data.numero,
              commitment: data.commitment,
              seed: data.seed,
              result: data.result,
              corrections: data.corrections,
            }}
          />
          <footer className="lt-verify__foot">
            <Link
              to={`/lottery?gameCode=${encodeURIComponent(data.gameCode)}`}
              className="btn btn--outline btn--sm"
            >
              {t('verify.toGame')}
            </Link>
          </footer>
        </article>
      )}

      <section className="lt-verify__how">
        <h2>{t('verify.howTitle')}</h2>
        <ol>
          {(['commit', 'draw', 'check', 'bytes'] as const).map((step, index) => (
            <li key={step}>
              <span className="lt-verify__step">{index + 1}</span>
              <div>
                <strong>{t(`verify.how.${step}.title`)}</strong>
                <p>{t(`verify.how.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
