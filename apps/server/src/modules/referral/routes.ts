import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  referralClaimSchema,
  referralOverviewSchema,
  referralPaths,
  referralQuerySchema,
} from '@msp/contracts/referral.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import { claimReferralRewards } from './claim.ts';
import { referralOverview } from './queries.ts';

/**
 * The referral page's calls: a real member's session (visitors 401, trial players `login.trial.forbidden`); a
 * member sees and claims for its own friends only. The link is built on the site the member asked from (as the
 * agents' invitation links are), so a merchant's every domain hands out links to itself.
 */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    referralPaths.overview,
    { schema: { querystring: referralQuerySchema, response: { 200: envelopeOf(referralOverviewSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await referralOverview(app.db, request.merchant, session.memberId, request.query, {
          siteOrigin: `${request.protocol}://${request.host}`,
          language: request.language,
          origin: originOf(request),
        }),
      );
    },
  );

  app.post(
    referralPaths.claim,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: envelopeOf(referralClaimSchema) } },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await claimReferralRewards(app.db, request.merchant, session.memberId, originOf(request)));
    },
  );
};
