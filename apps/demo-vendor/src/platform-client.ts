/**
 * Signed calls to the platform (docs/vendor-protocol.md): the seamless wallet and the transfer-wallet round
 * reports. Every answer is classified as ok, a definite refusal, or unreachable (network error, time-out,
 * 5xx, or an answer that is not the envelope): only the last is worth retrying.
 */
import { signVendorRequest } from '@msp/contracts/vendor-signing.ts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Language } from './messages.ts';

export interface PlatformContext {
  vendor: string;
  merchant: string;
  language: Language;
}

export type PlatformAnswer<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; status: number; errorCode: string; message: string }
  | { kind: 'unreachable'; reason: string };

const money = z.number().int().safe();

export const authenticateAnswer = z.object({
  playerId: z.string().min(1),
  nickname: z.string(),
  currency: z.string().min(1),
  balance: money,
  language: z.string().optional(),
  gameCode: z.string().min(1),
  gameName: z.string(),
  gameType: z.string().min(1),
  sessionId: z.string().min(1),
  demo: z.boolean(),
});
export type AuthenticateAnswer = z.infer<typeof authenticateAnswer>;

const balanceAnswer = z.object({ balance: money, currency: z.string() });
const moneyAnswer = z.object({
  transactionId: z.string(),
  balance: money,
  currency: z.string(),
  duplicate: z.boolean().optional(),
});
export type MoneyAnswer = z.infer<typeof moneyAnswer>;
const anyAnswer = z.unknown();

const envelope = z.union([
  z.object({ success: z.literal(true), value: z.unknown() }),
  z.object({ success: z.literal(false), errorCode: z.string(), message: z.string().optional() }),
]);

export interface BetRequest {
  playerId: string;
  sessionId: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: number;
}
export interface SettleRequest {
  playerId: string;
  transactionId: string;
  roundId: string;
  amount: number;
}
export interface RollbackRequest {
  playerId: string;
  transactionId: string;
  betTransactionId: string;
}
export interface RoundReport {
  playerId: string;
  roundId: string;
  gameCode: string;
  stake: number;
  win: number;
  startedAt: string;
  settledAt: string;
}

export interface PlatformClientOptions {
  baseUrl: string;
  secret: string;
  /** Per call; the protocol's bet time-out is 3 s. */
  timeoutMs?: number;
  /** First back-off between retries; it doubles each time. */
  retryBaseMs?: number;
  /** Attempts for settle and rollback. */
  attempts?: number;
  /** Attempts and first back-off of the fire-and-forget round reports. */
  reportAttempts?: number;
  reportRetryBaseMs?: number;
  log?: FastifyBaseLogger;
}

const seamless = '/vendor-api/v1/seamless';

export class PlatformClient {
  private readonly base: URL;
  private readonly timeoutMs: number;
  private readonly retryBaseMs: number;
  private readonly attempts: number;
  private readonly reportAttempts: number;
  private readonly reportRetryBaseMs: number;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly reports = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: PlatformClientOptions) {
    this.base = new URL(options.baseUrl);
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.retryBaseMs = options.retryBaseMs ?? 250;
    this.attempts = options.attempts ?? 5;
    this.reportAttempts = options.reportAttempts ?? 8;
    this.reportRetryBaseMs = options.reportRetryBaseMs ?? 1000;
  }

  authenticate(context: PlatformContext, token: string) {
    return this.post(context, `${seamless}/authenticate`, { token }, authenticateAnswer);
  }

  balance(context: PlatformContext, playerId: string) {
    return this.post(context, `${seamless}/balance`, { playerId }, balanceAnswer);
  }

  /** Not retried: an unanswered bet is cancelled with `rollback` instead. */
  bet(context: PlatformContext, body: BetRequest) {
    return this.post(context, `${seamless}/bet`, body, moneyAnswer);
  }

  /** Retried with the same transaction id (the platform is idempotent). */
  settle(context: PlatformContext, body: SettleRequest) {
    return this.withRetries(() => this.post(context, `${seamless}/settle`, body, moneyAnswer), this.attempts);
  }

  rollback(context: PlatformContext, body: RollbackRequest) {
    return this.withRetries(
      () => this.post(context, `${seamless}/rollback`, body, moneyAnswer),
      this.attempts,
    );
  }

  /** Fire and forget: retried in the background, never awaited by a player's round. */
  reportRound(context: PlatformContext, report: RoundReport): void {
    const task = this.withRetries(
      () => this.post(context, '/vendor-api/v1/transfer/rounds', report, anyAnswer),
      this.reportAttempts,
      this.reportRetryBaseMs,
    ).then((answer) => {
      if (answer.kind !== 'ok') {
        this.options.log?.warn({ answer, roundId: report.roundId }, 'round report not accepted');
      }
    });
    this.reports.add(task);
    void task.finally(() => this.reports.delete(task));
  }

  /** Waits for the round reports in flight (tests). */
  async settled(): Promise<void> {
    while (this.reports.size > 0) await Promise.all([...this.reports]);
  }

  /** Stops the back-off timers; reports still waiting to be retried are given up. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async withRetries<T>(
    call: () => Promise<PlatformAnswer<T>>,
    attempts: number,
    baseMs = this.retryBaseMs,
  ): Promise<PlatformAnswer<T>> {
    let answer = await call();
    for (let attempt = 1; attempt < attempts && answer.kind === 'unreachable' && !this.closed; attempt++) {
      this.options.log?.warn({ reason: answer.reason, attempt }, 'platform unreachable, retrying');
      await this.sleep(baseMs * 2 ** (attempt - 1));
      if (this.closed) break;
      answer = await call();
    }
    return answer;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
      if (this.closed) {
        clearTimeout(timer);
        resolve();
      }
    });
  }

  private async post<S extends z.ZodType>(
    context: PlatformContext,
    path: string,
    body: object,
    schema: S,
  ): Promise<PlatformAnswer<z.infer<S>>> {
    const url = new URL(this.base);
    url.pathname = `${this.base.pathname.replace(/\/+$/, '')}${path}`;
    url.search = '';
    const raw = JSON.stringify(body);
    const headers = {
      ...signVendorRequest(this.options.secret, {
        vendor: context.vendor,
        merchant: context.merchant,
        method: 'POST',
        path: url.pathname,
        body: raw,
      }),
      'content-type': 'application/json',
      language: context.language,
    };
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: raw,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      return {
        kind: 'unreachable',
        reason: name === 'TimeoutError' ? 'timeout' : `network: ${String(error)}`,
      };
    }
    if (response.status >= 500) return { kind: 'unreachable', reason: `HTTP ${response.status}` };
    let parsed: z.infer<typeof envelope>;
    try {
      parsed = envelope.parse(JSON.parse(text));
    } catch {
      return { kind: 'unreachable', reason: `HTTP ${response.status}: not an envelope` };
    }
    if (!parsed.success) {
      return {
        kind: 'refused',
        status: response.status,
        errorCode: parsed.errorCode,
        message: parsed.message ?? '',
      };
    }
    const value = schema.safeParse(parsed.value);
    if (!value.success) {
      this.options.log?.error(
        { path, issues: value.error.issues },
        'platform answer does not match the protocol',
      );
      return { kind: 'unreachable', reason: 'malformed answer' };
    }
    return { kind: 'ok', value: value.data };
  }
}
