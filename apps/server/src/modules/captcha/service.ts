import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Captcha } from '@msp/contracts/verification.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';

export const captchaLifetimeMs = 2 * 60_000;
/** Used and expired captchas are deleted this long after they expire. */
const keepExpiredMs = 60 * 60_000;
/**
 * Upper-case letters and digits without look-alikes (0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V); answers are
 * compared case-insensitively, so lower-case look-alikes never matter.
 */
export const captchaAlphabet = 'ACDEFHJKMNPRTWXY34679';

type DrawOptions = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
/**
 * svg-captcha's main export draws a given text (its README's `svgCaptcha(text, options)`); its typings only
 * declare `create`, which picks the text with Math.random. We pick the text with crypto.randomInt instead.
 */
const drawCaptcha = svgCaptcha as unknown as (text: string, options: DrawOptions) => string;

const answerHash = (captchaId: string, answer: string) =>
  createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest('hex');

/** A random 4–5 character answer from `captchaAlphabet`. */
export function randomCaptchaText(): string {
  const length = randomInt(4, 6);
  let text = '';
  for (let index = 0; index < length; index += 1) text += captchaAlphabet[randomInt(captchaAlphabet.length)];
  return text;
}

/** Draws a new captcha; only the hash of its answer is kept, for two minutes. */
export async function createCaptcha(
  db: Db,
  { merchantId, now = new Date() }: { merchantId: number; now?: Date },
): Promise<Captcha & { answer: string }> {
  const captchaId = randomBytes(18).toString('base64url');
  const answer = randomCaptchaText();
  // Dark glyphs and grey noise lines on a light card of our own, readable on the site's dark and light themes.
  const svg = drawCaptcha(answer, { width: 150, height: 50, fontSize: 50, noise: 3, color: false }).replace(
    /^<svg[^>]*>/,
    (open) => `${open}<rect width="100%" height="100%" fill="#f2f3f5"/>`,
  );
  await db
    .insertInto('captchas')
    .values({
      id: captchaId,
      merchant_id: merchantId,
      answer_hash: answerHash(captchaId, answer),
      expires_at: new Date(now.getTime() + captchaLifetimeMs),
      used_at: null,
    })
    .execute();
  await purgeExpiredCaptchas(db, now);
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    answer,
  };
}

/**
 * Checks a captcha answer, case-insensitively. One answer per captcha: the first attempt takes the captcha
 * (one atomic UPDATE, so two concurrent attempts cannot both pass), right or wrong. No id or answer:
 * `captcha.required`; unknown, foreign, expired, used or wrong: `captcha.invalid`.
 */
export async function verifyCaptcha(
  db: Db,
  {
    merchantId,
    captchaId,
    answer,
  }: { merchantId: number; captchaId: string | undefined | null; answer: string | undefined | null },
): Promise<void> {
  if (!captchaId?.trim() || !answer?.trim()) throw new AppError('captcha.required');
  const now = new Date();
  const taken = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', captchaId.trim())
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (!taken || taken.expires_at.getTime() <= now.getTime()) throw new AppError('captcha.invalid');
  const expected = Buffer.from(taken.answer_hash, 'hex');
  const given = Buffer.from(answerHash(captchaId.trim(), answer), 'hex');
  if (!timingSafeEqual(expected, given)) throw new AppError('captcha.invalid');
}

/** Deletes a batch of long-expired captchas; rows another request is deleting are skipped, never waited on. */
async function purgeExpiredCaptchas(db: Db, now: Date) {
  await db
    .deleteFrom('captchas')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('captchas')
        .select('id')
        .where('expires_at', '<', new Date(now.getTime() - keepExpiredMs))
        .limit(100)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}
