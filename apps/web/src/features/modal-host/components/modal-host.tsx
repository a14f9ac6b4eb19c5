import { lazy, Suspense } from 'react';
import { usePopups } from '../../../shared/lib/popup-store.ts';
import { NoticeModal } from '../../announcements/components/notice-modal.tsx';
import { PublicModal } from '../../announcements/components/public-modal.tsx';
import { ChangePassModal } from '../../auth/components/change-pass-modal.tsx';
import { FirstLoginModal } from '../../auth/components/first-login-modal.tsx';
import { ForgetPassModal } from '../../auth/components/forget-pass-modal.tsx';
import { LoginPopupModal } from '../../auth/components/login-popup-modal.tsx';
import { NewIpVerifyModal } from '../../auth/components/new-ip-verify-modal.tsx';
import { RegisterModal } from '../../auth/components/register-modal.tsx';
import { FeedbackModal } from '../../feedback/components/feedback-modal.tsx';

/** A vendor's game list pop-up (VASSALAGE tiles) loads with its first use. */
const VendorGamesModal = lazy(() =>
  import('../../games/components/vendor-games-modal.tsx').then((module) => ({
    default: module.VendorGamesModal,
  })),
);

/**
 * Renders the named pop-ups of the popup store (publicModal, noticeModal, loginPopupModal, registerModal,
 * changePassModal, forgetPassModal, feedbackModal, the new-IP step and the first-login welcome). They stay mounted so that closing can fade out.
 * A vendor's game list (vendorGamesModal) is loaded and mounted only while it is open.
 */
export function ModalHost() {
  const popups = usePopups();
  return (
    <>
      <PublicModal open={popups.publicModal !== undefined} />
      <NoticeModal open={popups.noticeModal !== undefined} index={popups.noticeModal?.index ?? 0} />
      <LoginPopupModal
        open={popups.loginPopupModal !== undefined}
        username={popups.loginPopupModal?.username}
        captchaRequired={popups.loginPopupModal?.captchaRequired}
        agentSite={popups.loginPopupModal?.agentSite ?? false}
      />
      <RegisterModal
        open={popups.registerModal !== undefined}
        referralCode={popups.registerModal?.referralCode ?? null}
      />
      <ChangePassModal
        open={popups.changePassModal !== undefined}
        forced={popups.changePassModal?.forced ?? false}
      />
      <ForgetPassModal open={popups.forgetPassModal !== undefined} />
      <FeedbackModal open={popups.feedbackModal !== undefined} />
      <NewIpVerifyModal
        open={popups.newIpVerifyModal !== undefined}
        method={popups.newIpVerifyModal?.method ?? null}
      />
      <FirstLoginModal
        open={popups.firstLoginModal !== undefined}
        name={popups.firstLoginModal?.name ?? ''}
      />
      {popups.vendorGamesModal ? (
        <Suspense fallback={null}>
          <VendorGamesModal open {...popups.vendorGamesModal} />
        </Suspense>
      ) : null}
    </>
  );
}
