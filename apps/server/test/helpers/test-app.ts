import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { solveProofOfWork } from '@msp/contracts/proof-of-work.ts';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { retimeDemoMatches, seedDemoMerchant } from '../../src/modules/demo/seed.ts';

/** Enough to exercise the proof-of-work path without slowing every login of the suite. */
export const TEST_CHALLENGE_DIFFICULTY = 4;

export const WEB_APP_MARKER = '<!-- test web app -->';

/**
 * A server on its own database: PostgreSQL in a fresh schema when DATABASE_URL is set (so runs never collide),
 * else an in-memory PGlite. Migrated and seeded with the demo merchant, exactly as at a real start.
 */
export async function createTestDatabase({ poolSize = 5 }: { poolSize?: number } = {}): Promise<
  DatabaseHandle & { schema: string | undefined; dispose(): Promise<void> }
> {
  const url = process.env.DATABASE_URL || undefined;
  const schema = url
    ? `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    : undefined;
  const handle = await openDatabase({ url, schema, poolSize });
  await migrate(handle.db);
  await seedDemoMerchant(handle.db);
  await retimeDemoMatches(handle.db);
  return {
    ...handle,
    schema,
    async dispose() {
      if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(handle.db);
      await handle.close();
    },
  };
}

/** Builds a server on a database someone else closes, with a stand-in web app in `webDist`. */
async function buildTestServer(
  database: DatabaseHandle,
  webDist: string,
  {
    production = false,
    redisUrl,
    cacheNamespace,
  }: { production?: boolean; redisUrl?: string; cacheNamespace?: string },
) {
  const app = await buildApp({
    // The database is closed by its owner, after the schema is dropped; the app must not close it first.
    database: { ...database, close: async () => {} },
    config: {
      production,
      redisUrl,
      cacheNamespace,
      webDist,
      logLevel: 'silent',
      challengeDifficulty: TEST_CHALLENGE_DIFFICULTY,
    },
    logger: false,
  });
  await app.ready();
  return app;
}

async function standInWebApp() {
  const webDist = await mkdtemp(join(tmpdir(), 'msp-web-'));
  await writeFile(join(webDist, 'index.html'), `<!doctype html><html><body>${WEB_APP_MARKER}</body></html>`);
  return webDist;
}

/**
 * `production: true` builds the app as production runs it (no dev tools, no /docs); `poolSize` widens the
 * connection pool for tests whose concurrent calls wait on each other.
 */
export async function createTestApp({
  production = false,
  poolSize,
}: { production?: boolean; poolSize?: number } = {}) {
  const database = await createTestDatabase(poolSize === undefined ? {} : { poolSize });
  const webDist = await standInWebApp();
  const app = await buildTestServer(database, webDist, { production });
  return {
    app,
    db: database.db,
    kind: database.kind,
    async close() {
      await app.close();
      await database.dispose();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Two server processes as far as the caches go: two apps on one database, sharing one Redis (`redisUrl`) under
 * a channel and key prefix of their own, and no memory. On PostgreSQL each has its own connection pool; on
 * PGlite (one connection) they share the handle.
 */
export async function createTestAppPair({ redisUrl }: { redisUrl: string }) {
  const database = await createTestDatabase();
  const second = database.schema
    ? await openDatabase({ url: process.env.DATABASE_URL, schema: database.schema, poolSize: 5 })
    : undefined;
  const webDist = await standInWebApp();
  const cacheNamespace = `msptest-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const server = async (handle: DatabaseHandle): Promise<TestApp> => {
    const app = await buildTestServer(handle, webDist, { redisUrl, cacheNamespace });
    return { app, db: handle.db, kind: handle.kind, close: async () => app.close() };
  };
  const a = await server(database);
  const b = await server(second ?? database);
  return {
    a,
    b,
    async close() {
      await a.app.close();
      await b.app.close();
      await second?.close();
      await database.dispose();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

/** A random private address: lets a test act as many callers, each under the per-IP rate limits. */
export const randomPrivateIp = () =>
  `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** Asks for a proof-of-work challenge and solves it, as the page does invisibly. */
export async function solvedChallenge(testApp: TestApp, merchant = 'DEMO') {
  // From an address of its own, so a suite's many logins stay under the per-IP limit of the challenge call.
  const response = await testApp.app.inject({
    url: '/wps/challenge',
    headers: { merchant },
    remoteAddress: randomPrivateIp(),
  });
  const { challengeId, salt, difficulty } = response.json().value;
  return { challengeId: challengeId as string, challengeNonce: await solveProofOfWork(salt, difficulty) };
}

/** Logs a demo account in and returns its token. */
export async function loginAs(testApp: TestApp, username: string, password = 'Demo@1234', merchant = 'DEMO') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/wps/session/login/unsecure',
    headers: { merchant },
    payload: { username, password, type: 'username', ...(await solvedChallenge(testApp, merchant)) },
  });
  const body = response.json();
  if (!body.success) throw new Error(`login failed: ${response.body}`);
  return body.value.token as string;
}
