import type { PromotionDetail } from '@msp/contracts/promotions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { imageAccept } from '../../../shared/lib/image-file.ts';
import { usePickedImages, type PickProblem } from '../../../shared/lib/picked-images.ts';
import {
  applyForPromotion,
  promotionDetailQueryOptions,
  refreshAfterAction,
  uploadApplicationImage,
} from '../api/promotions.ts';
import { maxPromotionImages, maxPromotionRemark, remarkLength } from '../lib/application.ts';
import { promoCount } from '../lib/promotion-format.ts';
import { PictureIcon } from './promotion-ui.tsx';

/**
 * The application of an APPLICATION promotion: a remark (at most 140 characters, counted as typed) and up to 3
 * screenshots (png or jpg, 5 MB each, checked when picked, shown as thumbnails with a remove button). Sending
 * uploads each image (`POST /wps/promotions/images`, a data URL) and then applies with their ids; the server's
 * refusal shows under the form.
 */
export function ApplicationForm({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const id = useId();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState(false);
  const { input, images, problems, full, pick, remove, uploadIds } = usePickedImages(maxPromotionImages);

  const length = remarkLength(remark);
  const tooLong = length > maxPromotionRemark;

  const apply = useMutation({
    mutationFn: async () => {
      const imageIds = await uploadIds(uploadApplicationImage);
      return applyForPromotion(promotion.id, { remark: remark.trim(), imageIds });
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(promotionDetailQueryOptions(token, language, promotion.id).queryKey, detail);
      showToast(t('apply.sent'), 'success');
      return refreshAfterAction(queryClient);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    if (tooLong) {
      setRemarkError(true);
      return;
    }
    apply.mutate();
  };

  const problemText = (problem: PickProblem) =>
    problem.kind === 'count'
      ? t('apply.errors.count', { max: promoCount(maxPromotionImages, language) })
      : t(`apply.errors.${problem.kind}`, { name: problem.name });
  const counter = t('apply.counter', {
    count: promoCount(length, language),
    max: promoCount(maxPromotionRemark, language),
  });

  return (
    <form className="pd-apply" onSubmit={submit} noValidate data-testid="application-form">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-remark`}>
          {t('apply.remark')}
        </label>
        <div className={`field__control pd-apply__remark${tooLong ? ' field__control--invalid' : ''}`}>
          <textarea
            id={`${id}-remark`}
            className="field__input"
            rows={4}
            value={remark}
            placeholder={t('apply.remarkPlaceholder')}
            aria-invalid={tooLong}
            aria-describedby={`${id}-remark-foot`}
            onChange={(event) => {
              setRemark(event.target.value);
              setRemarkError(false);
            }}
            data-testid="application-remark"
          />
        </div>
        <p className="pd-apply__foot" id={`${id}-remark-foot`}>
          {tooLong ? (
            <span
              className="field__error"
              role={remarkError ? 'alert' : undefined}
              data-testid="remark-error"
            >
              {t('apply.errors.remark', { max: promoCount(maxPromotionRemark, language) })}
            </span>
          ) : (
            <span className="field__hint">{t('apply.remarkHint')}</span>
          )}
          <span
            className={`pd-apply__counter${tooLong ? ' is-over' : ''}`}
            data-testid="remark-counter"
            aria-live="polite"
          >
            {counter}
          </span>
        </p>
      </div>

      <div className="field">
        <span className="field__label" id={`${id}-images-label`}>
          {t('apply.images')}
        </span>
        <ul className="pd-apply__images">
          {images.map((image) => (
            <li key={image.key} className="pd-thumb" data-testid="application-image">
              <img src={image.dataUrl} alt={image.name} />
              <button
                type="button"
                className="pd-thumb__remove"
                aria-label={t('apply.remove', { name: image.name })}
                onClick={() => remove(image.key)}
                data-testid="application-image-remove"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
          {full ? null : (
            <li>
              <label className="pd-thumb pd-thumb--add" htmlFor={`${id}-images`}>
                <PictureIcon />
                <span>{t('apply.addImage')}</span>
                <small>
                  {promoCount(images.length, language)}/{promoCount(maxPromotionImages, language)}
                </small>
              </label>
            </li>
          )}
        </ul>
        <input
          ref={input}
          id={`${id}-images`}
          type="file"
          accept={imageAccept}
          multiple
          className="visually-hidden"
          aria-labelledby={`${id}-images-label`}
          onChange={(event) => {
            pick(event.target.files);
            if (apply.error) apply.reset();
          }}
          data-testid="application-images-input"
        />
        {problems.length > 0 ? (
          <ul className="pd-apply__problems" role="alert" data-testid="image-errors">
            {problems.map((problem, index) => (
              <li key={`${problem.name}-${index}`} className="field__error">
                {problemText(problem)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="field__hint">{t('apply.imagesHint')}</p>
        )}
      </div>

      {apply.error ? (
        <p className="form-error" role="alert" data-testid="promo-action-error">
          {errorMessageOf(apply.error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block"
        disabled={apply.isPending}
        data-testid="promo-action"
        data-action="apply"
      >
        {apply.isPending ? t('apply.sending') : t('apply.submit')}
      </button>
    </form>
  );
}
