import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { withPageTranslations } from '../../../i18n/i18n.ts';
import { usePopups, type PopupName } from '../../../shared/lib/popup-store.ts';
import { loadSanitizer } from '../../../shared/ui/html-content.tsx';

/** A pop-up's code loads the first time it opens (chunk time-out and errors as for the pages). */
const popup = <P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) =>
  lazyComponent(withPageTranslations(load), pick);

/*
 * The announcement pop-ups open by themselves on a first visit and say only what the shell says
 * (`announcements`, `common`), so they do not wait for (nor download) the other pages' translations; the
 * sanitizer of their server HTML loads beside their code instead of after it.
 */
const announcementPopup = <P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) => lazyComponent(() => Promise.all([load(), loadSanitizer()]).then(([module]) => module), pick);

const PublicModal = announcementPopup(
  () => import('../../announcements/components/public-modal.tsx'),
  (module) => module.PublicModal,
);
const NoticeModal = announcementPopup(
  () => import('../../announcements/components/notice-modal.tsx'),
  (module) => module.NoticeModal,
);
const LoginPopupModal = popup(
  () => import('../../auth/components/login-popup-modal.tsx'),
  (module) => module.LoginPopupModal,
);
const RegisterModal = popup(
  () => import('../../auth/components/register-modal.tsx'),
  (module) => module.RegisterModal,
);
const ChangePassModal = popup(
  () => import('../../auth/components/change-pass-modal.tsx'),
  (module) => module.ChangePassModal,
);
const ForgetPassModal = popup(
  () => import('../../auth/components/forget-pass-modal.tsx'),
  (module) => module.ForgetPassModal,
);
const FeedbackModal = popup(
  () => import('../../feedback/components/feedback-modal.tsx'),
  (module) => module.FeedbackModal,
);
const NewIpVerifyModal = popup(
  () => import('../../auth/components/new-ip-verify-modal.tsx'),
  (module) => module.NewIpVerifyModal,
);
const FirstLoginModal = popup(
  () => import('../../auth/components/first-login-modal.tsx'),
  (module) => module.FirstLoginModal,
);
const VendorGamesModal = popup(
  () => import('../../games/components/vendor-games-modal.tsx'),
  (module) => module.VendorGamesModal,
);

/** The pop-ups opened so far: once loaded they stay mounted, so that closing can fade out. */
function useOpenedPopups(popups: Partial<Record<PopupName, unknown>>): ReadonlySet<PopupName> {
  const [opened, setOpened] = useState<ReadonlySet<PopupName>>(() => new Set());
  const names = Object.keys(popups) as PopupName[];
  if (names.some((name) => !opened.has(name))) {
    const next = new Set([...opened, ...names]);
    setOpened(next);
    return next;
  }
  return opened;
}

/** Each pop-up suspends on its own, so that one loading never hides another that is open. */
function Slot({ show, children }: { show: boolean; children: ReactNode }) {
  return show ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Renders the named pop-ups of the popup store (publicModal, noticeModal, loginPopupModal, registerModal,
 * changePassModal, forgetPassModal, feedbackModal, the new-IP step and the first-login welcome). Each one's
 * code loads when it first opens; after that it stays mounted so that closing can fade out. A vendor's game
 * list (vendorGamesModal) is mounted only while it is open.
 */
export function ModalHost() {
  const popups = usePopups();
  const opened = useOpenedPopups(popups);
  return (
    <>
      <Slot show={opened.has('publicModal')}>
        <PublicModal open={popups.publicModal !== undefined} />
      </Slot>
      <Slot show={opened.has('noticeModal')}>
        <NoticeModal open={popups.noticeModal !== undefined} index={popups.noticeModal?.index ?? 0} />
      </Slot>
      <Slot show={opened.has('loginPopupModal')}>
        <LoginPopupModal
          open={popups.loginPopupModal !== undefined}
          username={popups.loginPopupModal?.username}
          captchaRequired={popups.loginPopupModal?.captchaRequired}
          agentSite={popups.loginPopupModal?.agentSite ?? false}
        />
      </Slot>
      <Slot show={opened.has('registerModal')}>
        <RegisterModal
          open={popups.registerModal !== undefined}
          referralCode={popups.registerModal?.referralCode ?? null}
        />
      </Slot>
      <Slot show={opened.has('changePassModal')}>
        <ChangePassModal
          open={popups.changePassModal !== undefined}
          forced={popups.changePassModal?.forced ?? false}
        />
      </Slot>
      <Slot show={opened.has('forgetPassModal')}>
        <ForgetPassModal open={popups.forgetPassModal !== undefined} />
      </Slot>
      <Slot show={opened.has('feedbackModal')}>
        <FeedbackModal open={popups.feedbackModal !== undefined} />
      </Slot>
      <Slot show={opened.has('newIpVerifyModal')}>
        <NewIpVerifyModal
          open={popups.newIpVerifyModal !== undefined}
          method={popups.newIpVerifyModal?.method ?? null}
        />
      </Slot>
      <Slot show={opened.has('firstLoginModal')}>
        <FirstLoginModal
          open={popups.firstLoginModal !== undefined}
          name={popups.firstLoginModal?.name ?? ''}
        />
      </Slot>
      <Slot show={popups.vendorGamesModal !== undefined}>
        {popups.vendorGamesModal ? <VendorGamesModal open {...popups.vendorGamesModal} /> : null}
      </Slot>
    </>
  );
}
