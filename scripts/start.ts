/**
 * `npm start`: the API server and the demo game vendor, two processes talking HTTP. The vendor's shared secret
 * is made once and kept in the data directory (or taken from DEMO_VENDOR_SECRET), and handed to both; the
 * server links the demo merchant's vendors to the vendor's URL at start. A process that dies is started again
 * with a back-off (apps/server/src/supervisor); Ctrl-C / SIGTERM stops both.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { supervise } from '../apps/server/src/supervisor/supervise.ts';

const dataDir = process.env.DATA_DIR ?? './data';
const serverPort = Number(process.env.PORT ?? 3000);
const vendorPort = Number(process.env.DEMO_VENDOR_PORT ?? 3100);

function demoVendorSecret(): string {
  if (process.env.DEMO_VENDOR_SECRET) return process.env.DEMO_VENDOR_SECRET;
  const file = join(dataDir, 'demo-vendor.secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const secret = demoVendorSecret();
const vendorUrl = process.env.DEMO_VENDOR_URL ?? `http://localhost:${vendorPort}`;

const tsx = (script: string) => ['--import', 'tsx', script];
const supervisor = supervise(
  [
    {
      name: 'demo vendor',
      command: process.execPath,
      args: tsx('apps/demo-vendor/src/main.ts'),
      env: {
        PORT: String(vendorPort),
        PLATFORM_URL: `http://127.0.0.1:${serverPort}`,
        DEMO_VENDOR_SECRET: secret,
        DEMO_VENDOR_DATA: join(dataDir, 'demo-vendor'),
      },
    },
    {
      name: 'server',
      command: process.execPath,
      args: tsx('apps/server/src/main.ts'),
      env: { PORT: String(serverPort), DEMO_VENDOR_URL: vendorUrl, DEMO_VENDOR_SECRET: secret },
    },
  ],
  { onStopped: (code) => process.exit(code) },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void supervisor.stop(0));
