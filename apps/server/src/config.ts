import { fileURLToPath } from 'node:url';

/** Settings read from the environment once, at start. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections each server process keeps to PostgreSQL. */
  databasePoolSize: number;
  dataDir: string;
  redisUrl: string | undefined;
  production: boolean;
  logLevel: string;
  /** The built web app; served with history-mode fallback when present. */
  webDist: string;
  /** The demo game vendor (apps/demo-vendor) the demo merchant's games launch on, when it runs. */
  demoVendor: { url: string; secret: string } | undefined;
  /** On SIGTERM, how long /readyz answers 503 before the server stops accepting requests (docs/deploy.md). */
  shutdownDrainSeconds: number;
  /** How often the scheduled jobs run (a minute). */
  jobPeriodMs: number;
  /** When an open seamless round is asked of its vendor by the settle-stale-rounds job (10 minutes). */
  staleRoundAfterMs: number;
}

/**
 * Measured with `npm run bench:wallet` on 2 cores shared with PostgreSQL: 5 connections posted at least as fast
 * as 10, 20 or 32 (docs/design-notes.md); more cores may want more (`DATABASE_POOL_SIZE`).
 */
const DEFAULT_POOL_SIZE = 5;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databasePoolSize = Number(env.DATABASE_POOL_SIZE || DEFAULT_POOL_SIZE);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1 || databasePoolSize > 1000)
    throw new Error(
      `DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got ${env.DATABASE_POOL_SIZE}`,
    );
  const shutdownDrainSeconds = Number(env.SHUTDOWN_DRAIN_SECONDS || 0);
  if (!Number.isFinite(shutdownDrainSeconds) || shutdownDrainSeconds < 0 || shutdownDrainSeconds > 300)
    throw new Error(`SHUTDOWN_DRAIN_SECONDS must be from 0 to 300, got ${env.SHUTDOWN_DRAIN_SECONDS}`);
  const jobPeriodMs = Number(env.JOB_PERIOD_MS || 60_000);
  if (!Number.isInteger(jobPeriodMs) || jobPeriodMs < 100)
    throw new Error(`JOB_PERIOD_MS must be a whole number of at least 100, got ${env.JOB_PERIOD_MS}`);
  const staleRoundAfterMs = Number(env.STALE_ROUND_AFTER_MS || 600_000);
  if (!Number.isInteger(staleRoundAfterMs) || staleRoundAfterMs < 1000)
    throw new Error(
      `STALE_ROUND_AFTER_MS must be a whole number of at least 1000, got ${env.STALE_ROUND_AFTER_MS}`,
    );
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize,
    dataDir: env.DATA_DIR ?? './data',
    redisUrl: env.REDIS_URL || undefined,
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist/', import.meta.url)),
    demoVendor:
      env.DEMO_VENDOR_URL && env.DEMO_VENDOR_SECRET
        ? { url: env.DEMO_VENDOR_URL, secret: env.DEMO_VENDOR_SECRET }
        : undefined,
    shutdownDrainSeconds,
    jobPeriodMs,
    staleRoundAfterMs,
  };
}
