import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPopups, openPopup } from '../../../../shared/lib/popup-store.ts';
import { ErrorAnswer, mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ModalHost } from '../../../modal-host/components/modal-host.tsx';

describe('new-IP step', () => {
  it('sends the code, counts down, verifies and lifts the restriction', async () => {
    window.sessionStorage.setItem('token', 'token-7');
    window.sessionStorage.setItem('restriction', 'NEW_IP');
    let tries = 0;
    const { calls } = mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': { id: 7, account: 'player7', nickname: '', type: 0, language: 'bn' },
      'POST /wps/session/verify/send': { expiredMinutes: 5 },
      'POST /wps/session/verify': () =>
        ++tries === 1
          ? new ErrorAnswer(400, 'member.verification.failed', 'যাচাই ব্যর্থ হয়েছে')
          : { verified: true },
    });
    renderWithProviders(<ModalHost />);
    openPopup('newIpVerifyModal', { method: 'SMS' });
    const popup = await screen.findByTestId('new-ip-popup', {}, { timeout: 2000 });
    expect(popup.querySelector('.modal__close')).toBeNull();
    fireEvent.click(screen.getByTestId('new-ip-send'));
    await waitFor(() => expect(screen.getByTestId('new-ip-send').textContent).toContain('300'));
    fireEvent.change(document.querySelector('#new-ip-answer')!, { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('new-ip-submit'));
    expect(await screen.findByText('যাচাই ব্যর্থ হয়েছে')).toBeTruthy();
    fireEvent.change(document.querySelector('#new-ip-answer')!, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('new-ip-submit'));
    await waitFor(() => expect(getPopups().newIpVerifyModal).toBeUndefined());
    expect(window.sessionStorage.getItem('restriction')).toBeNull();
    expect(calls.filter((call) => call.path === '/wps/session/verify').map((call) => call.body)).toEqual([
      { answer: '111111' },
      { answer: '123456' },
    ]);
  });

  it('asks for the bank account name without a send button', async () => {
    window.sessionStorage.setItem('token', 'token-7');
    mockFetch({ 'GET /wps/system/permission': permission() });
    renderWithProviders(<ModalHost />);
    openPopup('newIpVerifyModal', { method: 'BANK_NAME' });
    await screen.findByTestId('new-ip-popup', {}, { timeout: 2000 });
    expect(screen.queryByTestId('new-ip-send')).toBeNull();
    expect(screen.getByText('ব্যাংক অ্যাকাউন্টের নাম')).toBeTruthy();
  });
});
