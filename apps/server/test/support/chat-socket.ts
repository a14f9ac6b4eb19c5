import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

/** An event a chat socket received (member or operator side), loosely typed for tests. */
export type SocketEvent = { type: string } & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A real WebSocket client of the live chat (the `ws` package, over TCP to a listening server): it keeps every
 * event it receives, in order, and waits for the one a test expects.
 */
export class ChatSocket {
  readonly events: SocketEvent[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<{ match: (event: SocketEvent) => boolean; resolve: (event: SocketEvent) => void }> =
    [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as SocketEvent;
      this.events.push(event);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(event)) return true;
        waiter.resolve(event);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  /** Connects to `url` (http://host:port/path), with the given request headers (e.g. `merchant`). */
  static async connect(url: string, headers: Record<string, string> = {}): Promise<ChatSocket> {
    const socket = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
    });
    return new ChatSocket(socket);
  }

  /** Connects and authenticates; resolves with the `ready` event (or rejects when the socket is closed). */
  static async join(
    url: string,
    auth: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<{ socket: ChatSocket; ready: SocketEvent }> {
    const socket = await ChatSocket.connect(url, headers);
    socket.send({ type: 'auth', ...auth });
    const ready = await Promise.race([
      socket.next((event) => event.type === 'ready'),
      socket.closed.then((closed) => {
        throw new Error(`closed ${closed.code} ${closed.reason}`);
      }),
    ]);
    return { socket, ready };
  }

  send(message: Record<string, unknown>) {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer) {
    this.socket.send(data);
  }

  /** Sends a text message with a fresh client id; answers that id. */
  say(text: string, extra: Record<string, unknown> = {}) {
    const clientId = `t-${randomUUID()}`;
    this.send({ type: 'send', clientId, text, ...extra });
    return clientId;
  }

  /** The first event (already received or to come) that matches, within `timeoutMs`. */
  next(match: (event: SocketEvent) => boolean, timeoutMs = 10_000): Promise<SocketEvent> {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`));
      }, timeoutMs);
      const done = (event: SocketEvent) => {
        clearTimeout(timer);
        resolve(event);
      };
      this.waiters.push({ match, resolve: done });
    });
  }

  /** Waits a little and answers what arrived meanwhile (to show that nothing did). */
  async quietFor(ms: number): Promise<SocketEvent[]> {
    const before = this.events.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.events.slice(before);
  }

  close() {
    this.socket.close();
  }
}
