import type { FastifyContextConfig } from 'fastify';
import fp from 'fastify-plugin';
import { encryptionHeader } from '@msp/contracts/hybrid-crypto.ts';
import { unsecurePath } from '@msp/contracts/api-paths.ts';
import { decryptBody, merchantKey } from '../modules/encryption/service.ts';
import { AppError } from '../shared/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body arrives hybrid-encrypted; it is opened before schema validation. */
    encrypted?: boolean;
    /** The plain twin of an encrypted call, answered only where the merchant allows it. */
    unsecureTwin?: boolean;
  }
}

/** The two paths of an encrypted call: itself (encrypted body) and its `/unsecure` twin (plain JSON). */
export function encryptedTwins(path: string): Array<{ url: string; config: FastifyContextConfig }> {
  return [
    { url: path, config: { encrypted: true } },
    { url: unsecurePath(path), config: { unsecureTwin: true } },
  ];
}

export const encryptedBodyPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config.encrypted) {
      const key = await merchantKey(app.db, request.merchant.id);
      request.body = decryptBody(key, request.headers[encryptionHeader], request.body);
    } else if (config.unsecureTwin && !request.merchant.unsecure_login) {
      throw new AppError('request.not.found');
    }
  });
});
