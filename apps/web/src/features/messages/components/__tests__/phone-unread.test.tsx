import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { memberProfile as profile, permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PhoneMember } from '../../../header/components/phone-member.tsx';

const info = { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' };

/** The phone's top bar draws the unread messages on the avatar, as the desktop header does. */
describe('the unread count on a phone', () => {
  it('shows on the avatar when the member info sends one, and nothing for 0', async () => {
    window.sessionStorage.setItem('token', 'token-7');
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': { ...info, unreadMessage: 3 },
      'GET /wps/member/profile': profile,
    });
    const first = renderWithProviders(<PhoneMember />);
    expect((await screen.findByTestId('phone-unread-count')).textContent).toBe('3');
    expect(screen.getByTestId('phone-avatar').contains(screen.getByTestId('phone-unread-count'))).toBe(true);
    first.unmount();

    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': { ...info, unreadMessage: 0 },
      'GET /wps/member/profile': profile,
    });
    renderWithProviders(<PhoneMember />);
    await waitFor(() => expect(screen.getByTestId('phone-account').textContent).toBe('player7'));
    expect(screen.queryByTestId('phone-unread-count')).toBeNull();
  });
});
