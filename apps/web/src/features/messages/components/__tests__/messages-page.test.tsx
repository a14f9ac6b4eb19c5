import type { MessageDetail, MessageItem } from '@msp/contracts/messages.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ToastHost } from '../../../../shared/ui/toast-host.tsx';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MessagesPage } from '../messages-page.tsx';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

const member = { id: 7, account: 'demoplayer', nickname: 'Rahim', type: 0, language: 'en' as const };

const message = (id: number, overrides: Partial<MessageItem> = {}): MessageItem => ({
  id,
  kind: 'OPERATOR',
  topic: 'NOTICE',
  title: `Message ${id}`,
  preview: `The start of message ${id}`,
  read: false,
  createdAt: new Date(Date.UTC(2026, 10, id)).toISOString(),
  ...overrides,
});

/** A server with an inbox: reads and deletions change what it answers next, as the real one does. */
function inboxServer(messages: MessageItem[], details: Record<number, Partial<MessageDetail>> = {}) {
  const inbox = [...messages];
  const unread = () => inbox.filter((item) => !item.read).length;
  const idOf = (call: RecordedCall) => Number(call.path.split('/')[3]);
  const server = mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': () => ({ ...member, unreadMessage: unread() }),
    'GET /wps/relay/CSP_unreadCount': () => ({ count: unread() }),
    'GET /wps/messages': (call: RecordedCall) => {
      const pageNo = Number(call.query.get('pageNo'));
      const pageSize = Number(call.query.get('pageSize'));
      return {
        content: inbox.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNum: pageNo,
        totalPages: Math.ceil(inbox.length / pageSize),
        totalElements: inbox.length,
        unread: unread(),
      };
    },
    ...Object.fromEntries(
      inbox.flatMap((item) => [
        [
          `GET /wps/messages/${item.id}`,
          () => {
            const { preview: _preview, ...rest } = item;
            return { ...rest, content: `<p>Body of ${item.id}</p>`, link: null, ...details[item.id] };
          },
        ],
        [
          `POST /wps/messages/${item.id}/read`,
          (call: RecordedCall) => {
            const found = inbox.find((entry) => entry.id === idOf(call))!;
            found.read = true;
            return { id: found.id, read: true, deleted: false, unread: unread() };
          },
        ],
        [
          `DELETE /wps/messages/${item.id}`,
          (call: RecordedCall) => {
            const index = inbox.findIndex((entry) => entry.id === idOf(call));
            if (index < 0) return new ErrorAnswer(404, 'message.not.found', 'The message does not exist');
            const [gone] = inbox.splice(index, 1);
            return { id: gone!.id, read: gone!.read, deleted: true, unread: unread() };
          },
        ],
      ]),
    ),
    'POST /wps/messages/read-all': () => {
      const marked = unread();
      for (const item of inbox) item.read = true;
      return { marked, unread: 0 };
    },
  });
  return { ...server, inbox };
}

const renderPage = () =>
  renderWithProviders(
    <>
      <MessagesPage />
      <ToastHost />
    </>,
    { path: '/member/messageV2' },
  );

const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('the inbox', () => {
  it('lists the messages newest first as the server sends them, with unread marks and the unread count', async () => {
    inboxServer([
      message(3, { kind: 'SYSTEM', topic: 'DEPOSIT', title: 'Deposit approved: ৳500.00' }),
      message(2, { read: true }),
      message(1),
    ]);
    renderPage();
    const list = await screen.findByTestId('messages-list');
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      'message-3',
      'message-2',
      'message-1',
    ]);
    expect(rows.map((row) => row.getAttribute('data-read'))).toEqual(['false', 'true', 'false']);
    expect(within(rows[0]!).getByTestId('message-unread-mark')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('message-unread-mark')).toBeNull();
    expect(rows[0]!.textContent).toContain('Deposit approved: ৳500.00');
    expect(screen.getByTestId('messages-unread').textContent).toBe('2 unread');
    expect(screen.getByText('3 messages')).toBeTruthy();
  });

  it('opens a message: its sanitized content, marked read once, the unread count down', async () => {
    const { calls } = inboxServer([message(2), message(1, { read: true })], {
      2: {
        content:
          '<p>Hello <strong>member</strong><img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
        link: '/member/rewardCenter',
        topic: 'NOTICE',
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('message-2'));
    const reader = await screen.findByTestId('message-reader');
    await waitFor(() => expect(reader.querySelector('.rich-html strong')?.textContent).toBe('member'));
    expect(reader.innerHTML).not.toContain('onerror');
    expect(reader.innerHTML).not.toContain('<script');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(reader).getByTestId('message-link').getAttribute('href')).toBe('/member/rewardCenter');

    await waitFor(() => expect(screen.getByTestId('message-2').getAttribute('data-read')).toBe('true'));
    await waitFor(() => expect(screen.getByTestId('messages-unread').textContent).toBe('All read'));
    expect(callsTo(calls, 'POST', '/wps/messages/2/read')).toHaveLength(1);

    // A message already read is not marked again.
    fireEvent.click(screen.getByTestId('message-1'));
    await waitFor(() => expect(screen.getByTestId('message-reader').getAttribute('data-id')).toBe('1'));
    expect(callsTo(calls, 'POST', '/wps/messages/1/read')).toHaveLength(0);
  });

  it('deletes a message only once confirmed', async () => {
    const { calls } = inboxServer([message(2, { read: true }), message(1, { read: true })]);
    renderPage();
    fireEvent.click(await screen.findByTestId('message-2'));
    fireEvent.click(await screen.findByTestId('message-delete'));
    const dialog = await screen.findByTestId('message-delete-confirm');
    expect(dialog.textContent).toContain('“Message 2” will be removed from your inbox.');
    fireEvent.click(within(dialog).getByText('Keep it'));
    await waitFor(() => expect(screen.queryByTestId('message-delete-confirm')).toBeNull());
    expect(callsTo(calls, 'DELETE', '/wps/messages/2')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('message-delete'));
    fireEvent.click(await screen.findByTestId('message-delete-confirm-button'));
    expect(await screen.findByText('Message deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('message-2')).toBeNull());
    expect(screen.queryByTestId('message-reader')).toBeNull();
    expect(callsTo(calls, 'DELETE', '/wps/messages/2')).toHaveLength(1);
    expect(screen.getByText('1 message')).toBeTruthy();
  });

  it('marks every message read at once; nothing to mark leaves the button off', async () => {
    const { calls } = inboxServer([message(3), message(2), message(1, { read: true })]);
    renderPage();
    const button = await screen.findByTestId('messages-read-all');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('2 messages marked read')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('messages-unread').textContent).toBe('All read'));
    expect(screen.queryAllByTestId('message-unread-mark')).toHaveLength(0);
    expect((screen.getByTestId('messages-read-all') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(calls, 'POST', '/wps/messages/read-all')).toHaveLength(1);
  });

  it('pages through the messages ten at a time', async () => {
    const { calls } = inboxServer(Array.from({ length: 23 }, (_, index) => message(23 - index)));
    renderPage();
    await screen.findByTestId('message-23');
    expect(screen.getAllByRole('button', { name: /^\d+$/ }).map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByTestId('message-3')).toBeTruthy();
    expect(screen.queryByTestId('message-23')).toBeNull();
    const asked = callsTo(calls, 'GET', '/wps/messages').map((call) => call.query.get('pageNo'));
    expect(asked).toContain('3');
  });

  it('says when there is nothing yet, in Bangla too', async () => {
    inboxServer([]);
    await i18n.changeLanguage('bn');
    renderPage();
    expect(await screen.findByText('এখনো কোনো বার্তা নেই')).toBeTruthy();
    expect(screen.getByTestId('messages-unread').textContent).toBe('সব পড়া হয়েছে');
    expect(screen.queryByTestId('messages-list')).toBeNull();
  });

  it('shows the server’s refusal and a way to ask again', async () => {
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/messages': new ErrorAnswer(403, 'login.trial.forbidden', 'Please Register An Account First'),
    });
    renderPage();
    const error = await screen.findByTestId('messages-error');
    expect(error.textContent).toContain('Please Register An Account First');
  });
});
