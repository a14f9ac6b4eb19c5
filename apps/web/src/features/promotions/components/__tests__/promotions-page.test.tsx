import { promotionStates } from '@msp/contracts/enums.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorAnswer, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { i18n } from '../../../../i18n/i18n.ts';
import { PromotionsPage } from '../promotions-page.tsx';
import { callsTo, logIn, memberToken, mockPromotions, pageOf, promotionOf } from './promotion-fixtures.ts';

const renderPage = (path = '/promotions') => renderWithProviders(<PromotionsPage />, { path });
const listCalls = (calls: RecordedCall[]) => callsTo(calls, 'GET', '/wps/promotions');
const lastList = (calls: RecordedCall[]) => listCalls(calls).at(-1)!.query;

describe('the promotions list', () => {
  it("shows the engine's promotions as cards: title, summary, period, tags, state and next step", async () => {
    mockPromotions({
      'GET /wps/promotions': pageOf([
        promotionOf(),
        promotionOf({
          id: 6,
          code: 'REFER',
          type: 'REFERRAL',
          category: 'other',
          tags: ['vip'],
          title: 'বন্ধু আনুন',
          endsAt: null,
          joinMode: 'APPLICATION',
          imageUrl: '/demo-assets/promo/refer.png',
        }),
      ]),
    });
    renderPage();
    const cards = await screen.findAllByTestId('promo-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.getAttribute('href')).toBe('/promotions/5');
    expect(first.textContent).toContain('প্রথম জমায় ১০০% বোনাস');
    expect(first.textContent).toContain('প্রথম জমায় সর্বোচ্চ ৳৫০০ পর্যন্ত বোনাস');
    expect(first.textContent).toContain('৩১ ডিসেম্বর, ২০২৬ পর্যন্ত');
    expect(first.textContent).toContain('নতুনদের জন্য');
    expect(first.textContent).toContain('সীমিত সময়');
    expect(first.textContent).toContain('নতুন খেলোয়াড়');
    expect(within(first).getByTestId('promo-card-action').textContent).toBe('এখনই যোগ দিন');
    /* An open-ended promotion by application, with its own image. */
    expect(second.textContent).toContain('চলমান');
    expect(second.textContent).toContain('ভিআইপি');
    expect(within(second).getByTestId('promo-card-action').textContent).toBe('আবেদন করুন');
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/demo-assets/promo/refer.png');
    expect(first.querySelector('img')).toBeNull();
    /* No code word of the API shows anywhere. */
    const page = screen.getByTestId('promotions-page').textContent ?? '';
    for (const word of [
      'REFERRAL',
      'REFER',
      'FIRST_DEPOSIT',
      'NEW_PLAYER',
      'BUTTON',
      'APPLICATION',
      'newbie',
    ])
      expect(page).not.toContain(word);
    expect(screen.getByTestId('promo-count').textContent).toBe('২টি প্রমোশন');
  });

  it('labels every state in its own words and colour, with the reward of a claim', async () => {
    mockPromotions({
      'GET /wps/promotions': pageOf(
        promotionStates.map((state, index) =>
          promotionOf({
            id: index + 1,
            state,
            reward: state === 'claim' || state === 'claimed' ? '300.00' : null,
            closedReason: state === 'close' ? 'BUDGET' : null,
          }),
        ),
      ),
    });
    renderPage();
    const cards = await screen.findAllByTestId('promo-card');
    const seen = Object.fromEntries(
      cards.map((card) => {
        const badge = within(card).getByTestId('promo-card-state');
        return [
          card.getAttribute('data-state'),
          {
            badge: badge.textContent,
            tone: badge.className,
            action: within(card).getByTestId('promo-card-action').textContent,
          },
        ];
      }),
    );
    expect(seen).toEqual({
      join: { badge: 'চলছে', tone: 'promo-state promo-state--primary', action: 'এখনই যোগ দিন' },
      joined: { badge: 'যোগ দিয়েছেন', tone: 'promo-state promo-state--info', action: 'বিস্তারিত' },
      applying: { badge: 'পর্যালোচনাধীন', tone: 'promo-state promo-state--warning', action: 'বিস্তারিত' },
      process: { badge: 'টার্নওভার চলছে', tone: 'promo-state promo-state--accent', action: 'টার্নওভার দেখুন' },
      claim: { badge: 'বোনাস প্রস্তুত', tone: 'promo-state promo-state--success', action: '৳৩০০ দাবি করুন' },
      claimed: { badge: 'দাবি করা হয়েছে', tone: 'promo-state promo-state--done', action: 'বিস্তারিত' },
      issued: { badge: 'প্রদান করা হয়েছে', tone: 'promo-state promo-state--done', action: 'বিস্তারিত' },
      rejected: { badge: 'প্রত্যাখ্যাত', tone: 'promo-state promo-state--danger', action: 'বিস্তারিত' },
      close: { badge: 'সব বোনাস দেওয়া শেষ', tone: 'promo-state promo-state--muted', action: 'বিস্তারিত' },
      comingSoon: { badge: 'শীঘ্রই আসছে', tone: 'promo-state promo-state--info', action: 'বিস্তারিত' },
    });
  });

  it('speaks English with Western digits', async () => {
    await i18n.changeLanguage('en');
    mockPromotions({
      'GET /wps/promotions': pageOf([
        promotionOf({ title: 'First deposit', state: 'claim', reward: '1250.50' }),
      ]),
    });
    renderPage();
    const card = await screen.findByTestId('promo-card');
    expect(within(card).getByTestId('promo-card-action').textContent).toBe('Claim ৳1,250.50');
    expect(card.textContent).toContain('Until 31 December 2026');
    expect(card.textContent).toContain('Newbie');
  });

  it("asks without a token for a visitor and with the member's token when logged in", async () => {
    const visitor = mockPromotions({ 'GET /wps/promotions': pageOf([promotionOf()]) });
    const first = renderPage();
    await screen.findByTestId('promo-card');
    expect(listCalls(visitor.calls)[0]!.headers.authorization).toBeUndefined();
    expect(listCalls(visitor.calls)[0]!.headers.language).toBe('bn');
    first.unmount();

    logIn();
    const member = mockPromotions({ 'GET /wps/promotions': pageOf([promotionOf({ state: 'joined' })]) });
    renderPage();
    await screen.findByTestId('promo-card');
    expect(listCalls(member.calls)[0]!.headers.authorization).toBe(memberToken);
  });

  it('filters by category and by tag, in the address and the query', async () => {
    const { calls } = mockPromotions({ 'GET /wps/promotions': pageOf([promotionOf()]) });
    const { router } = renderPage();
    await screen.findByTestId('promo-card');
    expect(lastList(calls).get('category')).toBeNull();
    expect(lastList(calls).get('pageSize')).toBe('12');

    fireEvent.click(screen.getByTestId('promo-filter-slots'));
    await waitFor(() => expect(lastList(calls).get('category')).toBe('slots'));
    expect(router.state.location.search).toBe('?category=slots');
    expect(screen.getByTestId('promo-filter-slots').getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByTestId('promo-tag-vip'));
    await waitFor(() => expect(lastList(calls).get('tag')).toBe('vip'));
    expect(lastList(calls).get('category')).toBe('slots');
    expect(screen.getByTestId('promo-tag-vip').getAttribute('aria-pressed')).toBe('true');

    /* A second click on the tag drops it; "all" drops the category. */
    fireEvent.click(screen.getByTestId('promo-tag-vip'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=slots'));
    fireEvent.click(screen.getByTestId('promo-filter-all'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    /* The unfiltered list was read first: it shows again from the cache. */
    expect(screen.getByTestId('promo-filter-all').getAttribute('aria-selected')).toBe('true');
    expect(listCalls(calls).filter((call) => !call.query.get('category'))).toHaveLength(1);
  });

  it('keeps the links written before the tags: ?tag=<category> opens the category', async () => {
    const { calls } = mockPromotions({ 'GET /wps/promotions': pageOf([promotionOf()]) });
    renderPage('/promotions?tag=pointsMall');
    await screen.findByTestId('promo-card');
    expect(lastList(calls).get('category')).toBe('pointsMall');
    expect(lastList(calls).get('tag')).toBeNull();
    expect(screen.getByTestId('promo-filter-pointsMall').getAttribute('aria-selected')).toBe('true');
  });

  it('offers all promotions again when a filter finds none', async () => {
    const { calls } = mockPromotions({ 'GET /wps/promotions': pageOf([]) });
    const { router } = renderPage('/promotions?category=fishing&tag=daily');
    fireEvent.click(await screen.findByTestId('promo-show-all'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(lastList(calls).get('category')).toBeNull();
  });

  it('opens the promotion of ?code= (the hot promotions of home)', async () => {
    const { calls } = mockPromotions({
      'GET /wps/promotions': pageOf([promotionOf({ id: 3, code: 'VIP_BONUS' }), promotionOf({ id: 8 })]),
    });
    const { router } = renderPage('/promotions?code=NEW_PLAYER');
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions/8'));
    expect(listCalls(calls)[0]!.query.get('pageSize')).toBe('100');
  });

  it('shows the list, with a word, when no promotion has the code', async () => {
    const { calls } = mockPromotions({ 'GET /wps/promotions': pageOf([promotionOf({ code: 'OTHER' })]) });
    const { router } = renderPage('/promotions?code=SUNDAY_BEST');
    expect((await screen.findByTestId('promo-code-missing')).textContent).toContain('এখন চলছে না');
    expect(await screen.findByTestId('promo-card')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/promotions');
    expect(lastList(calls).get('category')).toBeNull();
  });

  it("opens a banner's promotion id", async () => {
    mockPromotions({ 'GET /wps/promotions': pageOf([]) });
    const { router } = renderPage('/promotions?id=42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions/42'));
  });

  it("shows the server's message when the list cannot be read, and tries again", async () => {
    let fail = true;
    mockPromotions({
      'GET /wps/promotions': () =>
        fail
          ? new ErrorAnswer(503, 'system.busy', 'সার্ভার ব্যস্ত, একটু পরে চেষ্টা করুন')
          : pageOf([promotionOf()]),
    });
    renderPage();
    const error = await screen.findByTestId('promo-list-error');
    expect(error.textContent).toContain('সার্ভার ব্যস্ত, একটু পরে চেষ্টা করুন');
    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('promo-card')).toBeTruthy();
  });
});
