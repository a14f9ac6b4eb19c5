import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.ts';

/**
 * A visitor's chat identity: `g1.<guest id>.<signature>`, where the guest id is 128 random bits and the signature
 * an HMAC-SHA256 of `<merchant id>.<guest id>` under the merchant's own secret (support_settings, made on first
 * use). Nobody can make a token for a guest id they were not given, and a token of one merchant means nothing
 * at another. The browser keeps it (localStorage); it is checked without a database read once the secret is in
 * memory.
 */

const PREFIX = 'g1';
const guestIdPattern = /^[A-Za-z0-9_-]{22}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

/** Secrets never change once made: kept per database handle (tests run many databases whose ids repeat). */
const secrets = new WeakMap<Db, Map<number, Buffer>>();

async function merchantSecret(db: Db, merchantId: number): Promise<Buffer> {
  let known = secrets.get(db);
  if (!known) secrets.set(db, (known = new Map()));
  const cached = known.get(merchantId);
  if (cached) return cached;
  // Two processes may make one at once: the first insert wins and both read it back.
  await db
    .insertInto('support_settings')
    .values({ merchant_id: merchantId, guest_secret: randomBytes(32) })
    .onConflict((conflict) => conflict.column('merchant_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('support_settings')
    .select('guest_secret')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const secret = Buffer.from(row.guest_secret);
  known.set(merchantId, secret);
  return secret;
}

const sign = (secret: Buffer, merchantId: number, guestId: string) =>
  createHmac('sha256', secret).update(`${merchantId}.${guestId}`).digest();

/** A new visitor's token. */
export async function issueGuestToken(db: Db, merchantId: number): Promise<string> {
  const guestId = randomBytes(16).toString('base64url');
  const signature = sign(await merchantSecret(db, merchantId), merchantId, guestId).toString('base64url');
  return `${PREFIX}.${guestId}.${signature}`;
}

/** The guest id a token of this merchant names, or undefined for anything else. */
export async function verifyGuestToken(
  db: Db,
  merchantId: number,
  token: string,
): Promise<string | undefined> {
  const [prefix, guestId, signature, ...rest] = token.split('.');
  if (prefix !== PREFIX || rest.length > 0 || !guestId || !signature) return undefined;
  if (!guestIdPattern.test(guestId) || !signaturePattern.test(signature)) return undefined;
  const expected = sign(await merchantSecret(db, merchantId), merchantId, guestId);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? guestId : undefined;
}

/** How operators see a visitor: "Guest" and the first letters of its id. */
export const guestLabel = (guestId: string) => `Guest ${guestId.slice(0, 6).toUpperCase()}`;
