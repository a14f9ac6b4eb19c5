import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorAnswer, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { PromotionDetailPage } from '../promotion-detail-page.tsx';
import { callsTo, detailOf, logIn, mockPromotions } from './promotion-fixtures.ts';

const detailPath = '/wps/promotions/5';
/** An APPLICATION promotion the member may apply to. */
const applicationPromotion = (extra = {}) =>
  detailOf({
    type: 'MEMBER_DAY',
    category: 'slots',
    joinMode: 'APPLICATION',
    rules: { cap: '1000.00', turnoverMultiple: 5 },
    ...extra,
  });

const renderForm = async () => {
  renderRoutes([{ path: '/promotions/:id', element: <PromotionDetailPage /> }], '/promotions/5');
  const form = await screen.findByTestId('application-form');
  /* The content's sanitizer loads once: wait for it, so that no later update waits on it. */
  await waitFor(() => expect(document.querySelector('.pd-content')?.innerHTML).toBeTruthy());
  return form;
};

/** A picked file of `type` and `size` bytes (the bytes themselves are a few: only the size is looked at). */
function fileOf(name: string, type: string, size = 2048) {
  const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(...files: File[]) {
  const input = screen.getByTestId('application-images-input');
  fireEvent.change(input, { target: { files } });
}

const remark = () => screen.getByTestId('application-remark');
const submit = () => fireEvent.click(screen.getByTestId('promo-action'));

beforeEach(logIn);

describe('the application form', () => {
  it('counts the remark as it is typed and refuses 141 characters before sending anything', async () => {
    const { calls } = mockPromotions({ [`GET ${detailPath}`]: applicationPromotion() });
    await renderForm();
    expect(screen.getByTestId('remark-counter').textContent).toBe('০/১৪০');
    fireEvent.change(remark(), { target: { value: 'স্লটে বড় জয়' } });
    /* Characters as the server counts them: code points (Bangla vowel signs count as their own). */
    expect(screen.getByTestId('remark-counter').textContent).toBe('১৩/১৪০');

    fireEvent.change(remark(), { target: { value: 'a'.repeat(140) } });
    expect(screen.getByTestId('remark-counter').textContent).toBe('১৪০/১৪০');
    expect(screen.queryByTestId('remark-error')).toBeNull();

    fireEvent.change(remark(), { target: { value: 'a'.repeat(141) } });
    expect(screen.getByTestId('remark-counter').textContent).toBe('১৪১/১৪০');
    expect(screen.getByTestId('remark-counter').className).toContain('is-over');
    expect(screen.getByTestId('remark-error').textContent).toBe('মন্তব্য ১৪০ অক্ষরের মধ্যে রাখুন।');
    submit();
    await waitFor(() => expect(screen.getByTestId('remark-error').getAttribute('role')).toBe('alert'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('takes up to 3 png or jpg images of 5 MB at most, says why any other is refused, and removes one', async () => {
    mockPromotions({ [`GET ${detailPath}`]: applicationPromotion() });
    await renderForm();
    pick(fileOf('win.gif', 'image/gif'));
    expect((await screen.findByTestId('image-errors')).textContent).toBe('“win.gif” PNG বা JPG ছবি নয়।');
    pick(fileOf('huge.png', 'image/png', 6 * 1024 * 1024));
    expect((await screen.findByTestId('image-errors')).textContent).toBe('“huge.png” ৫ MB-এর চেয়ে বড়।');

    pick(fileOf('one.png', 'image/png'), fileOf('two.jpg', 'image/jpeg'), fileOf('three.png', 'image/png'));
    await waitFor(() => expect(screen.getAllByTestId('application-image')).toHaveLength(3));
    expect(screen.queryByTestId('image-errors')).toBeNull();
    expect(screen.getAllByTestId('application-image')[0]!.querySelector('img')?.getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    /* Full: no room to add, and a fourth is refused. */
    expect(screen.getByTestId('application-form').querySelector('.pd-thumb--add')).toBeNull();
    pick(fileOf('four.png', 'image/png'));
    expect((await screen.findByTestId('image-errors')).textContent).toBe('সর্বোচ্চ ৩টি ছবি যোগ করা যাবে।');
    expect(screen.getAllByTestId('application-image')).toHaveLength(3);

    fireEvent.click(
      within(screen.getAllByTestId('application-image')[1]!).getByTestId('application-image-remove'),
    );
    expect(screen.getAllByTestId('application-image')).toHaveLength(2);
    expect(screen.getByTestId('application-form').querySelector('.pd-thumb--add')).not.toBeNull();
  });

  it('refuses a fourth image picked with three at once', async () => {
    mockPromotions({ [`GET ${detailPath}`]: applicationPromotion() });
    await renderForm();
    pick(
      fileOf('a.png', 'image/png'),
      fileOf('b.png', 'image/png'),
      fileOf('c.png', 'image/png'),
      fileOf('d.png', 'image/png'),
    );
    await waitFor(() => expect(screen.getAllByTestId('application-image')).toHaveLength(3));
    expect(screen.getByTestId('image-errors').textContent).toBe('সর্বোচ্চ ৩টি ছবি যোগ করা যাবে।');
  });

  it('uploads each image as a data URL, then applies with their ids, and shows the application waiting', async () => {
    let applied = false;
    let uploads = 0;
    const entry = {
      status: 'APPLYING' as const,
      remark: 'স্লটে বড় জয়',
      imageUrls: ['/wps/uploads/upload-0001', '/wps/uploads/upload-0002'],
      note: null,
      reward: null,
      createdAt: '2025-03-15T04:00:00.000Z',
      decidedAt: null,
      claimedAt: null,
    };
    const { calls } = mockPromotions({
      [`GET ${detailPath}`]: () =>
        applicationPromotion(applied ? { state: 'applying', entry } : { state: 'join' }),
      'POST /wps/promotions/images': () => {
        uploads += 1;
        return { id: `upload-000${uploads}`, url: `/wps/uploads/upload-000${uploads}` };
      },
      'POST /wps/promotions/5/apply': () => {
        applied = true;
        return applicationPromotion({ state: 'applying', entry });
      },
    });
    await renderForm();
    fireEvent.change(remark(), { target: { value: '  স্লটে বড় জয়  ' } });
    pick(fileOf('one.png', 'image/png'), fileOf('two.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.getAllByTestId('application-image')).toHaveLength(2));
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('promo-action-panel').getAttribute('data-state')).toBe('applying'),
    );
    const images = callsTo(calls, 'POST', '/wps/promotions/images');
    expect(images).toHaveLength(2);
    expect((images[0]!.body as { image: string }).image).toMatch(/^data:image\/png;base64,/);
    expect((images[1]!.body as { image: string }).image).toMatch(/^data:image\/jpeg;base64,/);
    const apply = callsTo(calls, 'POST', '/wps/promotions/5/apply');
    expect(apply).toHaveLength(1);
    expect(apply[0]!.body).toEqual({ remark: 'স্লটে বড় জয়', imageIds: ['upload-0001', 'upload-0002'] });
    expect(screen.getByTestId('promo-action').textContent).toBe('পর্যালোচনাধীন');
    expect(screen.getByTestId('promo-entry').textContent).toContain('স্লটে বড় জয়');
  });

  it("shows the server's refusal, and a second try does not upload the images again", async () => {
    let tries = 0;
    const { calls } = mockPromotions({
      [`GET ${detailPath}`]: applicationPromotion(),
      'POST /wps/promotions/images': { id: 'upload-0001', url: '/wps/uploads/upload-0001' },
      'POST /wps/promotions/5/apply': () => {
        tries += 1;
        return new ErrorAnswer(409, 'promotion.ended', 'এই প্রমোশন শেষ হয়ে গেছে');
      },
    });
    await renderForm();
    pick(fileOf('one.png', 'image/png'));
    await screen.findByTestId('application-image');
    submit();
    expect((await screen.findByTestId('promo-action-error')).textContent).toBe('এই প্রমোশন শেষ হয়ে গেছে');
    submit();
    await waitFor(() => expect(tries).toBe(2));
    const uploads = (c: RecordedCall[]) => callsTo(c, 'POST', '/wps/promotions/images');
    expect(uploads(calls)).toHaveLength(1);
  });
});
