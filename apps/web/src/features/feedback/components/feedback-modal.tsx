import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { closePopup } from '../../../shared/lib/popup-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { FeedbackIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import {
  feedbackMaxLength,
  feedbackQuestionTypes,
  sendFeedback,
  type FeedbackQuestionType,
} from '../api/feedback.ts';
import './feedback-modal.css';

/** The feedback dialog of the footer: question type and up to 140 characters. */
export function FeedbackModal({ open }: { open: boolean }) {
  const { t } = useTranslation('feedback');
  const [questionType, setQuestionType] = useState<FeedbackQuestionType>('suggestion');
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      showToast(t('success'), 'success');
      setContent('');
      closePopup('feedbackModal');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setProblem(t('required'));
    setProblem(null);
    mutation.mutate({ questionType, content: content.trim() });
  };
  return (
    <Modal
      open={open}
      onClose={() => closePopup('feedbackModal')}
      width={500}
      height="auto"
      lockScroll
      title={
        <span className="feedback-title">
          <FeedbackIcon />
          {t('title')}
        </span>
      }
      testId="feedback-modal"
    >
      <form className="feedback-form" onSubmit={submit} noValidate>
        <p className="feedback-form__intro">{t('intro')}</p>
        <div className="feedback-form__types" role="radiogroup" aria-label={t('questionType')}>
          {feedbackQuestionTypes.map((type) => (
            <button
              type="button"
              key={type}
              role="radio"
              aria-checked={type === questionType}
              className={`feedback-chip${type === questionType ? ' is-current' : ''}`}
              onClick={() => setQuestionType(type)}
            >
              {t(`types.${type}`)}
            </button>
          ))}
        </div>
        <label className="field">
          <span className="field__label">{t('content')}</span>
          <textarea
            className="feedback-form__text"
            value={content}
            maxLength={feedbackMaxLength}
            rows={5}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t('placeholder', { max: feedbackMaxLength })}
          />
          <span className="field__hint feedback-form__count">
            {content.length}/{feedbackMaxLength}
          </span>
        </label>
        {problem || mutation.error ? (
          <p className="form-error" role="alert">
            {problem ?? errorMessageOf(mutation.error)}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={mutation.isPending}>
          {t('submit')}
        </button>
      </form>
    </Modal>
  );
}
