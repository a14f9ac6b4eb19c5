import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { RegisterCenterPage } from '../register-center-page.tsx';

beforeEach(() => {
  window.sessionStorage.setItem('token', 'agent-token');
});

const links = [
  {
    id: 3,
    code: 'FBGROUP1',
    label: 'Facebook group',
    kind: 'PLAYER',
    registrations: 1234,
    createdAt: '2026-03-01T06:00:00.000Z',
  },
  {
    id: 4,
    code: 'SUBAG002',
    label: 'Shop in Mirpur',
    kind: 'AGENT',
    registrations: 0,
    createdAt: '2026-03-02T06:00:00.000Z',
  },
];

function site(routes: Record<string, unknown> = {}) {
  let current = [...links];
  return mockFetch({
    'GET /wps/agent/invitations': () => ({
      affiliateCode: 'AGENT7',
      affiliateRegistrations: 15,
      links: current,
    }),
    'POST /wps/agent/invitations': (call: RecordedCall) => {
      const body = call.body as { label: string; kind: string };
      const link = {
        id: 9,
        code: 'NEWCODE9',
        registrations: 0,
        createdAt: '2026-03-12T06:00:00.000Z',
        ...body,
      };
      current = [...current, link];
      return link;
    },
    'DELETE /wps/agent/invitations/3': () => {
      current = current.filter((link) => link.id !== 3);
      return { id: 3 };
    },
    ...routes,
  });
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('register centre', () => {
  it('creates a sub-agent and shows its temporary password once, with a copy button', async () => {
    const { calls } = site({
      'POST /wps/agent/downlines': {
        memberId: 55,
        account: 'rahim24',
        kind: 'AGENT',
        temporaryPassword: 'Tmp-8fK2pQ',
      },
    });
    renderWithProviders(<RegisterCenterPage />);
    type('downline-username', 'rahim24');
    type('downline-nickname', ' Rahim ');
    fireEvent.click(screen.getByTestId('downline-kind-AGENT'));
    fireEvent.click(screen.getByTestId('create-downline-submit'));
    const created = await screen.findByTestId('downline-created');
    expect(screen.getByTestId('downline-temporary-password').textContent).toBe('Tmp-8fK2pQ');
    expect(created.textContent).toContain('rahim24 অ্যাকাউন্ট তৈরি হয়েছে');
    expect(created.textContent).toContain('সাব-এজেন্ট');
    expect(created.textContent).toContain('প্রথম লগইনে');
    expect(screen.getByTestId('copy-temporary-password')).toBeTruthy();
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/wps/agent/downlines')?.body,
    ).toEqual({
      username: 'rahim24',
      nickname: 'Rahim',
      kind: 'AGENT',
    });

    /* Gone for good once the agent moves on. */
    fireEvent.click(screen.getByTestId('downline-again'));
    await waitFor(() => expect(screen.queryByTestId('downline-temporary-password')).toBeNull());
    expect((screen.getByTestId('downline-username') as HTMLInputElement).value).toBe('');
  });

  it('checks the username before sending and shows the server refusal beside it', async () => {
    const { calls } = site({
      'POST /wps/agent/downlines': Object.assign(
        new ErrorAnswer(409, 'register.username.taken', 'এই ইউজারনেমটি আগে থেকেই নেওয়া হয়েছে'),
        { field: 'username' },
      ),
    });
    renderWithProviders(<RegisterCenterPage />);
    type('downline-username', '9lives');
    fireEvent.click(screen.getByTestId('create-downline-submit'));
    expect(await screen.findByText('৪–২০টি ইংরেজি অক্ষর বা সংখ্যা ব্যবহার করুন, শুরুতে একটি অক্ষর')).toBeTruthy();
    expect(calls.some((call) => call.path === '/wps/agent/downlines')).toBe(false);

    type('downline-username', 'taken1');
    fireEvent.click(screen.getByTestId('create-downline-submit'));
    expect(await screen.findByText('এই ইউজারনেমটি আগে থেকেই নেওয়া হয়েছে')).toBeTruthy();
    expect(screen.queryByTestId('downline-created')).toBeNull();
  });

  it("shows the agent's referral code, link and QR code with its registrations", async () => {
    site();
    renderWithProviders(<RegisterCenterPage />);
    expect((await screen.findByTestId('affiliate-code')).textContent).toBe('AGENT7');
    expect(screen.getByTestId('affiliate-link').textContent).toBe(
      `${window.location.origin}/register?referralCode=AGENT7`,
    );
    expect(screen.getByTestId('affiliate-qr').querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('affiliate-registrations').textContent).toBe('১৫ জন নিবন্ধন করেছেন');
  });

  it('lists the invitation links and adds and retires them', async () => {
    const { calls } = site();
    renderWithProviders(<RegisterCenterPage />);
    const first = await screen.findByTestId('invitation-3');
    expect(first.textContent).toContain('Facebook group');
    expect(first.textContent).toContain('খেলোয়াড়');
    expect(first.textContent).toContain('১,২৩৪ জন নিবন্ধন করেছেন');
    expect(screen.getByTestId('invitation-link-3').textContent).toBe(
      `${window.location.origin}/register?referralCode=FBGROUP1`,
    );
    expect(screen.getByTestId('invitation-4').textContent).toContain('সাব-এজেন্ট');
    expect(screen.getByTestId('invitation-count').textContent).toBe('২০টির মধ্যে ২টি');

    fireEvent.click(screen.getByTestId('invitation-qr-toggle-3'));
    expect(screen.getByTestId('invitation-qr-3').querySelector('svg')).not.toBeNull();

    fireEvent.click(screen.getByTestId('add-invitation-submit'));
    expect(await screen.findByText('একটি লেবেল লিখুন')).toBeTruthy();
    type('invitation-label', 'Telegram channel');
    fireEvent.click(screen.getByTestId('invitation-kind-AGENT'));
    fireEvent.click(screen.getByTestId('add-invitation-submit'));
    expect(await screen.findByTestId('invitation-9')).toBeTruthy();
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/wps/agent/invitations')?.body,
    ).toEqual({
      label: 'Telegram channel',
      kind: 'AGENT',
    });

    fireEvent.click(within(first).getByTestId('invitation-retire-3'));
    fireEvent.click(await screen.findByTestId('invitation-retire-confirm-3'));
    await waitFor(() => expect(screen.queryByTestId('invitation-3')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/wps/agent/invitations/3')).toBe(
      true,
    );
  });

  it('stops adding links at the limit', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ ...links[0]!, id: 100 + index }));
    mockFetch({
      'GET /wps/agent/invitations': { affiliateCode: 'AGENT7', affiliateRegistrations: 0, links: many },
    });
    renderWithProviders(<RegisterCenterPage />);
    expect((await screen.findByTestId('invitation-limit')).textContent).toContain('২০');
    expect(screen.getByTestId('add-invitation-submit').hasAttribute('disabled')).toBe(true);
  });
});
