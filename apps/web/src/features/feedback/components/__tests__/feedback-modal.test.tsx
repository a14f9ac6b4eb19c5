import type { FeedbackItem } from '@msp/contracts/support.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { FeedbackModal } from '../feedback-modal.tsx';

const item = (extra: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id: '11',
  questionType: 'deposit',
  content: 'My deposit is late',
  images: [],
  status: 'OPEN',
  reply: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  repliedAt: null,
  replyUnread: false,
  ...extra,
});
const page = (content: FeedbackItem[], unreadReplies = 0) => ({
  content,
  pageNum: 1,
  totalPages: 1,
  totalElements: content.length,
  unreadReplies,
});

function fileOf(name: string, type: string, size = 2048) {
  const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const pick = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('feedback-images-input'), { target: { files } });
const content = () => screen.getByTestId('feedback-content');
const submit = () => fireEvent.click(screen.getByTestId('feedback-submit'));

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

describe('the feedback dialog', () => {
  it('refuses empty content and 141 characters before sending anything', async () => {
    const { calls } = mockFetch({ 'GET /wps/feedback': page([]) });
    renderWithProviders(<FeedbackModal open />);
    await screen.findByTestId('feedback-form');
    submit();
    expect((await screen.findByTestId('feedback-content-error')).textContent).toBe('Input cannot be empty');
    fireEvent.change(content(), { target: { value: 'আ'.repeat(141) } });
    expect(screen.getByTestId('feedback-content-error').textContent).toBe(
      'Feedback can be at most 140 characters',
    );
    submit();
    fireEvent.change(content(), { target: { value: 'আ'.repeat(140) } });
    expect(screen.queryByTestId('feedback-content-error')).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('takes up to 3 png/jpg images of 5 MB and says why it refuses the others', async () => {
    mockFetch({ 'GET /wps/feedback': page([]) });
    renderWithProviders(<FeedbackModal open />);
    await screen.findByTestId('feedback-form');
    pick(
      fileOf('a.png', 'image/png'),
      fileOf('b.gif', 'image/gif'),
      fileOf('c.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
      fileOf('d.jpg', 'image/jpeg'),
    );
    const errors = await screen.findByTestId('feedback-image-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['b.gif: only png/jpg images are accepted', 'c.jpg: the image is larger than 5MB']);
    await waitFor(() => expect(screen.getAllByTestId('feedback-image')).toHaveLength(2));
    pick(fileOf('e.png', 'image/png'), fileOf('f.png', 'image/png'));
    await waitFor(() => expect(screen.getAllByTestId('feedback-image')).toHaveLength(3));
    expect(screen.getByTestId('feedback-image-errors').textContent).toContain('No more than 3 images');
  });

  it('uploads the images, sends the feedback with their ids, then shows “My feedback”', async () => {
    let uploads = 0;
    const { calls } = mockFetch({
      'POST /wps/support/images': () => {
        uploads += 1;
        return { id: `upload-${uploads}-abcdef`, url: `/wps/uploads/upload-${uploads}-abcdef` };
      },
      'PUT /wps/feedback': (call: RecordedCall) => item({ ...(call.body as object), id: '12' }),
      'GET /wps/feedback': page([item({ id: '12', content: 'Withdrawal stuck' })]),
    });
    renderWithProviders(<FeedbackModal open />);
    await screen.findByTestId('feedback-form');
    fireEvent.click(screen.getByTestId('feedback-type-withdraw'));
    fireEvent.change(content(), { target: { value: '  Withdrawal stuck  ' } });
    pick(fileOf('proof.png', 'image/png'));
    await waitFor(() => expect(screen.getAllByTestId('feedback-image')).toHaveLength(1));
    submit();
    expect(await screen.findByTestId('my-feedback')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'PUT')!;
    expect(sent.body).toEqual({
      questionType: 'withdraw',
      content: 'Withdrawal stuck',
      imageIds: ['upload-1-abcdef'],
    });
    expect(calls.find((call) => call.path === '/wps/support/images')!.body).toEqual({
      image: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('shows the server’s refusal and sends an uploaded image once when tried again', async () => {
    let refuse = true;
    const { calls } = mockFetch({
      'POST /wps/support/images': { id: 'upload-x-abcdef', url: '/wps/uploads/upload-x-abcdef' },
      'PUT /wps/feedback': () =>
        refuse
          ? ((refuse = false),
            new ErrorAnswer(429, 'request.too.many', 'Too many requests, try again in 9 seconds'))
          : item(),
      'GET /wps/feedback': page([]),
    });
    renderWithProviders(<FeedbackModal open />);
    await screen.findByTestId('feedback-form');
    fireEvent.change(content(), { target: { value: 'Please help' } });
    pick(fileOf('x.png', 'image/png'));
    await waitFor(() => expect(screen.getAllByTestId('feedback-image')).toHaveLength(1));
    submit();
    expect((await screen.findByTestId('feedback-error')).textContent).toBe(
      'Too many requests, try again in 9 seconds',
    );
    submit();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/wps/support/images')).toHaveLength(1);
  });

  it('marks an unseen answer, counts it on the tab, and tells the server once it was shown', async () => {
    const { calls } = mockFetch({
      'GET /wps/feedback': page(
        [
          item({
            id: '21',
            status: 'REPLIED',
            reply: 'We have credited your deposit.',
            repliedAt: '2026-01-05T11:00:00.000Z',
            replyUnread: true,
          }),
          item({ id: '20', content: 'Another question' }),
        ],
        1,
      ),
      'POST /wps/feedback/read': { unreadReplies: 0 },
    });
    renderWithProviders(<FeedbackModal open />);
    expect((await screen.findByTestId('feedback-unread')).textContent).toBe('1');
    fireEvent.click(screen.getByTestId('feedback-tab-mine'));
    const reply = await screen.findByTestId('my-feedback-reply');
    expect(reply.textContent).toContain('We have credited your deposit.');
    expect(within(reply).getByTestId('my-feedback-new')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/wps/feedback/read').map((call) => call.body)).toEqual([
        { ids: ['21'] },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('feedback-unread')).toBeNull());
    // The mark stays while the list shows.
    expect(screen.getByTestId('my-feedback-new')).toBeTruthy();
    const items = screen.getAllByTestId('my-feedback-item');
    expect(items.map((entry) => entry.dataset.status)).toEqual(['REPLIED', 'OPEN']);
  });
});
