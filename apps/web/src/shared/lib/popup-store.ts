import type { VendorCategory } from '@msp/contracts/enums.ts';
import { useSyncExternalStore } from 'react';

/**
 * The pop-ups of the site (spec §2 "Pop-ups"). Any feature opens one by name; the modal host renders it.
 * Opening one of the account pop-ups closes the other account pop-ups (the links swap them).
 */
export interface PopupProps {
  /**
   * `instant`: it takes the place of the first screen's static pop-up (staticPopup.ts), in the state the
   * visitor's click asked for (`page`, `selectedId`).
   */
  publicModal: { audience: string; instant?: boolean; page?: number; selectedId?: number };
  noticeModal: { index: number };
  /** `agentSite`: the login of the agent page (/agentHome), refused for non-agents. */
  loginPopupModal: { username?: string; captchaRequired?: boolean; agentSite?: boolean };
  registerModal: { referralCode: string | null };
  /** `forced`: the server requires a new password before anything else; the pop-up cannot be dismissed. */
  changePassModal: { forced: boolean };
  forgetPassModal: Record<string, never>;
  feedbackModal: Record<string, never>;
  /** Login from an unregistered IP: SMS, e-mail, authenticator code or bank account name. */
  newIpVerifyModal: { method: 'SMS' | 'EMAIL' | 'TOTP' | 'BANK_NAME' | null };
  /** The first-login action: a welcome that points to the security centre. */
  firstLoginModal: { name: string };
  /** A VASSALAGE game tile: the game list of that vendor in a pop-up (spec §4 "Game launch"). */
  vendorGamesModal: { vassalage: string; gameType: VendorCategory; title: string };
}
export type PopupName = keyof PopupProps;
export type PopupState = { [K in PopupName]?: PopupProps[K] };

const accountPopups: readonly PopupName[] = [
  'loginPopupModal',
  'registerModal',
  'changePassModal',
  'forgetPassModal',
  'newIpVerifyModal',
  'firstLoginModal',
];

let state: PopupState = {};
const listeners = new Set<() => void>();

function setState(next: PopupState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The pop-up the server insists on (a forced password change or the new-IP step), if one is open. */
export function forcedPopup(popups: PopupState = state): PopupName | null {
  if (popups.newIpVerifyModal !== undefined) return 'newIpVerifyModal';
  if (popups.changePassModal?.forced) return 'changePassModal';
  return null;
}

/** Forced steps replace each other (the server moves from one to the next); nothing else opens over them. */
const forcedSteps: readonly PopupName[] = ['changePassModal', 'newIpVerifyModal'];

export function openPopup<K extends PopupName>(name: K, props: PopupProps[K]): void {
  const forced = forcedPopup();
  if (forced && name !== forced && !forcedSteps.includes(name)) return; // everything else waits
  if (forced === 'changePassModal' && name === 'changePassModal' && !(props as { forced?: boolean }).forced)
    return;
  const next: PopupState = { ...state };
  if (accountPopups.includes(name)) for (const other of accountPopups) delete next[other];
  (next as Record<string, unknown>)[name] = props;
  setState(next);
}

export function closePopup(name: PopupName): void {
  if (!(name in state)) return;
  const next = { ...state };
  delete next[name];
  setState(next);
}

/** Whether the visitor is busy in a login, registration or password pop-up. */
export function hasAccountPopup(popups: PopupState): boolean {
  return accountPopups.some((name) => popups[name] !== undefined);
}

/** Closes everything, forced steps included (logout, lost session). */
export function closeAllPopups(): void {
  setState({});
}

export function getPopups(): PopupState {
  return state;
}

export function subscribePopups(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePopups(): PopupState {
  return useSyncExternalStore(subscribePopups, getPopups, getPopups);
}
