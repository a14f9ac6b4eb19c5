import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findActiveSession, type ActiveSession } from '../modules/identity/session-service.ts';
import { AppError } from '../shared/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, or undefined for a visitor (resolved once per request). */
    getSession(): Promise<ActiveSession | undefined>;
    /** The caller's session; a visitor gets HTTP 401 `login.not.session`. */
    requireSession(): Promise<ActiveSession>;
  }
}

const sessionCache = new WeakMap<FastifyRequest, Promise<ActiveSession | undefined>>();

export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let pending = sessionCache.get(this);
    if (!pending) {
      const token = this.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
      pending =
        token && this.merchant
          ? findActiveSession(app.db, {
              merchantId: this.merchant.id,
              token,
              idleMinutes: this.merchant.session_idle_minutes,
            })
          : Promise.resolve(undefined);
      sessionCache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireSession', async function (this: FastifyRequest) {
    const session = await this.getSession();
    if (!session) throw new AppError('login.not.session');
    return session;
  });
});
