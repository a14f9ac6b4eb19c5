import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { challengeSchema, verificationPaths } from '@msp/contracts/verification.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { createChallenge, defaultChallengeDifficulty } from './service.ts';

export interface ChallengePluginOptions {
  /** Leading zero bits a solution needs; 16 unless told. */
  difficulty?: number;
}

/** `GET /wps/challenge`: a proof-of-work challenge for the next tokenless call that costs us something. */
export const challengeRoutes: FastifyPluginAsyncZod<ChallengePluginOptions> = async (app, options) => {
  const difficulty = options.difficulty ?? defaultChallengeDifficulty;
  app.get(
    verificationPaths.challenge,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: envelopeOf(challengeSchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await createChallenge(app.db, { merchantId: request.merchant.id, difficulty }));
    },
  );
};
