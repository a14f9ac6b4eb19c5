import type { PromotionState } from '@msp/contracts/enums.ts';
import type { PromotionDetail } from '@msp/contracts/promotions.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorAnswer } from '../../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { getPopups } from '../../../../shared/lib/popup-store.ts';
import { PromotionDetailPage } from '../promotion-detail-page.tsx';
import { PromotionsPage } from '../promotions-page.tsx';
import {
  callsTo,
  detailOf,
  logIn,
  memberToken,
  mockPromotions,
  pageOf,
  promotionOf,
  turnoverOf,
} from './promotion-fixtures.ts';

const detailPath = '/wps/promotions/5';
const renderDetail = (path = '/promotions/5') =>
  renderRoutes(
    [
      { path: '/promotions', element: <PromotionsPage /> },
      { path: '/promotions/:id', element: <PromotionDetailPage /> },
    ],
    path,
  );
const action = () => screen.findByTestId('promo-action');

describe('a promotion', () => {
  it('shows its title, period, rules in a table, and its sanitized content', async () => {
    mockPromotions({
      [`GET ${detailPath}`]: detailOf({
        content: '<p>বিস্তারিত <img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
      }),
    });
    renderDetail();
    expect((await screen.findByTestId('promo-detail-title')).textContent).toBe('প্রথম জমায় ১০০% বোনাস');
    expect(screen.getByTestId('promo-detail-period').textContent).toBe('৩১ ডিসেম্বর, ২০২৬ পর্যন্ত');
    expect(screen.getByTestId('promotion-detail-page').textContent).toContain('প্রথম জমা বোনাস');
    expect(screen.getByTestId('rule-bonus').textContent).toContain('আপনার জমার ১০০%');
    expect(screen.getByTestId('rule-cap').textContent).toContain('৳৫০০');
    expect(screen.getByTestId('rule-minDeposit').textContent).toContain('৳২০০');
    const turnover = screen.getByTestId('rule-turnover').textContent;
    expect(turnover).toContain('বোনাসের ১০ গুণ');
    expect(turnover).toContain('সর্বোচ্চ ৳৫০০ বোনাসে তা ৳৫,০০০');
    expect(screen.getByTestId('rule-qualifies').textContent).toContain('জীবনের প্রথম জমা');
    expect(screen.getByTestId('rule-period').textContent).toContain('২০২৫ – ৩১ ডিসেম্বর, ২০২৬');
    /* No budget: no bar. */
    expect(screen.queryByTestId('promo-budget')).toBeNull();
    const content = await waitFor(() => {
      const html = screen.getByTestId('promo-content').querySelector('.rich-html');
      expect(html?.innerHTML).toContain('বিস্তারিত');
      return html!;
    });
    expect(content.innerHTML).not.toContain('onerror');
    expect(content.innerHTML).not.toContain('<script');
  });

  it('explains the turnover with the bonus of the member, and shows the budget left', async () => {
    logIn();
    mockPromotions({
      [`GET ${detailPath}`]: detailOf({ state: 'claim', reward: '300.00', budgetLeftPercent: 12 }),
    });
    renderDetail();
    expect((await screen.findByTestId('rule-turnover')).textContent).toContain(
      'উত্তোলনের আগে ৳৩০০ × ১০ = ৳৩,০০০ বাজি ধরতে হবে',
    );
    const budget = screen.getByTestId('promo-budget');
    expect(budget.textContent).toContain('১২% বাকি');
    expect(budget.className).toContain('is-low');
    expect(within(budget).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12');
  });

  it('asks a visitor to log in, with the login pop-up', async () => {
    const { calls } = mockPromotions({ [`GET ${detailPath}`]: detailOf() });
    renderDetail();
    const button = await action();
    expect(button.getAttribute('data-action')).toBe('login');
    expect(button.textContent).toBe('যোগ দিতে লগইন করুন');
    expect(callsTo(calls, 'GET', detailPath)[0]!.headers.authorization).toBeUndefined();
    fireEvent.click(button);
    expect(getPopups().loginPopupModal).toEqual({});
  });

  const states: [PromotionState, Partial<PromotionDetail>, string, string][] = [
    ['join', {}, 'join', 'এখনই যোগ দিন'],
    ['join', { joinMode: 'APPLICATION', rules: { turnoverMultiple: 0 } }, 'apply', 'আবেদন জমা দিন'],
    ['joined', {}, 'none', 'যোগ দিয়েছেন'],
    ['applying', { joinMode: 'APPLICATION' }, 'none', 'পর্যালোচনাধীন'],
    ['claim', { reward: '300.00' }, 'claim', '৳৩০০ দাবি করুন'],
    ['claimed', { reward: '300.00' }, 'none', 'দাবি করা হয়েছে'],
    ['issued', { reward: '300.00', joinMode: 'AUTO' }, 'none', 'প্রদান করা হয়েছে'],
    ['rejected', { joinMode: 'APPLICATION' }, 'none', 'প্রত্যাখ্যাত'],
    ['close', { closedReason: 'ENDED' }, 'none', 'শেষ হয়েছে'],
    ['close', { closedReason: 'BUDGET' }, 'none', 'সব বোনাস দেওয়া শেষ'],
    ['close', { closedReason: 'NOT_ELIGIBLE' }, 'none', 'আপনার জন্য প্রযোজ্য নয়'],
    ['comingSoon', { startsAt: '2026-12-01T06:00:00.000Z' }, 'none', '১ ডিসেম্বর, ২০২৬ থেকে শুরু'],
  ];
  it.each(states)(
    'gives a member in state %s the one action it allows',
    async (state, extra, kind, label) => {
      logIn();
      mockPromotions({ [`GET ${detailPath}`]: detailOf({ state, ...extra }) });
      renderDetail();
      const button = await action();
      expect(button.getAttribute('data-action')).toBe(kind);
      expect(button.textContent).toBe(label);
      expect((button as HTMLButtonElement).disabled).toBe(kind === 'none');
      expect(screen.getAllByTestId('promo-action')).toHaveLength(1);
      expect(screen.getByTestId('promo-action-panel').getAttribute('data-state')).toBe(state);
    },
  );

  it('joins with the token, shows the promotion as joined, and points to a deposit', async () => {
    logIn();
    let joined = false;
    const { calls } = mockPromotions({
      [`GET ${detailPath}`]: () => detailOf({ state: joined ? 'joined' : 'join' }),
      'POST /wps/promotions/5/join': () => {
        joined = true;
        return detailOf({
          state: 'joined',
          entry: {
            status: 'JOINED',
            remark: null,
            imageUrls: [],
            note: null,
            reward: null,
            createdAt: '2025-03-15T04:00:00.000Z',
            decidedAt: null,
            claimedAt: null,
          },
        });
      },
    });
    renderDetail();
    expect((await screen.findByTestId('promo-action-panel')).textContent).toContain(
      'আগে যোগ দিন — যোগ দেওয়ার পরের জমাই শুধু গণ্য হবে।',
    );
    fireEvent.click(await action());
    await waitFor(() =>
      expect(screen.getByTestId('promo-action-panel').getAttribute('data-state')).toBe('joined'),
    );
    const join = callsTo(calls, 'POST', '/wps/promotions/5/join');
    expect(join).toHaveLength(1);
    expect(join[0]!.headers.authorization).toBe(memberToken);
    expect(screen.getByTestId('promo-action-panel').textContent).toContain('কমপক্ষে ৳২০০ জমা করুন');
    expect(screen.getByTestId('promo-deposit-link').getAttribute('href')).toBe('/member/depositv2');
    /* The views were refreshed after the join. */
    await waitFor(() => expect(callsTo(calls, 'GET', detailPath).length).toBeGreaterThanOrEqual(2));
  });

  it('claims, then shows the bonus paid and the turnover it set, and its progress', async () => {
    logIn();
    let claimed = false;
    const { calls } = mockPromotions({
      [`GET ${detailPath}`]: () =>
        detailOf(claimed ? { state: 'process', reward: '300.00' } : { state: 'claim', reward: '300.00' }),
      'POST /wps/promotions/5/claim': () => {
        claimed = true;
        return { promotionId: 5, reward: '300.00', turnoverRequired: '3000.00', state: 'process' };
      },
      'GET /wps/promotions/turnover': turnoverOf('0.00'),
      'GET /wps/promotions': pageOf([promotionOf()]),
    });
    renderDetail();
    expect((await screen.findByTestId('claim-reward')).textContent).toBe('৳৩০০');
    fireEvent.click(await action());
    const success = await screen.findByTestId('claim-success');
    expect(within(success).getByTestId('claim-success-reward').textContent).toBe(
      '৳৩০০ বোনাস আপনার ওয়ালেটে যোগ হয়েছে',
    );
    expect(within(success).getByTestId('claim-success-turnover').textContent).toBe(
      'টার্নওভার নির্ধারিত: উত্তোলনের আগে ৳৩,০০০ (৳৩০০ × ১০) বাজি ধরতে হবে।',
    );
    /* Refreshed: now in process, with the turnover's progress, and the success still on show. */
    const progress = await screen.findByTestId('turnover-progress');
    expect(screen.getByTestId('claim-success')).toBeTruthy();
    expect(progress.textContent).toContain('আর ৳১,৮০০ বাজি বাকি');
    expect(callsTo(calls, 'POST', '/wps/promotions/5/claim')).toHaveLength(1);
  });

  it("shows the turnover's progress of its own requirement, with the way to the reward center", async () => {
    logIn();
    mockPromotions({
      [`GET ${detailPath}`]: detailOf({ state: 'process', reward: '300.00' }),
      'GET /wps/promotions/turnover': turnoverOf('1200.00'),
    });
    renderDetail();
    const progress = await screen.findByTestId('turnover-progress');
    expect(within(progress).getByTestId('turnover-percent').textContent).toBe('৪০%');
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(progress).getByTestId('turnover-figures').textContent).toBe(
      '৳৩,০০০-এর মধ্যে ৳১,২০০ বাজি ধরা হয়েছে',
    );
    expect(progress.textContent).toContain('আর ৳১,৮০০ বাজি বাকি');
    expect(within(progress).getByTestId('reward-center-link').getAttribute('href')).toBe(
      '/member/rewardCenter',
    );
    expect(screen.getByTestId('promo-action-panel').textContent).toContain('আপনার ৳৩০০ বোনাস ওয়ালেটে আছে');
  });

  it("shows the server's refusal of a claim where the member clicked", async () => {
    logIn();
    mockPromotions({
      [`GET ${detailPath}`]: detailOf({ state: 'claim', reward: '300.00' }),
      'POST /wps/promotions/5/claim': new ErrorAnswer(
        409,
        'promotion.budget.exhausted',
        'এই প্রমোশনের বাজেট শেষ হয়ে গেছে',
      ),
    });
    renderDetail();
    fireEvent.click(await action());
    expect((await screen.findByTestId('promo-action-error')).textContent).toBe(
      'এই প্রমোশনের বাজেট শেষ হয়ে গেছে',
    );
    expect(screen.queryByTestId('claim-success')).toBeNull();
  });

  it("shows the server's refusal of a join", async () => {
    logIn();
    mockPromotions({
      [`GET ${detailPath}`]: detailOf(),
      'POST /wps/promotions/5/join': new ErrorAnswer(
        409,
        'promotion.not.eligible',
        'আপনি এই প্রমোশনের জন্য যোগ্য নন',
      ),
    });
    renderDetail();
    fireEvent.click(await action());
    expect((await screen.findByTestId('promo-action-error')).textContent).toBe(
      'আপনি এই প্রমোশনের জন্য যোগ্য নন',
    );
  });

  it("shows a rejected application's remark and the operator's note", async () => {
    logIn();
    mockPromotions({
      [`GET ${detailPath}`]: detailOf({
        state: 'rejected',
        joinMode: 'APPLICATION',
        entry: {
          status: 'REJECTED',
          remark: 'স্লটে বড় জয়',
          imageUrls: ['/wps/uploads/abcdefgh12'],
          note: 'স্ক্রিনশটে রাউন্ড নম্বর দেখা যাচ্ছে না',
          reward: null,
          createdAt: '2025-03-14T04:00:00.000Z',
          decidedAt: '2025-03-15T04:00:00.000Z',
          claimedAt: null,
        },
      }),
    });
    renderDetail();
    const entry = await screen.findByTestId('promo-entry');
    expect(within(entry).getByTestId('entry-note').textContent).toContain(
      'স্ক্রিনশটে রাউন্ড নম্বর দেখা যাচ্ছে না',
    );
    expect(within(entry).getByTestId('entry-remark').textContent).toContain('স্লটে বড় জয়');
    expect(within(entry).getAllByTestId('entry-image')).toHaveLength(1);
    expect(screen.getByTestId('promo-action-panel').textContent).toContain('নিচে আমাদের টিমের মন্তব্য দেখুন');
  });

  it("shows the server's message for a promotion that is not there", async () => {
    mockPromotions({
      [`GET ${detailPath}`]: new ErrorAnswer(404, 'promotion.not.found', 'প্রমোশনটি পাওয়া যায়নি'),
    });
    renderDetail();
    const error = await screen.findByTestId('promo-detail-error');
    expect(error.textContent).toContain('প্রমোশনটি পাওয়া যায়নি');
    expect(within(error).getByRole('link').getAttribute('href')).toBe('/promotions');
  });

  it('speaks English', async () => {
    const { i18n } = await import('../../../../i18n/i18n.ts');
    await i18n.changeLanguage('en');
    logIn();
    mockPromotions({
      [`GET ${detailPath}`]: detailOf({ title: 'First deposit bonus', state: 'claim', reward: '300.00' }),
    });
    renderDetail();
    expect((await action()).textContent).toBe('Claim ৳300');
    expect(screen.getByTestId('rule-turnover').textContent).toContain(
      'Your bonus: bet ৳300 × 10 = ৳3,000 before withdrawing.',
    );
  });
});
