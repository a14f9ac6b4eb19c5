import { fileURLToPath } from 'node:url';

/** Settings read from the environment once, at start. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  production: boolean;
  logLevel: string;
  /** The built web app; served with history-mode fallback when present. */
  webDist: string;
  /** The demo game vendor (apps/demo-vendor) the demo merchant's games launch on, when it runs. */
  demoVendor: { url: string; secret: string } | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? './data',
    redisUrl: env.REDIS_URL || undefined,
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist/', import.meta.url)),
    demoVendor:
      env.DEMO_VENDOR_URL && env.DEMO_VENDOR_SECRET
        ? { url: env.DEMO_VENDOR_URL, secret: env.DEMO_VENDOR_SECRET }
        : undefined,
  };
}
