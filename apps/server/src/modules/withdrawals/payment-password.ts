import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.ts';
import { verifyPassword } from '../identity/password.ts';

/**
 * Checks the member's payment password (the 6-digit one every money-out call needs): none set yet is
 * `member.password.payment.missing`, a wrong one `withdraw.payment.password.incorrect`.
 */
export async function checkPaymentPassword(
  member: { payment_password_hash: string | null },
  password: string,
): Promise<void> {
  if (!member.payment_password_hash) throw new AppError('member.password.payment.missing');
  if (!(await verifyPassword(member.payment_password_hash, password)))
    throw new AppError('withdraw.payment.password.incorrect', {}, 'paymentPassword');
}

/**
 * Rate limit of the calls that check a payment password: per session (a 6-digit secret must not be guessable
 * from many addresses at once), counted under a hash of the token, never the token itself.
 */
export const paymentPasswordRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const token = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
    return token ? `pp:${createHash('sha256').update(token).digest('hex')}` : `pp-ip:${request.ip}`;
  },
} as const;
