import { feedbackQuestionTypes } from '@msp/contracts/support-constants.ts';
import type { FeedbackQuestionType } from '@msp/contracts/support.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { formatDigits } from '../../agent/lib/agent-format.ts';
import { imageAccept } from '../../../shared/lib/image-file.ts';
import { usePickedImages, type PickProblem } from '../../../shared/lib/picked-images.ts';
import { feedbackKey, sendFeedback, uploadSupportImage } from '../api/feedback.ts';
import {
  contentLength,
  contentProblem,
  maxFeedbackContent,
  maxFeedbackImages,
} from '../lib/feedback-form.ts';
import { ImageIcon } from './support-icons.tsx';

/**
 * Sending feedback: a question type, the content (at most 140 characters, counted as typed) and up to 3
 * screenshots (png or jpg, 5 MB each, checked when picked and shown as thumbnails). Sending uploads each image
 * (`POST /wps/support/images`, kept once even when the feedback itself is refused and sent again) and then the
 * feedback with their ids. The server checks all of it again; its refusal shows under the form.
 */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('feedback');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const id = useId();
  const [questionType, setQuestionType] = useState<FeedbackQuestionType>('suggestion');
  const [content, setContent] = useState('');
  const [showContentProblem, setShowContentProblem] = useState(false);
  const { input, images, problems, full, pick, remove, clear, uploadIds } =
    usePickedImages(maxFeedbackImages);

  const length = contentLength(content);
  const problem = contentProblem(content);
  const digits = (value: number) => formatDigits(String(value), language);

  const send = useMutation({
    mutationFn: async () => {
      const imageIds = await uploadIds(uploadSupportImage);
      return sendFeedback({ questionType, content: content.trim(), imageIds });
    },
    onSuccess: () => {
      showToast(t('success'), 'success');
      setContent('');
      clear();
      void queryClient.invalidateQueries({ queryKey: feedbackKey });
      onSent();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (problem) {
      setShowContentProblem(true);
      return;
    }
    send.mutate();
  };

  const problemText = (item: PickProblem) =>
    item.kind === 'count'
      ? t('images.errors.count', { max: digits(maxFeedbackImages) })
      : t(`images.errors.${item.kind}`, { name: item.name });
  const contentError =
    problem === 'tooLong' || (showContentProblem && problem)
      ? problem === 'tooLong'
        ? t('errors.tooLong', { max: digits(maxFeedbackContent) })
        : t('required')
      : null;

  return (
    <form className="feedback-form" onSubmit={submit} noValidate data-testid="feedback-form">
      <p className="feedback-form__intro">{t('intro')}</p>
      <div className="field">
        <span className="field__label" id={`${id}-type`}>
          {t('questionType')}
        </span>
        <div className="feedback-form__types" role="radiogroup" aria-labelledby={`${id}-type`}>
          {feedbackQuestionTypes.map((type) => (
            <button
              type="button"
              key={type}
              role="radio"
              aria-checked={type === questionType}
              className={`feedback-chip${type === questionType ? ' is-current' : ''}`}
              onClick={() => setQuestionType(type)}
              data-testid={`feedback-type-${type}`}
            >
              {t(`types.${type}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-content`}>
          {t('content')}
        </label>
        <textarea
          id={`${id}-content`}
          className={`feedback-form__text${contentError ? ' is-invalid' : ''}`}
          value={content}
          rows={4}
          aria-invalid={contentError !== null}
          aria-describedby={`${id}-content-foot`}
          onChange={(event) => {
            setContent(event.target.value);
            setShowContentProblem(false);
          }}
          placeholder={t('placeholder', { max: digits(maxFeedbackContent) })}
          data-testid="feedback-content"
        />
        <p className="feedback-form__foot" id={`${id}-content-foot`}>
          {contentError ? (
            <span className="field__error" role="alert" data-testid="feedback-content-error">
              {contentError}
            </span>
          ) : (
            <span className="field__hint">{t('contentHint')}</span>
          )}
          <span
            className={`feedback-form__count${length > maxFeedbackContent ? ' is-over' : ''}`}
            aria-live="polite"
          >
            {digits(length)}/{digits(maxFeedbackContent)}
          </span>
        </p>
      </div>
      <div className="field">
        <span className="field__label" id={`${id}-images-label`}>
          {t('images.label')}
        </span>
        <ul className="feedback-thumbs">
          {images.map((image) => (
            <li key={image.key} className="feedback-thumb" data-testid="feedback-image">
              <img src={image.dataUrl} alt={image.name} />
              <button
                type="button"
                className="feedback-thumb__remove"
                aria-label={t('images.remove', { name: image.name })}
                onClick={() => remove(image.key)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
          {full ? null : (
            <li>
              <label className="feedback-thumb feedback-thumb--add" htmlFor={`${id}-images`}>
                <ImageIcon />
                <span>{t('images.add')}</span>
                <small>
                  {digits(images.length)}/{digits(maxFeedbackImages)}
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
            if (send.error) send.reset();
          }}
          data-testid="feedback-images-input"
        />
        {problems.length > 0 ? (
          <ul className="feedback-form__problems" role="alert" data-testid="feedback-image-errors">
            {problems.map((item, index) => (
              <li key={`${item.name}-${index}`} className="field__error">
                {problemText(item)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="field__hint">{t('images.hint', { max: digits(maxFeedbackImages) })}</p>
        )}
      </div>
      {send.error ? (
        <p className="form-error" role="alert" data-testid="feedback-error">
          {errorMessageOf(send.error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block"
        disabled={send.isPending}
        data-testid="feedback-submit"
      >
        {send.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
