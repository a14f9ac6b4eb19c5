import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { announcement, permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { DescriptionPage } from '../description-page.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const items = [
  announcement(1, 'PL'),
  announcement(2, 'PR', { promotionType: 'DEPOSIT' }),
  announcement(3, 'B'),
  announcement(4, 'H'),
  announcement(5, 'PU'),
];

describe('description page', () => {
  it.each([
    [1, 'Player notice', false],
    [2, 'Promotion', true],
    [3, 'Announcement', false],
    [4, 'Site notice', false],
    [5, 'Pop-up notice', false],
  ])('labels item %i by its own type (%s)', async (id, label, promo) => {
    mockFetch({
      'GET /wps/system/announcements': items,
      'GET /wps/system/permission': permission(),
    });
    renderWithProviders(<DescriptionPage />, { path: `/description?id=${id}` });
    const kind = await screen.findByTestId('description-kind');
    expect(kind.textContent).toBe(label);
    await waitFor(() => expect(screen.getByText(`Body ${id}`)).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Go to promotion' }) !== null).toBe(promo);
  });
});
