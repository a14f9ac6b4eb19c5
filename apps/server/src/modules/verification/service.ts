import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import {
  verificationCodeMinutes,
  type VerificationChannel,
  type VerificationPurpose,
} from '@msp/contracts/verification.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { verificationText } from './message-text.ts';
import type { MessageSender, OutgoingMessage } from './senders.ts';

/** One send per destination per minute. */
export const resendGapMs = 60_000;
/** At most this many sends per destination within `sendCapWindowMs`. */
export const sendCap = 5;
/**
 * At most this many sends per requesting IP within the window. Higher than per destination: Bangladesh's
 * mobile carriers put many subscribers behind one address (carrier-grade NAT).
 */
export const sendCapPerIp = 30;
export const sendCapWindowMs = 15 * 60_000;
/** Wrong answers a code survives; the last one voids it. */
export const maxWrongAttempts = 3;
/** Rows older than this are deleted (the cap window is all the history the throttle needs). */
const keepCodesMs = 24 * 60 * 60_000;

/** Advisory lock namespaces (first key of pg_advisory_xact_lock(int, int)): one destination, one IP. */
const DESTINATION_LOCK = 724_311_101;
const IP_LOCK = 724_311_102;

export interface VerificationCodeRequest {
  merchantId: number;
  channel: VerificationChannel;
  /** Normalized (see destination.ts): '8801712345678' or a lower-case email. */
  destination: string;
  purpose: VerificationPurpose;
  /** Language of the message text. */
  language: Language;
  /** The requester's IP, counted by the per-IP cap. */
  ip?: string | null | undefined;
  /** The brand named in the text; the merchant's name when not given. */
  brand?: string | undefined;
}

export interface RecordedCode {
  expiredMinutes: number;
  codeId: string;
  /** What to send once the row is committed; none for a decoy. */
  message: OutgoingMessage | undefined;
}

const hashCode = (salt: string, code: string) =>
  createHash('sha256')
    .update(salt + code)
    .digest('hex');

/** SMS destinations are digits only; emails lower case. */
const canonicalDestination = (channel: VerificationChannel, destination: string) =>
  channel === 'SMS' ? destination.replace(/\D/g, '') : destination.trim().toLowerCase();

/** Six random digits, leading zeros kept. */
export const randomVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Writes a new code (voiding the previous live one of the same destination and purpose) after the throttle:
 * one send per destination per minute (`verification.too.frequent`), at most five per destination and per IP
 * in 15 minutes (`verification.too.many`). Requests for one destination (and one IP) take turns on an
 * advisory lock, so concurrent requests cannot all slip under the limits.
 *
 * A `decoy` is counted by the throttle like a real send but can never be used and sends nothing: calls that
 * must not reveal whether a number belongs to a member answer, and are throttled, exactly alike.
 */
export async function recordVerificationCode(
  db: Db,
  request: VerificationCodeRequest & { decoy?: boolean },
): Promise<RecordedCode> {
  const { merchantId, channel, purpose, ip } = request;
  const destination = canonicalDestination(channel, request.destination);
  if (!destination)
    throw new AppError(channel === 'SMS' ? 'verification.mobile.invalid' : 'verification.email.invalid');
  const now = new Date();
  const code = randomVerificationCode();
  const salt = randomBytes(16).toString('hex');
  const brand = request.brand ?? (await merchantBrand(db, merchantId));

  const codeId = await db.transaction().execute(async (trx) => {
    const destinationKey = `${merchantId}:${channel}:${destination}`;
    await sql`SELECT pg_advisory_xact_lock(${DESTINATION_LOCK}, hashtext(${destinationKey}))`.execute(trx);
    if (ip)
      await sql`SELECT pg_advisory_xact_lock(${IP_LOCK}, hashtext(${`${merchantId}:${ip}`}))`.execute(trx);

    const windowStart = new Date(now.getTime() - sendCapWindowMs);
    const recent = await trx
      .selectFrom('verification_codes')
      .select((eb) => [eb.fn.countAll<string>().as('sends'), eb.fn.max('created_at').as('latest')])
      .where('merchant_id', '=', merchantId)
      .where('channel', '=', channel)
      .where('destination', '=', destination)
      .where('created_at', '>', windowStart)
      .executeTakeFirstOrThrow();
    if (Number(recent.sends) >= sendCap) throw new AppError('verification.too.many');
    if (recent.latest && now.getTime() - new Date(recent.latest).getTime() < resendGapMs)
      throw new AppError('verification.too.frequent');
    if (ip) {
      const fromIp = await trx
        .selectFrom('verification_codes')
        .select((eb) => eb.fn.countAll<string>().as('sends'))
        .where('merchant_id', '=', merchantId)
        .where('ip', '=', ip)
        .where('created_at', '>', windowStart)
        .executeTakeFirstOrThrow();
      if (Number(fromIp.sends) >= sendCapPerIp) throw new AppError('verification.too.many');
    }

    if (!request.decoy) {
      await trx
        .updateTable('verification_codes')
        .set({ voided_at: now })
        .where('merchant_id', '=', merchantId)
        .where('channel', '=', channel)
        .where('destination', '=', destination)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .execute();
    }
    const row = await trx
      .insertInto('verification_codes')
      .values({
        merchant_id: merchantId,
        channel,
        destination,
        purpose,
        // A decoy's hash is of a code nobody was told, and the row is born void.
        code_hash: hashCode(salt, code),
        salt,
        ip: ip ?? null,
        expires_at: new Date(now.getTime() + verificationCodeMinutes * 60_000),
        consumed_at: null,
        voided_at: request.decoy ? now : null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  });
  await purgeOldCodes(db, now);

  const message: OutgoingMessage | undefined = request.decoy
    ? undefined
    : {
        merchantId,
        channel,
        destination,
        purpose,
        code,
        text: verificationText({ brand, code, minutes: verificationCodeMinutes, language: request.language }),
      };
  return { expiredMinutes: verificationCodeMinutes, codeId, message };
}

/**
 * Issues a 6-digit code that lives 5 minutes and sends it, after the row is committed (never a network call
 * inside a transaction). When the sender fails, the code is voided and the caller gets `system.unavailable`.
 */
export async function issueVerificationCode(
  db: Db,
  sender: MessageSender,
  request: VerificationCodeRequest,
): Promise<{ expiredMinutes: number }> {
  const { expiredMinutes, codeId, message } = await recordVerificationCode(db, request);
  if (message) {
    try {
      await sender.send(message);
    } catch (error) {
      await voidVerificationCode(db, codeId);
      throw Object.assign(new AppError('system.unavailable'), { cause: error });
    }
  }
  return { expiredMinutes };
}

/** Voids a code that could not be delivered. */
export async function voidVerificationCode(db: Db, codeId: string) {
  await db
    .updateTable('verification_codes')
    .set({ voided_at: new Date() })
    .where('id', '=', codeId)
    .where('voided_at', 'is', null)
    .execute();
}

/**
 * Uses the live code of exactly this destination and purpose, once. The row is locked (SELECT … FOR UPDATE)
 * for the check, so of two concurrent uses of one code exactly one succeeds. No live code, a wrong code or a
 * used/voided one: `verification.code.invalid`; past its five minutes: `verification.code.expired`. Each wrong
 * code counts; the third voids the code, after which even the right one fails.
 */
export async function consumeVerificationCode(
  db: Db,
  {
    merchantId,
    channel,
    destination,
    purpose,
    code,
  }: {
    merchantId: number;
    channel: VerificationChannel;
    destination: string;
    purpose: VerificationPurpose;
    code: string | undefined | null;
  },
): Promise<void> {
  const given = code?.trim() ?? '';
  const target = canonicalDestination(channel, destination);
  if (!given || !target) throw new AppError('verification.code.invalid');
  const outcome = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const live = await trx
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'salt', 'expires_at', 'attempts'])
      .where('merchant_id', '=', merchantId)
      .where('channel', '=', channel)
      .where('destination', '=', target)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!live) return 'verification.code.invalid' as const;
    if (live.expires_at.getTime() <= now.getTime()) return 'verification.code.expired' as const;
    const matches = timingSafeEqual(
      Buffer.from(live.code_hash, 'hex'),
      Buffer.from(hashCode(live.salt, given), 'hex'),
    );
    if (matches) {
      await trx
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('id', '=', live.id)
        .execute();
      return 'ok' as const;
    }
    const attempts = live.attempts + 1;
    await trx
      .updateTable('verification_codes')
      .set({ attempts, ...(attempts >= maxWrongAttempts ? { voided_at: now } : {}) })
      .where('id', '=', live.id)
      .execute();
    return 'verification.code.invalid' as const;
  });
  if (outcome !== 'ok') throw new AppError(outcome);
}

/** The dev outbox of a merchant, newest first. */
export async function listOutbox(
  db: Db,
  { merchantId, to, limit }: { merchantId: number; to?: string | undefined; limit: number },
) {
  let query = db
    .selectFrom('message_outbox')
    .select(['channel', 'destination', 'purpose', 'code', 'text', 'created_at'])
    .where('merchant_id', '=', merchantId);
  const destination = to?.trim();
  if (destination)
    query = query.where(
      'destination',
      '=',
      destination.includes('@') ? destination.toLowerCase() : destination.replace(/\D/g, ''),
    );
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    channel: row.channel,
    to: row.destination,
    purpose: row.purpose,
    code: row.code,
    text: row.text,
    time: row.created_at.toISOString(),
  }));
}

/** The merchant's name, for callers that did not pass the brand. */
async function merchantBrand(db: Db, merchantId: number): Promise<string> {
  const merchant = await db
    .selectFrom('merchants')
    .select('name')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return merchant?.name ?? '';
}

/** Deletes a batch of day-old codes; rows another request is deleting are skipped, never waited on. */
async function purgeOldCodes(db: Db, now: Date) {
  await db
    .deleteFrom('verification_codes')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('verification_codes')
        .select('id')
        .where('created_at', '<', new Date(now.getTime() - keepCodesMs))
        .limit(100)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}
