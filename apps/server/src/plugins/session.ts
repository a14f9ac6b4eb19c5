import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isTrialType } from '@msp/contracts/enums.ts';
import {
  createSessionCache,
  findActiveSession,
  type ActiveSession,
} from '../modules/identity/session-service.ts';
import { AppError } from '../shared/app-error.ts';

export interface SessionRequirement {
  /** The one restriction this call may run under (the call that lifts it). */
  allowRestriction?: 'PASSWORD_CHANGE' | 'NEW_IP';
  /** Trial (free-play) sessions may not use wallet, account-centre and real-money calls. */
  allowTrial?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, or undefined for a visitor (resolved once per request). */
    getSession(): Promise<ActiveSession | undefined>;
    /**
     * The caller's session: a visitor gets 401 `login.not.session`; a session that must first change its
     * password or verify a new IP gets 403 until it has; a trial session gets 403 where trials may not go.
     */
    requireSession(requirement?: SessionRequirement): Promise<ActiveSession>;
  }
}

const perRequest = new WeakMap<FastifyRequest, Promise<ActiveSession | undefined>>();

export const sessionPlugin = fp(async (app) => {
  const sessions = createSessionCache(app.bus);
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let pending = perRequest.get(this);
    if (!pending) {
      const token = this.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
      pending =
        token && this.merchant
          ? findActiveSession(app.db, sessions, {
              merchantId: this.merchant.id,
              token,
              idleMinutes: this.merchant.session_idle_minutes,
            })
          : Promise.resolve(undefined);
      perRequest.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest(
    'requireSession',
    async function (this: FastifyRequest, requirement: SessionRequirement = {}) {
      const session = await this.getSession();
      if (!session) throw new AppError('login.not.session');
      if (session.restriction && session.restriction !== requirement.allowRestriction) {
        throw new AppError(
          session.restriction === 'PASSWORD_CHANGE'
            ? 'password.change.required'
            : 'login.new.ip.verification',
        );
      }
      if (requirement.allowTrial === false && isTrialType(session.memberType))
        throw new AppError('login.trial.forbidden');
      return session;
    },
  );
});
