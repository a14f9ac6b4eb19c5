import fp from 'fastify-plugin';
import type { Db, DatabaseHandle } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseHandle['kind'];
  }
}

/** Hands the opened database to every route and closes it when the server closes. */
export const dbPlugin = fp<{ handle: DatabaseHandle }>(async (app, { handle }) => {
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.addHook('onClose', async () => handle.close());
});
