import type { ChatConversation, ChatMessage, ChatSendBody } from '@msp/contracts/support.ts';
import { describe, expect, it, vi } from 'vitest';
import {
  ChatClient,
  mergeMessages,
  reconnectDelaysMs,
  socketAnswerWithinMs,
  type ChatTransport,
  type SocketLike,
} from '../chat-client.ts';

/** A socket the test drives: it records what the client sends and lets the test open, answer and close it. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closedByClient = false;

  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  emit(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

const message = (id: string, sender: ChatMessage['sender'], text: string, clientId: string | null = null) =>
  ({ id, sender, text, image: null, clientId, createdAt: '2026-01-01T10:00:00.000Z' }) satisfies ChatMessage;

const ready = (messages: ChatMessage[] = [], extra: object = {}) => ({
  type: 'ready',
  identity: 'GUEST',
  conversationId: messages.length ? '1' : null,
  messages,
  hasMore: false,
  unread: 0,
  supportReadUpTo: '0',
  readUpTo: '0',
  ...extra,
});

function setup({ member = false } = {}) {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number; id: number }> = [];
  let nextTimer = 1;
  const renewals: boolean[] = [];
  const transport: ChatTransport = {
    isMember: member,
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    credentials: vi.fn(async (renew: boolean) => {
      renewals.push(renew);
      return member ? { token: 'session' } : { guestToken: renew ? 'guest-2' : 'guest-1' };
    }),
    send: vi.fn(async (body: ChatSendBody) => message('50', 'GUEST', body.text ?? '', body.clientId)),
    read: vi.fn(async () => ({ unread: 0 })),
    history: vi.fn(async (): Promise<ChatConversation> => ({
      conversationId: '1',
      identity: 'GUEST',
      messages: [message('1', 'GUEST', 'oldest')],
      hasMore: false,
      unread: 0,
      supportReadUpTo: '0',
      readUpTo: '0',
    })),
    describe: (error) => (error instanceof Error ? error.message : 'unknown'),
    sessionEnded: () => 'You are not logged in, please login',
  };
  let clientIds = 0;
  const client = new ChatClient(transport, {
    now: () => 1_000_000,
    random: () => 0.5,
    setTimer: (run, ms) => {
      const id = nextTimer++;
      timers.push({ run, ms, id });
      return id;
    },
    clearTimer: (id) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    newClientId: () => `client-${++clientIds}`,
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const fire = async (ms: number) => {
    const due = timers.filter((timer) => timer.ms === ms);
    for (const timer of due) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    await flush();
  };
  return { client, transport, sockets, timers, renewals, flush, fire };
}

describe('ChatClient', () => {
  it('authenticates first, then shows the history the server sends', async () => {
    const { client, sockets, flush } = setup();
    client.start();
    await flush();
    expect(client.getState().connection).toBe('connecting');
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'auth', guestToken: 'guest-1' }]);
    sockets[0]!.emit(ready([message('7', 'OPERATOR', 'Hello')], { unread: 1 }));
    expect(client.getState()).toMatchObject({
      connection: 'online',
      loaded: true,
      unread: 1,
      identity: 'GUEST',
    });
    expect(client.getState().messages.map((item) => item.text)).toEqual(['Hello']);
  });

  it('reconnects after a drop, waiting longer each time (1 s, 2 s, 4 s …) until it is back', async () => {
    const { client, sockets, timers, fire, flush } = setup();
    client.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.emit(ready());
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      sockets.at(-1)!.drop();
      expect(client.getState().connection).toBe('reconnecting');
      const wait = timers.at(-1)!.ms;
      waits.push(wait);
      expect(client.getState().retryAt).toBe(1_000_000 + wait);
      await fire(wait);
    }
    // random() = 0.5: no jitter; after 30 s it stays at 30 s.
    expect(waits).toEqual([...reconnectDelaysMs, 30_000]);
    expect(sockets).toHaveLength(8);
    // Back: the wait starts from 1 s again.
    sockets.at(-1)!.open();
    sockets.at(-1)!.emit(ready());
    expect(client.getState().connection).toBe('online');
    sockets.at(-1)!.drop();
    expect(timers.at(-1)!.ms).toBe(1_000);
  });

  it('merges the history it had with the page a reconnection brings, without doubles', async () => {
    const { client, sockets, fire, flush } = setup();
    client.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.emit(ready([message('1', 'GUEST', 'a'), message('2', 'OPERATOR', 'b')]));
    sockets[0]!.drop();
    await fire(1_000);
    sockets[1]!.open();
    sockets[1]!.emit(ready([message('2', 'OPERATOR', 'b'), message('3', 'OPERATOR', 'c')]));
    expect(client.getState().messages.map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it('sends on the socket when it is up, and shows the message once the server echoes it', async () => {
    const { client, sockets, transport, flush } = setup();
    client.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.emit(ready());
    const clientId = client.send('Hi there');
    expect(client.getState().pending).toMatchObject([{ clientId, status: 'sending', text: 'Hi there' }]);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'send', clientId, text: 'Hi there' });
    sockets[0]!.emit({ type: 'message', message: message('9', 'GUEST', 'Hi there', clientId), unread: 0 });
    expect(client.getState().pending).toEqual([]);
    expect(client.getState().messages.map((item) => item.id)).toEqual(['9']);
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('sends over HTTP when the socket is down, and when the socket does not answer in time (same client id)', async () => {
    const { client, sockets, transport, fire, flush } = setup();
    client.start();
    await flush();
    // Not connected yet: HTTP at once.
    const early = client.send('before the socket');
    await flush();
    expect(transport.send).toHaveBeenCalledWith({ clientId: early, text: 'before the socket' });
    expect(client.getState().pending).toEqual([]);

    sockets[0]!.open();
    sockets[0]!.emit(ready());
    const silent = client.send('no echo');
    expect(sockets[0]!.sent.at(-1)).toMatchObject({ type: 'send', clientId: silent });
    await fire(socketAnswerWithinMs);
    expect(transport.send).toHaveBeenLastCalledWith({ clientId: silent, text: 'no echo' });
  });

  it('marks a refused message failed with the server’s words, and sends it again under its own id', async () => {
    const { client, sockets, flush } = setup();
    client.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.emit(ready());
    const clientId = client.send('too fast');
    sockets[0]!.emit({
      type: 'error',
      clientId,
      errorCode: 'support.chat.too.fast',
      message: 'You are sending messages too fast, try again in 12 seconds',
    });
    expect(client.getState().pending).toMatchObject([
      { clientId, status: 'failed', error: 'You are sending messages too fast, try again in 12 seconds' },
    ]);
    client.retry(clientId);
    expect(client.getState().pending[0]).toMatchObject({ status: 'sending', error: null });
    expect(sockets[0]!.sent.at(-1)).toMatchObject({ type: 'send', clientId });
  });

  it('takes a new guest token at once when the server refuses the stored one', async () => {
    const { client, sockets, renewals, flush } = setup();
    client.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.drop(4401);
    await flush();
    expect(renewals).toEqual([false, true]);
    sockets[1]!.open();
    expect(sockets[1]!.sent[0]).toEqual({ type: 'auth', guestToken: 'guest-2' });
  });

  it('stops, saying so, when a member’s session is refused', async () => {
    const { client, sockets, timers, flush } = setup({ member: true });
    client.start();
    await flush();
    sockets[0]!.open();
    expect(sockets[0]!.sent[0]).toEqual({ type: 'auth', token: 'session' });
    sockets[0]!.drop(4401);
    expect(client.getState()).toMatchObject({
      connection: 'offline',
      fatal: 'You are not logged in, please login',
    });
    expect(timers).toEqual([]);
  });

  it('marks the support team’s messages read once, on the socket', async () => {
    const { client, sockets, flush } = setup();
    client.start();
    await flush();
    sockets[0]!.open();
    sockets[0]!.emit(ready([message('4', 'GUEST', 'q'), message('5', 'OPERATOR', 'a')], { unread: 1 }));
    client.markRead();
    client.markRead();
    expect(sockets[0]!.sent.filter((sent) => sent.type === 'read')).toEqual([{ type: 'read', upTo: '5' }]);
    expect(client.getState()).toMatchObject({ unread: 0, readUpTo: '5' });
    sockets[0]!.emit({ type: 'read', reader: 'SUPPORT', upTo: '4', unread: 0 });
    expect(client.getState().supportReadUpTo).toBe('4');
  });

  it('closes its socket when stopped and never reconnects afterwards', async () => {
    const { client, sockets, timers, flush } = setup();
    client.start();
    await flush();
    sockets[0]!.open();
    client.stop();
    expect(sockets[0]!.closedByClient).toBe(true);
    expect(timers).toEqual([]);
  });
});

describe('mergeMessages', () => {
  it('orders by numeric id, longest ids last', () => {
    const merged = mergeMessages(
      [message('9', 'GUEST', 'x')],
      [message('10', 'OPERATOR', 'y'), message('9', 'GUEST', 'x')],
    );
    expect(merged.map((item) => item.id)).toEqual(['9', '10']);
  });
});
