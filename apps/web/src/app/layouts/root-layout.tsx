import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { AnnouncementAutoOpen } from '../../features/announcements/components/announcement-auto-open.tsx';
import { UpdatePrompt } from '../../features/app-download/components/update-prompt.tsx';
import { SessionSync } from '../../features/auth/components/session-sync.tsx';
import { Footer } from '../../features/footer/components/footer.tsx';
import { Header } from '../../features/header/components/header.tsx';
import { LiveChatHost } from '../../features/live-chat/components/live-chat-host.tsx';
import { ModalHost } from '../../features/modal-host/components/modal-host.tsx';
import { SideMenu } from '../../features/side-menu/components/side-menu.tsx';
import { hideLoadingCover } from '../../shared/lib/loading-cover.ts';
import { ToastHost } from '../../shared/ui/toast-host.tsx';
import { currentHandle } from '../route-handle.ts';
import './root-layout.css';

/** After navigation: scroll to the hash target, else to the top when the route name changed (spec §2). */
function useScrollAfterNavigation(routeName: string) {
  const location = useLocation();
  const previousName = useRef<string | null>(null);
  useEffect(() => {
    const nameChanged = previousName.current !== null && previousName.current !== routeName;
    previousName.current = routeName;
    if (location.hash.length > 1) {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
    }
    if (nameChanged) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.key, location.hash, routeName]);
}

/** The page chrome: header, footer and side menu as the matched route asks, plus the pop-up host. */
export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const handle = currentHandle(matches);
  useScrollAfterNavigation(handle.name);

  useEffect(() => {
    if (navigation.state === 'idle') hideLoadingCover();
  }, [navigation.state]);

  return (
    <div
      className={`app-shell${handle.isGamePage ? ' app-shell--game' : ''}${handle.sideMenu ? ' app-shell--rail' : ''}`}
      data-route={handle.name}
      data-game-page={handle.isGamePage ? 'true' : undefined}
    >
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-busy="true" />
      ) : null}
      {handle.header ? <Header /> : null}
      <main className="app-main" id="main">
        <Outlet />
      </main>
      {handle.footer ? <Footer showDescriptions={handle.name === 'home'} /> : null}
      {handle.sideMenu ? <SideMenu /> : null}
      <ModalHost />
      <SessionSync />
      {handle.standalone ? null : <AnnouncementAutoOpen />}
      {handle.standalone ? null : <LiveChatHost />}
      <ToastHost />
      {handle.standalone ? null : <UpdatePrompt />}
    </div>
  );
}
