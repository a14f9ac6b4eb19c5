/**
 * The demo game vendor: game pages and their rounds, the signed seamless-wallet calls to the platform, and
 * the signed APIs the platform calls (transfer wallet, round status). `buildDemoVendor` returns the Fastify instance without
 * listening, so tests and the e2e harness can run it in-process.
 */
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { VendorDeps } from './deps.ts';
import { installHttpBasics, requestLanguage } from './http.ts';
import { PlatformClient } from './platform-client.ts';
import { RoundBook } from './round-book.ts';
import { RoundRunner } from './rounds.ts';
import { gameRoutes } from './routes/games.ts';
import { healthRoutes } from './routes/health.ts';
import { pageRoutes } from './routes/pages.ts';
import { seamlessApiRoutes } from './routes/seamless-api.ts';
import { sessionRoutes } from './routes/session.ts';
import { transferApiRoutes } from './routes/transfer-api.ts';
import { SessionStore } from './sessions.ts';
import { TransferWallet } from './transfer-wallet.ts';

export interface DemoVendorOptions {
  /** The shared HMAC secret, one for every vendor code this process plays. */
  secret: string;
  /** The platform's base URL, for example http://127.0.0.1:3000. */
  platformUrl: string;
  /** Directory of the transfer-wallet file and the round book. */
  dataDir: string;
  /** Vendor codes that use the transfer wallet (default JDB). */
  transferVendors?: readonly string[];
  /** Time-out of one platform call (default 3000 ms). */
  platformTimeoutMs?: number;
  /** First back-off of settle/rollback retries (default 250 ms, doubling). */
  retryBaseMs?: number;
  /** First back-off of round-report retries (default 1000 ms, doubling). */
  reportRetryBaseMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** The clock used for signature windows (tests). */
  now?: () => number;
}

export const defaultPublicDir = fileURLToPath(new URL('../public/', import.meta.url));

export async function buildDemoVendor(options: DemoVendorOptions): Promise<FastifyInstance> {
  if (!options.secret) throw new Error('the demo vendor needs a shared secret');
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 65_536 });
  const now = options.now ?? Date.now;
  const platform = new PlatformClient({
    baseUrl: options.platformUrl,
    secret: options.secret,
    timeoutMs: options.platformTimeoutMs,
    retryBaseMs: options.retryBaseMs,
    reportRetryBaseMs: options.reportRetryBaseMs,
    log: app.log,
  });
  const wallet = await TransferWallet.open(options.dataDir);
  const roundBook = await RoundBook.open(options.dataDir);
  const sessions = new SessionStore(now);
  const deps: VendorDeps = {
    secret: options.secret,
    platform,
    wallet,
    sessions,
    rounds: new RoundRunner(platform, wallet, app.log, roundBook),
    roundBook,
    transferVendors: new Set(options.transferVendors ?? ['JDB']),
    publicDir: defaultPublicDir,
    now,
  };

  installHttpBasics(app, (request) => {
    const header = request.headers['x-vendor-session'];
    const session = sessions.get(Array.isArray(header) ? header[0] : header);
    const body = request.body as { language?: unknown } | undefined;
    return (
      session?.language ??
      (body?.language === 'en' || body?.language === 'bn' ? body.language : requestLanguage(request))
    );
  });
  healthRoutes(app);
  await pageRoutes(app, deps.publicDir);
  sessionRoutes(app, deps);
  gameRoutes(app, deps);
  transferApiRoutes(app, deps);
  seamlessApiRoutes(app, deps);

  app.addHook('onClose', async () => {
    platform.close();
    await wallet.idle();
    await roundBook.close();
  });
  app.decorate('demoVendor', deps);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The vendor's parts, for tests. */
    demoVendor: VendorDeps;
  }
}
