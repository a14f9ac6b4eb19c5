import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPopups, openPopup } from '../../../../shared/lib/popup-store.ts';
import { ErrorAnswer, mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ModalHost } from '../../../modal-host/components/modal-host.tsx';

function signedIn() {
  window.sessionStorage.setItem('token', 'token-7');
  window.sessionStorage.setItem('restriction', 'PASSWORD_CHANGE');
}

const fill = (field: string, value: string) =>
  fireEvent.change(document.querySelector(`#change-${field}`)!, { target: { value } });

describe('forced change-password pop-up', () => {
  it('cannot be dismissed, and nothing else opens over it', async () => {
    signedIn();
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': { id: 7, account: 'player7', nickname: '', type: 0, language: 'bn' },
    });
    renderWithProviders(<ModalHost />);
    openPopup('changePassModal', { forced: true });
    const popup = await screen.findByTestId('change-pass-popup', {}, { timeout: 2000 });
    expect(popup.querySelector('.modal__close')).toBeNull();
    expect(screen.queryByRole('button', { name: 'বন্ধ করুন' })).toBeNull();

    fireEvent.keyDown(window, { key: 'Escape' });
    openPopup('loginPopupModal', {});
    openPopup('publicModal', { audience: 'A' });
    openPopup('changePassModal', { forced: false });
    await new Promise((done) => setTimeout(done, 250));
    expect(screen.getByTestId('change-pass-popup')).toBeTruthy();
    expect(screen.queryByTestId('login-popup')).toBeNull();
    expect(getPopups()).toEqual({ changePassModal: { forced: true } });
  });

  it('shows the server complaint under its field, then lifts the restriction on success', async () => {
    signedIn();
    let attempts = 0;
    const { calls } = mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': { id: 7, account: 'player7', nickname: '', type: 0, language: 'bn' },
      'POST /wps/member/password/unsecure': () =>
        ++attempts === 1
          ? Object.assign(new ErrorAnswer(400, 'password.old.incorrect', 'বর্তমান পাসওয়ার্ড সঠিক নয়'), {
              field: 'oldPassword',
            })
          : { changed: true },
    });
    renderWithProviders(<ModalHost />);
    openPopup('changePassModal', { forced: true });
    await screen.findByTestId('change-pass-popup', {}, { timeout: 2000 });
    fill('oldPassword', 'wrong123');
    fill('newPassword', 'Fresh5678');
    fill('confirmNewPassword', 'Fresh5678');
    fireEvent.click(screen.getByTestId('change-pass-submit'));
    expect((await screen.findByTestId('change-error-oldPassword')).textContent).toBe(
      'বর্তমান পাসওয়ার্ড সঠিক নয়',
    );
    fill('oldPassword', 'default123');
    fireEvent.click(screen.getByTestId('change-pass-submit'));
    await waitFor(() => expect(getPopups().changePassModal).toBeUndefined());
    expect(window.sessionStorage.getItem('restriction')).toBeNull();
    expect(calls.filter((call) => call.path === '/wps/member/password/unsecure')).toHaveLength(2);
  });

  it('checks the confirmation before calling the server', async () => {
    signedIn();
    const { calls } = mockFetch({ 'GET /wps/system/permission': permission() });
    renderWithProviders(<ModalHost />);
    openPopup('changePassModal', { forced: true });
    await screen.findByTestId('change-pass-popup', {}, { timeout: 2000 });
    fill('oldPassword', 'default123');
    fill('newPassword', 'Fresh5678');
    fill('confirmNewPassword', 'Fresh5679');
    fireEvent.click(screen.getByTestId('change-pass-submit'));
    expect((await screen.findByTestId('change-error-confirmNewPassword')).textContent).toBe(
      'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি',
    );
    expect(calls.some((call) => call.path.startsWith('/wps/member/password'))).toBe(false);
  });
});
