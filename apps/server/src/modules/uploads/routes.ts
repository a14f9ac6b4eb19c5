import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadPaths } from '@msp/contracts/deposits.ts';
import { AppError } from '../../shared/app-error.ts';
import { readImage, type UploadReader } from './service.ts';

/**
 * `GET /wps/uploads/:id`: an uploaded image, to the member who sent it (member session) or to an operator of the
 * same merchant (operator token). Anyone else gets the same 404 as for an id that does not exist.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    uploadPaths.image,
    { schema: { params: z.object({ id: z.string().regex(/^[\w-]{8,64}$/) }) } },
    async (request, reply) => {
      const reader = await uploadReader(request);
      const image = reader ? await readImage(app.db, request.params.id, reader) : undefined;
      if (!image) throw new AppError('request.not.found');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );
};

/** The member behind a session first, else an operator of this merchant, else nobody. */
async function uploadReader(request: FastifyRequest): Promise<UploadReader | undefined> {
  const merchantId = request.merchant.id;
  const session = await request.getSession();
  if (session && !session.restriction) return { merchantId, memberId: session.memberId };
  try {
    const operator = await request.requireOperator();
    return { merchantId: operator.merchantId, operatorId: operator.operatorId };
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
