import { createHash, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/database.ts';

/**
 * The operator's second factor: an authenticator app's 6-digit code (RFC 6238, 30-second steps) or, when
 * the phone is lost, one of ten one-time recovery codes.
 */
export const TOTP_STEP_SECONDS = 30;
/** A code of the step before or after the current one is accepted too: phone clocks drift. */
const TOTP_TOLERANCE_SECONDS = TOTP_STEP_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
/** How long a first login has to scan the secret and confirm it with a code. */
export const ENROLMENT_MINUTES = 10;

export const newTotpSecret = () => generateSecret();

export const totpUri = (issuer: string, label: string, secret: string) =>
  generateURI({ issuer, label, secret });

/**
 * The time step a code belongs to when it is right for the secret, is not of a step already used (a code works
 * once), and falls within the tolerance; otherwise undefined.
 */
export async function totpStepOf(secret: string, code: string, lastStep: bigint | null) {
  if (!/^\d{6}$/.test(code)) return undefined;
  const epoch = Math.floor(Date.now() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: Number(lastStep) }),
  }).catch(() => undefined);
  return result?.valid ? BigInt(Math.floor(epoch / TOTP_STEP_SECONDS) + result.delta) : undefined;
}

/**
 * Records the step as used unless a concurrent login took it (or a later one) first: true when this call won,
 * so one code signs in once even when it is sent twice at the same moment.
 */
export async function claimTotpStep(db: Db, operatorId: number, step: bigint) {
  const claimed = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', operatorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Readable codes: `xxxx-xxxx-xx` of lower-case letters and digits without look-alikes (50 bits each). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function newRecoveryCode() {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** Replaces the operator's recovery codes with ten new ones; the plain codes are shown once, never stored. */
export async function issueRecoveryCodes(db: Db, operatorId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
  await db
    .insertInto('operator_recovery_codes')
    .values(codes.map((code) => ({ operator_id: operatorId, code_hash: hashRecoveryCode(code) })))
    .execute();
  return codes;
}

/** Uses up a recovery code: true when it was the operator's and unused (once only, even when sent twice). */
export async function useRecoveryCode(db: Db, operatorId: number, code: string) {
  const used = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: new Date() })
    .where('operator_id', '=', operatorId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}

export async function recoveryCodesLeft(db: Db, operatorId: number) {
  const row = await db
    .selectFrom('operator_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

export const newEnrolmentToken = () => randomBytes(32).toString('base64url');
