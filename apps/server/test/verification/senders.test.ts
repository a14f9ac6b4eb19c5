import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import {
  createMessageSender,
  OutboxSender,
  WebhookSender,
  type OutgoingMessage,
} from '../../src/modules/verification/senders.ts';

interface Received {
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let base: string;
const received: Received[] = [];
/** Status the fake gateway answers with; 0 means never answer. */
let answerStatus = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ url: request.url, headers: request.headers, body: JSON.parse(body) });
      if (answerStatus === 0) return;
      response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const message: OutgoingMessage = {
  merchantId: 7,
  channel: 'SMS',
  destination: '8801712345678',
  purpose: 'LOGIN',
  code: '123456',
  text: 'Your Shapla Play code is 123456. It expires in 5 minutes.',
};

describe('WebhookSender', () => {
  it('POSTs the message as JSON to the channel’s webhook, with the token', async () => {
    received.length = 0;
    answerStatus = 200;
    const sender = new WebhookSender({
      smsUrl: `${base}/sms`,
      emailUrl: `${base}/email`,
      token: 'secret-token',
    });
    await sender.send(message);
    await sender.send({ ...message, channel: 'EMAIL', destination: 'a@example.com', purpose: 'BIND_EMAIL' });
    expect(received.map((entry) => entry.url)).toEqual(['/sms', '/email']);
    expect(received[0]?.headers.authorization).toBe('Bearer secret-token');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.body).toEqual({
      merchantId: 7,
      channel: 'SMS',
      to: '8801712345678',
      purpose: 'LOGIN',
      code: '123456',
      text: message.text,
    });
    expect(received[1]?.body).toMatchObject({ channel: 'EMAIL', to: 'a@example.com' });
  });

  it('fails on a non-2xx answer and on no answer within the time-out', async () => {
    answerStatus = 502;
    const sender = new WebhookSender({ smsUrl: `${base}/sms`, emailUrl: `${base}/email`, timeoutMs: 300 });
    await expect(sender.send(message)).rejects.toThrow('SMS webhook answered HTTP 502');
    answerStatus = 0;
    const started = Date.now();
    await expect(sender.send(message)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
    answerStatus = 200;
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => new WebhookSender({ smsUrl: 'ftp://x', emailUrl: `${base}/email` })).toThrow(
      /http\(s\) URL/,
    );
    expect(() => new WebhookSender({ smsUrl: `${base}/sms`, emailUrl: 'not a url' })).toThrow(
      /http\(s\) URL/,
    );
  });
});

describe('createMessageSender', () => {
  const db = {} as Db;

  it('uses the dev outbox outside production', () => {
    expect(createMessageSender({ production: false, env: {}, db })).toBeInstanceOf(OutboxSender);
  });

  it('needs both webhook URLs in production, and says so', () => {
    expect(() => createMessageSender({ production: true, env: {}, db })).toThrow(
      'SMS_WEBHOOK_URL and EMAIL_WEBHOOK_URL must be set in production',
    );
    expect(() =>
      createMessageSender({ production: true, env: { SMS_WEBHOOK_URL: `${base}/sms` }, db }),
    ).toThrow(/^EMAIL_WEBHOOK_URL must be set in production/);
    const sender = createMessageSender({
      production: true,
      env: { SMS_WEBHOOK_URL: `${base}/sms`, EMAIL_WEBHOOK_URL: `${base}/email` },
      db,
    });
    expect(sender).toBeInstanceOf(WebhookSender);
  });
});
