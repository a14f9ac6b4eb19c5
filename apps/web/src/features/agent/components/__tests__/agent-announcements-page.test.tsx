import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { AgentAnnouncementsPage } from '../agent-announcements-page.tsx';

beforeEach(() => {
  window.sessionStorage.setItem('token', 'agent-token');
});

describe('agent notices', () => {
  it('lists the notices with their dates and sanitized content', async () => {
    mockFetch({
      'GET /wps/agent/announcements': [
        {
          id: 2,
          title: 'নতুন কমিশন হার',
          content:
            '<p>এই মাস থেকে <b>নতুন হার</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          startDate: new Date(2026, 2, 10, 9, 0).toISOString(),
        },
        {
          id: 1,
          title: 'Welcome',
          content: '<p>Hello</p>',
          startDate: new Date(2026, 2, 1, 9, 0).toISOString(),
        },
      ],
    });
    renderWithProviders(<AgentAnnouncementsPage />);
    const items = await screen.findAllByTestId('agent-announcement');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('নতুন কমিশন হার');
    expect(items[0]!.textContent).toContain('প্রকাশিত: ২০২৬-০৩-১০ ০৯:০০');
    expect(await screen.findByText('নতুন হার')).toBeTruthy();
    expect(items[0]!.querySelector('script')).toBeNull();
    expect(items[0]!.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('says so when there is no notice', async () => {
    mockFetch({ 'GET /wps/agent/announcements': [] });
    renderWithProviders(<AgentAnnouncementsPage />);
    expect(await screen.findByText('এখনো কোনো নোটিশ নেই')).toBeTruthy();
  });
});
