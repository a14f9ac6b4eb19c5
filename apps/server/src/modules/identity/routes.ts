import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionPaths } from '@msp/contracts/api-paths.ts';
import { loginRequestSchema, loginResultSchema, memberInfoSchema } from '@msp/contracts/session.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { loginWithPassword } from './login-service.ts';
import { getMemberInfo } from './member-service.ts';
import { endSession } from './session-service.ts';

/** Per-IP limit of calls that check a secret. */
export const secretCheckRateLimit = { max: 20, timeWindow: '1 minute' } as const;

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    sessionPaths.login,
    {
      config: { rateLimit: secretCheckRateLimit },
      schema: { body: loginRequestSchema, response: { 200: envelopeOf(loginResultSchema) } },
    },
    async (request) => ok(await loginWithPassword(app.db, request.merchant, request.body, request.ip)),
  );

  app.delete(
    sessionPaths.logout,
    { schema: { response: { 200: envelopeOf(z.object({ loggedOut: z.literal(true) })) } } },
    async (request) => {
      const session = await request.requireSession();
      await endSession(app.db, session.sessionId);
      return ok({ loggedOut: true as const });
    },
  );

  app.get(
    sessionPaths.memberInfo,
    { schema: { response: { 200: envelopeOf(memberInfoSchema) } } },
    async (request) => ok(await getMemberInfo(app.db, await request.requireSession())),
  );
};
