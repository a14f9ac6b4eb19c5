import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import { operatorToken } from '../../plugins/operator-session.ts';
import { confirmTotpEnrolment, loginOperator, logoutOperator, renewRecoveryCodes } from './service.ts';

export const operatorPaths = {
  login: '/ops/session/login',
  enrolTotp: '/ops/session/totp/enrol',
  logout: '/ops/session/logout',
  recoveryCodes: '/ops/session/recovery-codes',
} as const;

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'six digits');
const role = z.enum(['ADMIN', 'CASHIER']);
const signedIn = z.object({
  step: z.literal('SIGNED_IN'),
  token: z.string(),
  username: z.string(),
  role,
  /** Unused recovery codes: renew them before they run out. */
  recoveryCodesLeft: z.number().int(),
});
const loginLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** The operator API's own login: operators are staff of one merchant, never members. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    operatorPaths.login,
    {
      config: loginLimit,
      schema: {
        body: z.object({
          username: z.string().trim().min(1).max(64),
          password: z.string().min(1).max(128),
          /** The authenticator app's code; or else `recoveryCode`. */
          code: totpCode.optional(),
          recoveryCode: z.string().trim().min(1).max(32).optional(),
        }),
        response: {
          200: envelopeOf(
            z.discriminatedUnion('step', [
              signedIn,
              // A first login: scan the secret, then confirm a code at `enrolTotp`.
              z.object({
                step: z.literal('ENROL_TOTP'),
                enrolmentToken: z.string(),
                secret: z.string(),
                otpauthUri: z.string(),
              }),
            ]),
          ),
        },
      },
    },
    async (request) => ok(await loginOperator(app.db, request.merchant, request.body, originOf(request))),
  );

  app.post(
    operatorPaths.enrolTotp,
    {
      config: loginLimit,
      schema: {
        body: z.object({ enrolmentToken: z.string().trim().min(1).max(128), code: totpCode }),
        response: {
          200: envelopeOf(signedIn.extend({ recoveryCodes: z.array(z.string()) })),
        },
      },
    },
    async (request) =>
      ok(await confirmTotpEnrolment(app.db, request.merchant, request.body, originOf(request))),
  );

  app.post(
    operatorPaths.recoveryCodes,
    {
      config: loginLimit,
      schema: {
        body: z.object({ code: totpCode }),
        response: { 200: envelopeOf(z.object({ recoveryCodes: z.array(z.string()) })) },
      },
    },
    async (request) =>
      ok(
        await renewRecoveryCodes(
          app.db,
          request.merchant,
          await request.requireOperator(),
          request.body,
          originOf(request),
        ),
      ),
  );

  app.delete(
    operatorPaths.logout,
    { schema: { response: { 200: envelopeOf(z.object({ loggedOut: z.literal(true) })) } } },
    async (request) => {
      const token = operatorToken(request);
      if (token) await logoutOperator(app.db, app.bus, request.merchant.id, token);
      return ok({ loggedOut: true as const });
    },
  );
};
