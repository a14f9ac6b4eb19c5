import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaSchema, verificationPaths } from '@msp/contracts/verification.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { createCaptcha } from './service.ts';

/** `GET /wps/captcha`: a new image captcha; the answer is checked once by `verifyCaptcha`. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    verificationPaths.captcha,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: envelopeOf(captchaSchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { captchaId, image } = await createCaptcha(app.db, { merchantId: request.merchant.id });
      return ok({ captchaId, image });
    },
  );
};
