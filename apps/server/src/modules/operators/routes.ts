import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { operatorToken } from '../../plugins/operator-session.ts';
import { loginOperator, logoutOperator } from './service.ts';

export const operatorPaths = {
  login: '/ops/session/login',
  logout: '/ops/session/logout',
} as const;

/** The operator API's own login: operators are staff of one merchant, never members. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    operatorPaths.login,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        body: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
        response: {
          200: envelopeOf(
            z.object({ token: z.string(), username: z.string(), role: z.enum(['ADMIN', 'CASHIER']) }),
          ),
        },
      },
    },
    async (request) =>
      ok(
        await loginOperator(app.db, request.merchant, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
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
