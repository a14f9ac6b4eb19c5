/**
 * `npm start`: the API server and the demo game vendor, two processes talking HTTP. The vendor's shared secret
 * is made once and kept in the data directory (or taken from DEMO_VENDOR_SECRET), and handed to both; the
 * server links the demo merchant's vendors to the vendor's URL at start. Stops both when either stops or on
 * Ctrl-C / SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

const children: ChildProcess[] = [];
function run(name: string, script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  ).then(() => process.exit(code));
}

run('demo vendor', 'apps/demo-vendor/src/main.ts', {
  PORT: String(vendorPort),
  PLATFORM_URL: `http://127.0.0.1:${serverPort}`,
  DEMO_VENDOR_SECRET: secret,
  DEMO_VENDOR_DATA: join(dataDir, 'demo-vendor'),
});
run('server', 'apps/server/src/main.ts', {
  PORT: String(serverPort),
  DEMO_VENDOR_URL: vendorUrl,
  DEMO_VENDOR_SECRET: secret,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
