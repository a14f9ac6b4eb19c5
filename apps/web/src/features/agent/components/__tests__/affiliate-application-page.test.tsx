import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { AffiliateApplicationPage } from '../affiliate-application-page.tsx';
import { agentMember, plainMember } from './agent-fixtures.ts';

beforeEach(() => {
  window.sessionStorage.setItem('token', 'member-token');
});

const application = {
  id: 4,
  status: 'PENDING',
  plan: 'I run a cricket fan page with 20,000 followers.',
  contact: 'WhatsApp 01710000007',
  createdAt: '2026-03-10T08:00:00.000Z',
  decidedAt: null,
  note: null,
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('affiliate application', () => {
  it('checks the lengths, sends the application and then shows it under review', async () => {
    const { calls } = mockFetch({
      'GET /wps/member/info': plainMember,
      'GET /wps/agent/application': null,
      'POST /wps/agent/application': (call: RecordedCall) => ({ ...application, ...(call.body as object) }),
    });
    renderWithProviders(<AffiliateApplicationPage />);
    await screen.findByTestId('application-form');
    type('application-plan', 'short');
    type('application-contact', '01');
    fireEvent.click(screen.getByTestId('application-submit'));
    expect(await screen.findByText('১০–৫০০টি অক্ষর লিখুন')).toBeTruthy();
    expect(screen.getByText('৩–৮০টি অক্ষর লিখুন')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    type('application-plan', '  I run a cricket fan page with 20,000 followers.  ');
    type('application-contact', 'WhatsApp 01710000007');
    fireEvent.click(screen.getByTestId('application-submit'));
    const status = await screen.findByTestId('application-status');
    expect(status.getAttribute('data-status')).toBe('PENDING');
    expect(status.textContent).toContain('পর্যালোচনাধীন');
    expect(screen.queryByTestId('application-form')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      plan: 'I run a cricket fan page with 20,000 followers.',
      contact: 'WhatsApp 01710000007',
    });
  });

  it("shows the server's refusal in the member's language", async () => {
    await i18n.changeLanguage('en');
    mockFetch({
      'GET /wps/member/info': plainMember,
      'GET /wps/agent/application': null,
      'POST /wps/agent/application': new ErrorAnswer(
        409,
        'agent.application.exists',
        'You already have an application under review',
      ),
    });
    renderWithProviders(<AffiliateApplicationPage />);
    await screen.findByTestId('application-form');
    type('application-plan', 'Telegram groups of local players.');
    type('application-contact', '@rahim');
    fireEvent.click(screen.getByTestId('application-submit'));
    expect((await screen.findByTestId('application-error')).textContent).toBe(
      'You already have an application under review',
    );
  });

  it("shows a rejection with the operator's note and lets the member apply again", async () => {
    mockFetch({
      'GET /wps/member/info': plainMember,
      'GET /wps/agent/application': {
        ...application,
        status: 'REJECTED',
        decidedAt: '2026-03-11T08:00:00.000Z',
        note: 'অনুগ্রহ করে আপনার পেজের লিংক দিন',
      },
    });
    renderWithProviders(<AffiliateApplicationPage />);
    const status = await screen.findByTestId('application-status');
    expect(status.textContent).toContain('অনুমোদিত হয়নি');
    expect(screen.getByTestId('application-note').textContent).toContain('অনুগ্রহ করে আপনার পেজের লিংক দিন');
    expect(screen.queryByTestId('application-form')).toBeNull();
    fireEvent.click(screen.getByTestId('application-again'));
    expect(await screen.findByTestId('application-form')).toBeTruthy();
  });

  it('opens the agent centre once approved', async () => {
    const { calls } = mockFetch({
      'GET /wps/member/info': agentMember,
      'GET /wps/agent/application': {
        ...application,
        status: 'APPROVED',
        decidedAt: '2026-03-11T08:00:00.000Z',
      },
    });
    renderWithProviders(<AffiliateApplicationPage />);
    expect((await screen.findByTestId('application-status')).textContent).toContain('অনুমোদিত');
    expect(screen.getByTestId('open-agent-center').getAttribute('href')).toBe('/agent/agentTeamOverview');
    expect(screen.queryByTestId('application-form')).toBeNull();
    await waitFor(() => expect(calls.filter((call) => call.path === '/wps/member/info')).toHaveLength(1));
  });
});
