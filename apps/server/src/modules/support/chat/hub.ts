import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { chatCloseCodes, type ChatServerEvent, type OpsChatServerEvent } from '@msp/contracts/support.ts';
import type { Db } from '../../../db/database.ts';
import type { InvalidationBus } from '../../../shared/invalidation-bus.ts';
import type { SupportConversationRow } from '../tables.ts';
import {
  chatMessage,
  findOwnConversation,
  opsConversationById,
  opsMessages,
  ownerKey,
  ownerKeyOf,
  unreadConversations,
  type ChatIdentity,
} from './conversations.ts';

/**
 * The live chat's fan-out in one server process: the sockets connected here, and what they are told.
 *
 * Whoever changes a conversation (a message, a read mark) announces it on the invalidation bus: this process's
 * hub hears it at once, every other process's through Redis (shared/invalidation-bus.ts). The announcement says
 * only which conversation changed; each hub then reads the conversation from the database and sends each of its
 * sockets what that socket has not had yet (messages after the last one it was sent, marks that moved). So a
 * socket is never told another conversation's news, announcements may arrive late, twice or out of order, and a
 * lost one is made good by the next (or, when the Redis subscription comes back, by a read of every socket's
 * conversation).
 *
 * Every 30 seconds each socket is pinged (one that did not answer the last ping is dropped). When a member's or
 * an operator's sessions change (a logout, a lock, a password change: announced on the bus by the identity and
 * operators modules) its sockets are checked again, and those whose session ended are closed.
 */

const TOPIC = 'support-chat';
const SWEEP_MS = 30_000;
/** A socket that falls this far behind (a stalled client) is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Messages one sync sends at most; a socket further behind reloads its history (it is told `ready` again). */
const SYNC_BATCH = 200;

interface Announcement {
  /** merchant, conversation, what changed, the message that did (k = 'message'). */
  m: number;
  c: string;
  k: 'message' | 'read';
  id?: string;
  r?: 'MEMBER' | 'SUPPORT';
}

export type Verify = () => Promise<boolean>;

/** A member's or visitor's socket. */
export interface OwnerSocket {
  socket: WebSocket;
  identity: ChatIdentity;
  verify: Verify;
  /** The last message id this socket was sent, and the read marks it knows. */
  cursor: bigint;
  supportReadUpTo: bigint;
  memberReadUpTo: bigint;
  alive: boolean;
}

/** An operator's socket: every conversation of its merchant. */
export interface OperatorSocket {
  socket: WebSocket;
  merchantId: number;
  operatorId: number;
  verify: Verify;
  /** Per conversation: the last message id this socket was sent. */
  cursors: Map<string, bigint>;
  alive: boolean;
}

type AnySocket = OwnerSocket | OperatorSocket;

export function sendEvent(socket: WebSocket, event: ChatServerEvent | OpsChatServerEvent) {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return;
  }
  socket.send(JSON.stringify(event));
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

export class ChatHub {
  private readonly owners = new Map<string, Set<OwnerSocket>>();
  /** How many owner sockets each merchant has here: an announcement nobody here listens to costs no read. */
  private readonly ownersPerMerchant = new Map<number, number>();
  private readonly operators = new Map<number, Set<OperatorSocket>>();
  /** One sync at a time per conversation, in the order announced. */
  private readonly syncs = new Map<string, Promise<void>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly bus: InvalidationBus,
    private readonly log: FastifyBaseLogger,
    /** Sent to an owner socket whose sync fell too far behind (its page reloads the history). */
    private readonly reready: (owner: OwnerSocket) => Promise<void>,
  ) {
    bus.on(TOPIC, (text) => this.hear(text));
    bus.onReset(() => void this.resyncEveryone());
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Tells every process (this one first) that a conversation changed. */
  async announce(
    conversation: Pick<SupportConversationRow, 'id' | 'merchant_id'>,
    change: { kind: 'message'; messageId: bigint } | { kind: 'read'; reader: 'MEMBER' | 'SUPPORT' },
  ): Promise<void> {
    const announcement: Announcement =
      change.kind === 'message'
        ? {
            m: conversation.merchant_id,
            c: String(conversation.id),
            k: 'message',
            id: String(change.messageId),
          }
        : { m: conversation.merchant_id, c: String(conversation.id), k: 'read', r: change.reader };
    await this.bus.publish(TOPIC, JSON.stringify(announcement));
  }

  addOwner(owner: OwnerSocket) {
    const key = ownerKey(owner.identity);
    let set = this.owners.get(key);
    if (!set) this.owners.set(key, (set = new Set()));
    if (set.has(owner)) return;
    set.add(owner);
    const merchantId = owner.identity.merchantId;
    this.ownersPerMerchant.set(merchantId, (this.ownersPerMerchant.get(merchantId) ?? 0) + 1);
    owner.socket.on('pong', () => (owner.alive = true));
  }

  removeOwner(owner: OwnerSocket) {
    const key = ownerKey(owner.identity);
    const set = this.owners.get(key);
    if (!set?.delete(owner)) return;
    if (set.size === 0) this.owners.delete(key);
    const merchantId = owner.identity.merchantId;
    const left = (this.ownersPerMerchant.get(merchantId) ?? 1) - 1;
    if (left > 0) this.ownersPerMerchant.set(merchantId, left);
    else this.ownersPerMerchant.delete(merchantId);
  }

  addOperator(operator: OperatorSocket) {
    let set = this.operators.get(operator.merchantId);
    if (!set) this.operators.set(operator.merchantId, (set = new Set()));
    set.add(operator);
    operator.socket.on('pong', () => (operator.alive = true));
  }

  removeOperator(operator: OperatorSocket) {
    const set = this.operators.get(operator.merchantId);
    set?.delete(operator);
    if (set?.size === 0) this.operators.delete(operator.merchantId);
  }

  /** Sends an owner socket whatever its conversation holds that it has not had (after it joined). */
  async catchUp(owner: OwnerSocket) {
    const conversation = await findOwnConversation(this.db, owner.identity);
    if (conversation) await this.queue(String(conversation.id), () => this.sync(conversation.id, undefined));
  }

  /** Counts for tests and logs. */
  get connections() {
    let owners = 0;
    for (const set of this.owners.values()) owners += set.size;
    let operators = 0;
    for (const set of this.operators.values()) operators += set.size;
    return { owners, operators };
  }

  close() {
    clearInterval(this.sweeper);
  }

  private hear(text: string) {
    let announcement: Announcement;
    try {
      announcement = JSON.parse(text) as Announcement;
    } catch {
      return;
    }
    if (typeof announcement.m !== 'number' || !/^\d+$/.test(String(announcement.c))) return;
    // Nobody here listens to this merchant's chats: nothing to read.
    if (!this.operators.has(announcement.m) && !this.ownersPerMerchant.has(announcement.m)) return;
    void this.queue(announcement.c, () => this.sync(BigInt(announcement.c), announcement));
  }

  private queue(conversationId: string, work: () => Promise<void>): Promise<void> {
    const previous = this.syncs.get(conversationId) ?? Promise.resolve();
    const next = previous.then(work).catch((error: unknown) => this.log.warn({ err: error }, 'chat sync'));
    this.syncs.set(conversationId, next);
    void next.then(() => {
      if (this.syncs.get(conversationId) === next) this.syncs.delete(conversationId);
    });
    return next;
  }

  /** Reads a conversation and sends each interested socket of this process what it lacks. */
  private async sync(conversationId: bigint, announcement: Announcement | undefined) {
    const conversation = await this.db
      .selectFrom('support_conversations')
      .selectAll()
      .where('id', '=', conversationId)
      .executeTakeFirst();
    if (!conversation || (announcement && conversation.merchant_id !== announcement.m)) return;
    const owners = [...(this.owners.get(ownerKeyOf(conversation)) ?? [])];
    const operators = [...(this.operators.get(conversation.merchant_id) ?? [])];
    if (owners.length === 0 && operators.length === 0) return;

    // Operators who never heard of this conversation start at the announced message.
    const fresh = announcement?.id ? BigInt(announcement.id) - 1n : (conversation.last_message_id ?? 0n);
    const operatorCursor = (operator: OperatorSocket) =>
      operator.cursors.get(String(conversation.id)) ?? fresh;
    const from = [...owners.map((owner) => owner.cursor), ...operators.map(operatorCursor)].reduce(
      (low, cursor) => (cursor < low ? cursor : low),
      conversation.last_message_id ?? 0n,
    );
    const rows = await this.db
      .selectFrom('support_messages')
      .selectAll()
      .where('conversation_id', '=', conversation.id)
      .where('id', '>', from)
      .orderBy('id')
      .limit(SYNC_BATCH)
      .execute();
    const complete = rows.length < SYNC_BATCH;

    for (const owner of owners) {
      if (!complete && rows[0] && rows[0].id > owner.cursor + 1n) {
        await this.reready(owner);
        continue;
      }
      for (const row of rows) {
        if (row.id <= owner.cursor) continue;
        sendEvent(owner.socket, {
          type: 'message',
          message: chatMessage(row),
          unread: conversation.unread_for_member,
        });
        owner.cursor = row.id;
      }
      if (conversation.support_read_up_to > owner.supportReadUpTo) {
        owner.supportReadUpTo = conversation.support_read_up_to;
        sendEvent(owner.socket, {
          type: 'read',
          reader: 'SUPPORT',
          upTo: String(conversation.support_read_up_to),
          unread: conversation.unread_for_member,
        });
      }
      if (conversation.member_read_up_to > owner.memberReadUpTo) {
        owner.memberReadUpTo = conversation.member_read_up_to;
        sendEvent(owner.socket, {
          type: 'read',
          reader: 'MEMBER',
          upTo: String(conversation.member_read_up_to),
          unread: conversation.unread_for_member,
        });
      }
    }

    if (operators.length === 0) return;
    const summary = await opsConversationById(this.db, conversation.merchant_id, conversation.id);
    if (!summary) return;
    const messages = await opsMessages(this.db, rows, conversation.merchant_id);
    for (const operator of operators) {
      const cursor = operatorCursor(operator);
      let sent = false;
      rows.forEach((row, index) => {
        if (row.id <= cursor) return;
        sendEvent(operator.socket, { type: 'message', conversation: summary, message: messages[index]! });
        sent = true;
      });
      operator.cursors.set(
        summary.id,
        rows.reduce((last, row) => maxOf(last, row.id), cursor),
      );
      if (!sent && announcement?.k === 'read' && announcement.r) {
        const upTo =
          announcement.r === 'MEMBER' ? summary.memberReadUpTo : String(conversation.support_read_up_to);
        sendEvent(operator.socket, { type: 'read', conversation: summary, reader: announcement.r, upTo });
      }
    }
  }

  /** After a gap in the Redis subscription: every socket reads what it may have missed. */
  private async resyncEveryone() {
    // A logout announced while the subscription was down was missed: every session is checked again.
    const owners = [...this.owners.values()].flatMap((set) => [...set]);
    const operators = [...this.operators.values()].flatMap((set) => [...set]);
    await this.revalidate([
      ...owners.map((owner) => ({ client: owner as AnySocket, remove: () => this.removeOwner(owner) })),
      ...operators.map((operator) => ({ client: operator, remove: () => this.removeOperator(operator) })),
    ]);
    for (const set of this.owners.values())
      for (const owner of set) await this.catchUp(owner).catch(() => {});
    for (const [merchantId, set] of this.operators) {
      const waiting = await unreadConversations(this.db, merchantId).catch(() => undefined);
      if (waiting === undefined) continue;
      for (const operator of set) sendEvent(operator.socket, { type: 'ready', unreadConversations: waiting });
    }
  }

  /** A member's sessions changed: its sockets whose session ended are closed. */
  async revalidateMember(memberId: number) {
    const sockets = [...this.owners.entries()]
      .filter(([key]) => key.startsWith('m:') && key.endsWith(`:${memberId}`))
      .flatMap(([, set]) => [...set]);
    await this.revalidate(sockets.map((owner) => ({ client: owner, remove: () => this.removeOwner(owner) })));
  }

  /** An operator's sessions changed: its sockets whose session ended are closed. */
  async revalidateOperator(operatorId: number) {
    const sockets = [...this.operators.values()]
      .flatMap((set) => [...set])
      .filter((operator) => operator.operatorId === operatorId);
    await this.revalidate(
      sockets.map((operator) => ({ client: operator, remove: () => this.removeOperator(operator) })),
    );
  }

  private async revalidate(sockets: Array<{ client: AnySocket; remove: () => void }>) {
    // After every listener of the announcement has run (the session caches forget the changed session).
    await Promise.resolve();
    for (const { client, remove } of sockets) {
      // A database hiccup keeps the socket: the next change (or its next message) checks again.
      if (await client.verify().catch(() => true)) continue;
      remove();
      client.socket.close(chatCloseCodes.unauthorized, 'session ended');
    }
  }

  private sweep() {
    const drop = (client: AnySocket, remove: () => void) => {
      if (client.alive) {
        client.alive = false;
        client.socket.ping();
        return;
      }
      remove();
      client.socket.terminate();
    };
    for (const set of this.owners.values())
      for (const owner of set) drop(owner, () => this.removeOwner(owner));
    for (const set of this.operators.values())
      for (const operator of set) drop(operator, () => this.removeOperator(operator));
  }
}
