import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { solveProofOfWork } from '@msp/contracts/proof-of-work.ts';
import { signInOperatorOverHttp } from '../helpers/operators.ts';
import { startServerProcesses, type ServerProcesses } from '../helpers/server-processes.ts';
import { ChatSocket } from './chat-socket.ts';

/**
 * The live chat across two real server processes behind one PostgreSQL and one Redis (docs/deploy.md): a member
 * connected to process A hears the support team's reply sent through process B, the team's socket on B hears
 * what the member sends on A, history is the database's, and the other member connected to either hears none
 * of it. Each process delivers only to its own sockets, after reading the conversation that Redis said changed.
 */
const DATABASE_URL = process.env.DATABASE_URL;

/** An answer's envelope, loosely typed for the test. */
type Answer = { success: boolean; value: any; errorCode?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = (response: Response) => response.json() as Promise<Answer>;
const REDIS_URL = process.env.REDIS_URL;

async function memberLogin(server: string, username: string) {
  const challenge = await fetch(`${server}/wps/challenge`).then(json);
  const { challengeId, salt, difficulty } = challenge.value;
  const response = await fetch(`${server}/wps/session/login/unsecure`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: 'Demo@1234',
      type: 'username',
      challengeId,
      challengeNonce: await solveProofOfWork(salt, difficulty),
    }),
  });
  const body = await json(response);
  if (!body.success) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.value.token as string;
}

describe.runIf(DATABASE_URL && REDIS_URL)(
  'live chat across two server processes (PostgreSQL and Redis)',
  () => {
    let servers: ServerProcesses;
    let db: pg.Client;
    let a: string;
    let b: string;
    let player: string;
    let downline: string;
    let operator: string;

    beforeAll(async () => {
      servers = await startServerProcesses({ name: 'chat', count: 2, env: { REDIS_URL: REDIS_URL! } });
      [a, b] = servers.urls as [string, string];
      db = new pg.Client({ connectionString: servers.databaseUrl });
      await db.connect();
      player = await memberLogin(a, 'demoplayer');
      downline = await memberLogin(b, 'demodownline');
      operator = await signInOperatorOverHttp(b, { username: 'demoadmin', password: 'Demo@1234' });
    }, 360_000);
    afterAll(async () => {
      await db?.end();
      await servers?.stop();
    });

    const post = (server: string, path: string, token: string, body: object) =>
      fetch(`${server}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token, language: 'en' },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: await json(response) }));

    it('pushes the reply sent through B to the member connected to A, and the member’s message to the desk on B', async () => {
      const { socket: member } = await ChatSocket.join(`${a}/wps/support/chat/ws?lang=en`, { token: player });
      const { socket: other } = await ChatSocket.join(`${a}/wps/support/chat/ws?lang=en`, {
        token: downline,
      });
      const { socket: otherOnB } = await ChatSocket.join(`${b}/wps/support/chat/ws?lang=en`, {
        token: downline,
      });
      const { socket: desk } = await ChatSocket.join(`${b}/ops/support/chat/ws`, { token: operator });

      // The member writes on A (socket); the desk on B hears it.
      const clientId = member.say('Hello from process A');
      const echo = await member.next(
        (event) => event.type === 'message' && event.message.clientId === clientId,
      );
      const atDesk = await desk.next(
        (event) => event.type === 'message' && event.message.text === 'Hello from process A',
      );
      const conversationId = atDesk.conversation.id as string;
      expect(atDesk.conversation).toMatchObject({ username: 'demoplayer', unread: 1 });

      // The team answers through B over HTTP; the member on A hears it live.
      const answer = await post(b, `/ops/support/chat/conversations/${conversationId}/messages`, operator, {
        text: 'Hello from process B',
        clientId: `ops-${randomUUID()}`,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const pushed = await member.next(
        (event) => event.type === 'message' && event.message.text === 'Hello from process B',
      );
      expect(pushed).toMatchObject({ message: { sender: 'OPERATOR', id: answer.body.value.id }, unread: 1 });
      // The team's reply also marked the member's message read: the member hears that too.
      expect(await member.next((event) => event.type === 'read' && event.reader === 'SUPPORT')).toMatchObject(
        { upTo: answer.body.value.id },
      );

      // The history is the database's, the same through either process.
      for (const server of [a, b]) {
        const history = await fetch(`${server}/wps/support/chat`, {
          headers: { authorization: player },
        }).then(json);
        expect(history.value.messages.map((message: { id: string }) => message.id)).toEqual([
          echo.message.id,
          answer.body.value.id,
        ]);
      }
      const stored = await db.query(
        `SELECT sender, body FROM support_messages WHERE conversation_id = $1 ORDER BY id`,
        [conversationId],
      );
      expect(stored.rows).toEqual([
        { sender: 'MEMBER', body: 'Hello from process A' },
        { sender: 'OPERATOR', body: 'Hello from process B' },
      ]);

      // The other member, on either process, heard nothing of it.
      const elsewhere = [...(await other.quietFor(500)), ...otherOnB.events];
      expect(elsewhere.filter((event) => event.type === 'message')).toEqual([]);
      const theirs = await fetch(`${b}/wps/support/chat`, { headers: { authorization: downline } }).then(
        json,
      );
      expect(JSON.stringify(theirs.value)).not.toContain('process');

      for (const socket of [member, other, otherOnB, desk]) socket.close();
    });

    it('a member’s read mark made on B reaches its other tab on A', async () => {
      const { socket: tabOnA } = await ChatSocket.join(`${a}/wps/support/chat/ws`, { token: player });
      const latest = await fetch(`${b}/wps/support/chat`, { headers: { authorization: player } }).then(json);
      const last = latest.value.messages.at(-1).id as string;
      const read = await post(b, '/wps/support/chat/read', player, { upTo: last });
      expect(read.body.value).toEqual({ unread: 0 });
      expect(
        await tabOnA.next(
          (event) => event.type === 'read' && event.reader === 'MEMBER' && event.upTo === last,
        ),
      ).toMatchObject({ unread: 0 });
      tabOnA.close();
    });
  },
);
