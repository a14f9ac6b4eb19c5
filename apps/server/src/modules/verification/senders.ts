import type { VerificationChannel, VerificationPurpose } from '@msp/contracts/verification.ts';
import type { Db } from '../../db/database.ts';

export interface OutgoingMessage {
  merchantId: number;
  channel: VerificationChannel;
  /** Normalized: '8801712345678' or a lower-case email. */
  destination: string;
  purpose: VerificationPurpose;
  code: string;
  text: string;
}

/** Delivers a verification message; throws when it could not. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Development and tests: "sends" into message_outbox, which `GET /dev/outbox` shows. */
export class OutboxSender implements MessageSender {
  constructor(private readonly db: Db) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto('message_outbox')
      .values({
        merchant_id: message.merchantId,
        channel: message.channel,
        destination: message.destination,
        purpose: message.purpose,
        code: message.code,
        text: message.text,
      })
      .execute();
  }
}

export interface WebhookSenderOptions {
  smsUrl: string;
  emailUrl: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * Production: POSTs each message as JSON `{merchantId, channel, to, purpose, code, text}` to the SMS or email
 * gateway's webhook; any answer but 2xx, or none within the time-out, is a failure.
 */
export class WebhookSender implements MessageSender {
  private readonly fetch: typeof globalThis.fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: WebhookSenderOptions) {
    for (const url of [options.smsUrl, options.emailUrl]) {
      const protocol = URL.canParse(url) ? new URL(url).protocol : undefined;
      if (protocol !== 'https:' && protocol !== 'http:')
        throw new Error(`Message webhook URL must be an http(s) URL, got ${JSON.stringify(url)}`);
    }
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const url = message.channel === 'SMS' ? this.options.smsUrl : this.options.emailUrl;
    const response = await this.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      body: JSON.stringify({
        merchantId: message.merchantId,
        channel: message.channel,
        to: message.destination,
        purpose: message.purpose,
        code: message.code,
        text: message.text,
      }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The body is not needed; drain it so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`${message.channel} webhook answered HTTP ${response.status}`);
  }
}

/**
 * The sender for this server: the webhooks in production (SMS_WEBHOOK_URL and EMAIL_WEBHOOK_URL required,
 * MESSAGE_WEBHOOK_TOKEN optional; a missing URL stops the start with a clear error), else the dev outbox.
 */
export function createMessageSender({
  production,
  env,
  db,
}: {
  production: boolean;
  env: NodeJS.ProcessEnv;
  db: Db;
}): MessageSender {
  if (!production) return new OutboxSender(db);
  const missing = ['SMS_WEBHOOK_URL', 'EMAIL_WEBHOOK_URL'].filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new Error(
      `${missing.join(' and ')} must be set in production: verification codes (SMS and email) are sent by ` +
        'POSTing JSON to these webhooks.',
    );
  return new WebhookSender({
    smsUrl: env.SMS_WEBHOOK_URL?.trim() ?? '',
    emailUrl: env.EMAIL_WEBHOOK_URL?.trim() ?? '',
    token: env.MESSAGE_WEBHOOK_TOKEN?.trim() || undefined,
  });
}
