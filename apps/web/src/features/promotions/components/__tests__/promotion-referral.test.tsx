import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { PromotionDetailPage } from '../promotion-detail-page.tsx';
import { PromotionsPage } from '../promotions-page.tsx';
import { detailOf, logIn, mockPromotions, pageOf, promotionOf } from './promotion-fixtures.ts';

/** The REFERRAL promotion among the promotions: its type in words, its rules per friend, and its own page. */
const referral = promotionOf({
  id: 6,
  code: 'REFER_FRIEND',
  type: 'REFERRAL',
  category: 'other',
  tags: ['specialOffer'],
  title: 'Refer a friend, earn a bonus',
  joinMode: 'AUTO',
  state: 'joined',
  endsAt: null,
});
const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/promotions', element: <PromotionsPage /> },
      { path: '/promotions/:id', element: <PromotionDetailPage /> },
    ],
    path,
  );

beforeEach(async () => {
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
});

describe('a REFERRAL promotion', () => {
  it('is labelled in words, never by its type code', async () => {
    logIn();
    mockPromotions({
      'GET /wps/promotions': pageOf([referral]),
      'GET /wps/promotions/6': detailOf({
        ...referral,
        rules: {
          fixedAmount: '100.00',
          percent: '20.00',
          cap: '1000.00',
          friendTurnover: '1000.00',
          turnoverMultiple: 3,
        },
      }),
    });
    renderAt('/promotions');
    const card = await screen.findByTestId('promo-card');
    expect(card.textContent).not.toMatch(/REFERRAL|REFER_FRIEND/);
    renderAt('/promotions/6');
    const detail = await screen.findByTestId('promo-detail');
    expect(detail.textContent).toContain('Refer a friend');
    expect(detail.textContent).not.toMatch(/REFERRAL|REFER_FRIEND|AUTO/);
  });

  it("gives a member's rules per friend and the way to its referral page", async () => {
    logIn();
    mockPromotions({
      'GET /wps/promotions/6': detailOf({
        ...referral,
        rules: {
          fixedAmount: '100.00',
          percent: '20.00',
          cap: '1000.00',
          friendTurnover: '1000.00',
          turnoverMultiple: 3,
        },
      }),
    });
    renderAt('/promotions/6');
    const rules = await screen.findByTestId('promo-rules');
    expect(within(rules).getByTestId('rule-bonus').textContent).toContain(
      'Per friend: ৳100 + 20% of their first deposit',
    );
    expect(within(rules).getByTestId('rule-qualifies').textContent).toContain(
      'Each friend who registers with your link and bets ৳1,000',
    );
    expect((await screen.findByTestId('promo-referral-link')).getAttribute('href')).toBe('/member/referral');
  });
});
