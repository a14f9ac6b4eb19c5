import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createOperatorSessionCache,
  findOperatorSession,
  type OperatorSession,
} from '../modules/operators/service.ts';
import { AppError } from '../shared/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The operator calling the operator API (`/ops/...`), within the request's merchant: 401 without a
     * session, 403 when the call needs a role the operator lacks.
     */
    requireOperator(role?: 'ADMIN'): Promise<OperatorSession>;
  }
}

export const operatorToken = (request: FastifyRequest) =>
  request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();

export const operatorSessionPlugin = fp(async (app) => {
  const sessions = createOperatorSessionCache(app.bus);
  app.decorateRequest('requireOperator', async function (this: FastifyRequest, role?: 'ADMIN') {
    const token = operatorToken(this);
    const session = token ? await findOperatorSession(app.db, sessions, this.merchant.id, token) : undefined;
    if (!session) throw new AppError('operator.not.session');
    if (role && session.role !== role) throw new AppError('operator.forbidden');
    return session;
  });
});
