import type {
  ChatClientMessage,
  ChatConversation,
  ChatMessage,
  ChatSendBody,
  ChatServerEvent,
} from '@msp/contracts/support.ts';
import { chatCloseCodes } from '@msp/contracts/support-constants.ts';

/**
 * The live chat's connection, without React: one WebSocket to the server, opened with an `auth` message, and
 * opened again after a drop with a growing wait (1 s, 2 s, 4 s … 30 s, with some jitter so that a restarted
 * server is not met by every page at once). What it knows is one immutable `ChatState` that the page renders.
 *
 * Sending never depends on the socket alone: a message carries a client id, goes on the socket when it is up,
 * and over HTTP when it is not (or when the socket has not answered it within a few seconds). The server keeps a
 * client id once, so a message sent both ways is still one message.
 */

export type ConnectionState = 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface PendingMessage {
  clientId: string;
  text: string;
  /** The picture being sent: its upload, and a local preview (a data URL the page made from the file). */
  image: { id: string; preview: string } | null;
  status: 'sending' | 'failed';
  /** The server's (localized) refusal, when it failed. */
  error: string | null;
}

export interface ChatState {
  connection: ConnectionState;
  /** When the next connection attempt starts (ms), while reconnecting. */
  retryAt: number | null;
  identity: 'MEMBER' | 'GUEST' | null;
  /** The first history arrived. */
  loaded: boolean;
  /** Oldest first. */
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  unread: number;
  /** The support team has read the visitor's messages up to this id. */
  supportReadUpTo: string;
  /** The visitor has read the team's messages up to this id. */
  readUpTo: string;
  /** Why the chat stopped for good (the member's session ended), localized. */
  fatal: string | null;
}

/** What the client needs of a browser WebSocket (so tests can hand it a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface ChatTransport {
  openSocket(): SocketLike;
  /** The `auth` message's tokens; `renew`: the server refused the last ones (a visitor gets a new token). */
  credentials(renew: boolean): Promise<{ token?: string; guestToken?: string }>;
  /** True when the caller is a member (whose refused session ends the chat rather than renewing a token). */
  isMember: boolean;
  send(body: ChatSendBody): Promise<ChatMessage>;
  read(upTo: string): Promise<{ unread: number }>;
  history(before?: string): Promise<ChatConversation>;
  /** The localized text of an error a call threw. */
  describe(error: unknown): string;
  /** The localized "you are not logged in" of a member whose session ended. */
  sessionEnded(): string;
}

export interface ChatClientOptions {
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  newClientId?: () => string;
}

const OPEN = 1;
/** Waits between attempts, then the last one again and again. */
export const reconnectDelaysMs = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;
/** A message the socket has not answered in this time goes over HTTP too (same client id: kept once). */
export const socketAnswerWithinMs = 8_000;

const idOrder = (a: string, b: string) =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
const later = (a: string, b: string) => (idOrder(a, b) >= 0 ? a : b);

/** Merges messages by id, oldest first. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => idOrder(a.id, b.id));
}

const randomClientId = () => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `w-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
};

export const initialChatState: ChatState = {
  connection: 'connecting',
  retryAt: null,
  identity: null,
  loaded: false,
  messages: [],
  pending: [],
  hasMore: false,
  loadingOlder: false,
  unread: 0,
  supportReadUpTo: '0',
  readUpTo: '0',
  fatal: null,
};

export class ChatClient {
  private state: ChatState = initialChatState;
  private readonly listeners = new Set<() => void>();
  private socket: SocketLike | null = null;
  private socketReady = false;
  private attempt = 0;
  private renew = false;
  private renewedAtOnce = false;
  private stopped = true;
  private retryTimer: unknown = null;
  private readonly answerTimers = new Map<string, unknown>();
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  private readonly newClientId: () => string;

  constructor(
    private readonly transport: ChatTransport,
    options: ChatClientOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.newClientId = options.newClientId ?? randomClientId;
  }

  // ---- Store ----------------------------------------------------------------------------------------------------

  getState = (): ChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(change: Partial<ChatState> | ((state: ChatState) => Partial<ChatState>)) {
    const patch = typeof change === 'function' ? change(this.state) : change;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  // ---- Connection -----------------------------------------------------------------------------------------------

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop() {
    this.stopped = true;
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = null;
    for (const timer of this.answerTimers.values()) this.clearTimer(timer);
    this.answerTimers.clear();
    const socket = this.socket;
    this.socket = null;
    this.socketReady = false;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'closed');
    }
  }

  /** Connects now, without waiting out the back-off (a "retry now" button, the browser back online). */
  reconnectNow() {
    if (this.stopped || this.state.fatal || this.state.connection === 'online') return;
    if (this.socket && this.state.connection === 'connecting') return;
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = null;
    void this.connect();
  }

  private async connect() {
    if (this.stopped) return;
    this.retryTimer = null;
    this.update({ connection: this.attempt === 0 ? 'connecting' : 'reconnecting', retryAt: null });
    let credentials: { token?: string; guestToken?: string };
    try {
      credentials = await this.transport.credentials(this.renew);
      this.renew = false;
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    let socket: SocketLike;
    try {
      socket = this.transport.openSocket();
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () =>
      socket.send(JSON.stringify({ type: 'auth', ...credentials } satisfies ChatClientMessage));
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      let parsed: ChatServerEvent;
      try {
        parsed = JSON.parse(String(event.data)) as ChatServerEvent;
      } catch {
        return;
      }
      this.onEvent(parsed);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.socketReady = false;
      if (this.stopped) return;
      if (event.code === chatCloseCodes.unauthorized) {
        if (this.transport.isMember) {
          this.update({ connection: 'offline', fatal: this.transport.sessionEnded(), retryAt: null });
          return;
        }
        // The visitor's token was refused: a new one, at once (once; then the usual back-off).
        this.renew = true;
        if (!this.renewedAtOnce) {
          this.renewedAtOnce = true;
          void this.connect();
          return;
        }
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    const base = reconnectDelaysMs[Math.min(this.attempt, reconnectDelaysMs.length - 1)]!;
    const delay = Math.round(base * (0.8 + this.random() * 0.4));
    this.attempt += 1;
    this.update({ connection: 'reconnecting', retryAt: this.now() + delay });
    this.retryTimer = this.setTimer(() => void this.connect(), delay);
  }

  private onEvent(event: ChatServerEvent) {
    switch (event.type) {
      case 'ready': {
        this.attempt = 0;
        this.renewedAtOnce = false;
        this.socketReady = true;
        this.update((state) => {
          // A gap since the last known message: take the server's page as it is.
          const newest = state.messages.at(-1)?.id;
          const oldest = event.messages[0]?.id;
          const contiguous = !newest || !oldest || idOrder(newest, oldest) >= 0 || !event.hasMore;
          const messages = contiguous ? mergeMessages(state.messages, event.messages) : [...event.messages];
          return {
            connection: 'online',
            retryAt: null,
            identity: event.identity,
            loaded: true,
            messages,
            pending: this.withoutKept(state.pending, messages),
            hasMore: contiguous && state.loaded ? state.hasMore || event.hasMore : event.hasMore,
            unread: event.unread,
            supportReadUpTo: event.supportReadUpTo,
            readUpTo: later(state.readUpTo, event.readUpTo),
          };
        });
        // What waited for the socket goes now.
        for (const pending of this.state.pending)
          if (pending.status === 'sending' && !this.answerTimers.has(pending.clientId)) this.deliver(pending);
        return;
      }
      case 'message':
        this.keep([event.message], event.unread);
        return;
      case 'read':
        this.update((state) =>
          event.reader === 'SUPPORT'
            ? { supportReadUpTo: later(state.supportReadUpTo, event.upTo) }
            : { readUpTo: later(state.readUpTo, event.upTo), unread: event.unread },
        );
        return;
      case 'error':
        if (event.clientId) this.fail(event.clientId, event.message);
        return;
      case 'pong':
        return;
    }
  }

  private withoutKept(pending: readonly PendingMessage[], messages: readonly ChatMessage[]) {
    const kept = new Set(messages.map((message) => message.clientId).filter(Boolean));
    return pending.filter((item) => !kept.has(item.clientId));
  }

  private keep(messages: ChatMessage[], unread?: number) {
    for (const message of messages) {
      if (!message.clientId) continue;
      const timer = this.answerTimers.get(message.clientId);
      if (timer !== undefined) this.clearTimer(timer);
      this.answerTimers.delete(message.clientId);
    }
    this.update((state) => {
      const merged = mergeMessages(state.messages, messages);
      return {
        messages: merged,
        pending: this.withoutKept(state.pending, merged),
        ...(unread === undefined ? {} : { unread }),
      };
    });
  }

  private fail(clientId: string, error: string) {
    const timer = this.answerTimers.get(clientId);
    if (timer !== undefined) this.clearTimer(timer);
    this.answerTimers.delete(clientId);
    this.update((state) => ({
      pending: state.pending.map((item) =>
        item.clientId === clientId ? { ...item, status: 'failed' as const, error } : item,
      ),
    }));
  }

  // ---- Actions --------------------------------------------------------------------------------------------------

  /** Sends a message (text and/or an uploaded image); answers its client id. */
  send(text: string, image: { id: string; preview: string } | null = null): string {
    const pending: PendingMessage = {
      clientId: this.newClientId(),
      text,
      image,
      status: 'sending',
      error: null,
    };
    this.update((state) => ({ pending: [...state.pending, pending] }));
    this.deliver(pending);
    return pending.clientId;
  }

  /** Sends a failed message again, under its own client id (it is still kept once). */
  retry(clientId: string) {
    const pending = this.state.pending.find((item) => item.clientId === clientId);
    if (!pending) return;
    const again = { ...pending, status: 'sending' as const, error: null };
    this.update((state) => ({
      pending: state.pending.map((item) => (item.clientId === clientId ? again : item)),
    }));
    this.deliver(again);
  }

  /** Drops a failed message from the list. */
  discard(clientId: string) {
    this.update((state) => ({ pending: state.pending.filter((item) => item.clientId !== clientId) }));
  }

  private deliver(pending: PendingMessage) {
    const body: ChatSendBody = {
      clientId: pending.clientId,
      text: pending.text,
      ...(pending.image ? { imageId: pending.image.id } : {}),
    };
    const socket = this.socket;
    if (socket && this.socketReady && socket.readyState === OPEN) {
      socket.send(JSON.stringify({ type: 'send', ...body } satisfies ChatClientMessage));
      this.answerTimers.set(
        pending.clientId,
        this.setTimer(() => {
          this.answerTimers.delete(pending.clientId);
          this.sendOverHttp(body);
        }, socketAnswerWithinMs),
      );
      return;
    }
    this.sendOverHttp(body);
  }

  private sendOverHttp(body: ChatSendBody) {
    this.transport.send(body).then(
      (message) => {
        if (!this.stopped) this.keep([message]);
      },
      (error: unknown) => {
        if (!this.stopped) this.fail(body.clientId, this.transport.describe(error));
      },
    );
  }

  /** The visitor has seen everything shown: the team's messages up to the last one are read. */
  markRead() {
    const lastFromSupport = [...this.state.messages]
      .reverse()
      .find((message) => message.sender === 'OPERATOR');
    if (!lastFromSupport || idOrder(lastFromSupport.id, this.state.readUpTo) <= 0) return;
    const upTo = lastFromSupport.id;
    this.update({ readUpTo: upTo, unread: 0 });
    const socket = this.socket;
    if (socket && this.socketReady && socket.readyState === OPEN) {
      socket.send(JSON.stringify({ type: 'read', upTo } satisfies ChatClientMessage));
      return;
    }
    this.transport.read(upTo).then(
      (answer) => {
        if (!this.stopped) this.update({ unread: answer.unread });
      },
      () => undefined,
    );
  }

  /** Loads the page of messages before the oldest one shown. */
  async loadOlder() {
    const oldest = this.state.messages[0];
    if (!oldest || !this.state.hasMore || this.state.loadingOlder) return;
    this.update({ loadingOlder: true });
    try {
      const page = await this.transport.history(oldest.id);
      this.update((state) => ({
        messages: mergeMessages(state.messages, page.messages),
        hasMore: page.hasMore,
        loadingOlder: false,
      }));
    } catch {
      this.update({ loadingOlder: false });
    }
  }
}
