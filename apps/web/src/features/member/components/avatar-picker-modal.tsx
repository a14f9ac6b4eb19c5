import { avatarChoices } from '@msp/contracts/profile-fields.ts';
import type { Profile } from '@msp/contracts/session.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { CheckIcon } from '../../../shared/ui/icons.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { profileQueryOptions } from '../api/profile.ts';
import { updateAvatar, type AvatarChoice } from '../api/update-avatar.ts';
import { AvatarArt, isAvatarName } from './avatar-art.tsx';

/** Picks one of the site's avatars (POST /wps/member/info/icon). */
export function AvatarPickerModal({
  open,
  onClose,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  profile: Profile;
}) {
  const { t } = useTranslation('member');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<AvatarChoice | null>(null);
  const selected = choice ?? (isAvatarName(profile.avatar) ? profile.avatar : null);
  const mutation = useMutation({
    mutationFn: updateAvatar,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryOptions(token).queryKey, saved);
      showToast(t('securityCenter.avatarSaved'), 'success');
      setChoice(null);
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('securityCenter.avatarTitle')}
      width={480}
      height="auto"
      lockScroll
      testId="avatar-picker"
      className="sc-modal"
    >
      <p className="sc-modal__lead">{t('securityCenter.avatarText')}</p>
      <div className="avatar-grid" role="radiogroup" aria-label={t('securityCenter.avatarTitle')}>
        {avatarChoices.map((avatar) => (
          <button
            key={avatar}
            type="button"
            role="radio"
            aria-checked={selected === avatar}
            className={`avatar-grid__item${selected === avatar ? ' is-selected' : ''}`}
            onClick={() => setChoice(avatar)}
            data-testid={`avatar-${avatar}`}
          >
            <AvatarArt avatar={avatar} size={72} />
            <span>{t(`avatars.${avatar}`)}</span>
            {selected === avatar ? (
              <span className="avatar-grid__check">
                <CheckIcon />
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {mutation.error ? (
        <p className="form-error" role="alert">
          {errorMessageOf(mutation.error)}
        </p>
      ) : null}
      <div className="confirm-actions sc-modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('securityCenter.cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!choice || choice === profile.avatar || mutation.isPending}
          onClick={() => choice && mutation.mutate(choice)}
          data-testid="avatar-save"
        >
          {t('securityCenter.save')}
        </button>
      </div>
    </Modal>
  );
}
