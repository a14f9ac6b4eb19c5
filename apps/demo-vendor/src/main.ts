/** Starts the demo vendor from the environment (see README.md). */
import { resolve } from 'node:path';
import { buildDemoVendor } from './app.ts';

const secret = process.env.DEMO_VENDOR_SECRET;
if (!secret) {
  console.error('DEMO_VENDOR_SECRET is required: the HMAC secret shared with the platform.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '0.0.0.0';
const transferVendors = (process.env.DEMO_VENDOR_TRANSFER_VENDORS ?? 'JDB')
  .split(',')
  .map((code) => code.trim())
  .filter((code) => code !== '');

const app = await buildDemoVendor({
  secret,
  platformUrl: process.env.PLATFORM_URL ?? 'http://127.0.0.1:3000',
  dataDir: resolve(process.env.DEMO_VENDOR_DATA ?? './data/demo-vendor'),
  transferVendors,
  // First back-off of settle and rollback retries (250 ms, doubling); tests shorten it.
  retryBaseMs: process.env.DEMO_VENDOR_RETRY_BASE_MS
    ? Number(process.env.DEMO_VENDOR_RETRY_BASE_MS)
    : undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
await app.listen({ port, host });
app.log.info({ transferVendors }, 'demo vendor ready');

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
