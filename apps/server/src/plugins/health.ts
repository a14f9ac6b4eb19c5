import { sql } from 'kysely';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on `/readyz` answers 503, so a load balancer sends no new requests here (graceful shutdown). */
    startDraining(): void;
  }
}

/**
 * Liveness and readiness for a load balancer or an orchestrator (docs/deploy.md):
 * - `GET /healthz`: 200 while the process serves requests at all (restart it when this fails);
 * - `GET /readyz`: 200 when it should get traffic: the database answers and it is not shutting down; else 503.
 * Outside every merchant: no tenant, no session, no body beyond the status word.
 */
export const healthPlugin = fp(async (app) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.status(503).send({ status: 'draining' });
    try {
      await sql`SELECT 1`.execute(app.db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unavailable');
      return reply.status(503).send({ status: 'database unavailable' });
    }
    return { status: 'ready' };
  });
});
