import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devOutboxQuerySchema,
  devOutboxSchema,
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
  smsSentSchema,
  verificationPaths,
} from '@msp/contracts/verification.ts';
import { AppError } from '../../shared/app-error.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { verifyChallenge } from '../challenge/service.ts';
import { findMemberByMobile } from '../identity/member-repository.ts';
import { isSwitchOn, resolveMerchant } from '../merchant/service.ts';
import { normalizeMobileNumber } from './destination.ts';
import type { MessageSender } from './senders.ts';
import { issueVerificationCode, listOutbox, recordVerificationCode } from './service.ts';

export interface VerificationPluginOptions {
  sender: MessageSender;
  production: boolean;
}

/** Per-IP limit of the tokenless SMS sends (each also needs a solved challenge and passes the send throttle). */
const smsSendRateLimit = { max: 10, timeWindow: '1 minute' } as const;

/**
 * Tokenless SMS codes (spec §3 "SMS code request", §4 "SMS send") and, outside production, `GET /dev/outbox`,
 * where the codes "sent" in development can be read.
 */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationPluginOptions> = async (
  app,
  { sender, production },
) => {
  // Deliveries the answer does not wait for; the server finishes them before it closes the database.
  const deliveries = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...deliveries]);
  });

  // Login and forgot-password codes. The answer, its timing and the throttle are the same whether or not a
  // member has the number (no enumeration): an unknown number gets a decoy row and nothing is sent, and a
  // known number's message goes out after the answer.
  app.post(
    verificationPaths.smsNoLogin,
    {
      config: { rateLimit: smsSendRateLimit },
      schema: { body: smsNoLoginRequestSchema, response: { 200: envelopeOf(smsSentSchema) } },
    },
    async (request) => {
      const { body, merchant } = request;
      if (body.type === 'login' && !(await isSwitchOn(app.db, merchant.id, 'MOBILEVERCODELOGIN3'))) {
        throw new AppError('login.sms.disabled');
      }
      const mobile = normalizeMobileNumber(body.mobileNum, body.countryDialingCode);
      await verifyChallenge(app.db, {
        merchantId: merchant.id,
        challengeId: body.challengeId,
        nonce: body.challengeNonce,
      });
      const member = await findMemberByMobile(
        app.db,
        merchant.id,
        mobile.countryDialingCode,
        mobile.nationalNumber,
      );
      const { expiredMinutes, message } = await recordVerificationCode(app.db, {
        merchantId: merchant.id,
        channel: 'SMS',
        destination: mobile.destination,
        purpose: body.type === 'login' ? 'LOGIN' : 'FORGOT',
        language: request.language,
        ip: request.ip,
        brand: merchant.name,
        decoy: member?.status !== 'ACTIVE',
      });
      if (message) {
        const delivery = sender.send(message).catch((error: unknown) => {
          request.log.error({ err: error, purpose: message.purpose }, 'verification SMS not delivered');
        });
        deliveries.add(delivery);
        void delivery.finally(() => deliveries.delete(delivery));
      }
      return ok({ expiredMinutes });
    },
  );

  // Registration codes: sent to any valid number; whether it is taken is the registration's to say.
  app.post(
    verificationPaths.smsRegister,
    {
      config: { rateLimit: smsSendRateLimit },
      schema: { body: smsRegisterRequestSchema, response: { 200: envelopeOf(smsSentSchema) } },
    },
    async (request) => {
      const { body, merchant } = request;
      const mobile = normalizeMobileNumber(body.mobileNo, body.countryDialingCode);
      await verifyChallenge(app.db, {
        merchantId: merchant.id,
        challengeId: body.challengeId,
        nonce: body.challengeNonce,
      });
      try {
        return ok(
          await issueVerificationCode(app.db, sender, {
            merchantId: merchant.id,
            channel: 'SMS',
            destination: mobile.destination,
            purpose: 'REGISTER',
            language: request.language,
            ip: request.ip,
            brand: merchant.name,
          }),
        );
      } catch (error) {
        if (error instanceof AppError && error.cause)
          request.log.error({ err: error.cause }, 'verification SMS not delivered');
        throw error;
      }
    },
  );

  if (!production) {
    // /dev is not a tenant path: the merchant is picked here, as the merchant plugin would.
    app.get(
      verificationPaths.devOutbox,
      { schema: { querystring: devOutboxQuerySchema, response: { 200: envelopeOf(devOutboxSchema) } } },
      async (request) => {
        const header = request.headers.merchant;
        const code = typeof header === 'string' && header.trim() ? header.trim() : undefined;
        const merchant = await resolveMerchant(app.db, { code, host: request.headers.host });
        if (!merchant) throw new AppError('merchant.not.found');
        const messages = await listOutbox(app.db, {
          merchantId: merchant.id,
          to: request.query.to,
          limit: request.query.limit,
        });
        return ok({ messages });
      },
    );
  }
};
