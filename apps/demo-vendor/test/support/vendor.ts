import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signVendorRequest } from '@msp/contracts/vendor-signing.ts';
import { buildDemoVendor, type DemoVendorOptions } from '../../src/app.ts';
import { secret } from './fake-platform.ts';

export function tempDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'demo-vendor-test-'));
}

export async function startVendor(options: Partial<DemoVendorOptions> = {}) {
  return buildDemoVendor({
    secret,
    platformUrl: 'http://127.0.0.1:9',
    dataDir: options.dataDir ?? (await tempDataDir()),
    retryBaseMs: 5,
    reportRetryBaseMs: 5,
    ...options,
  });
}

/** An inject request signed like the platform signs its transfer-API calls. */
export function signedPost(
  path: string,
  body: unknown,
  { vendor = 'JDB', merchant = 'DEMO', now = Date.now(), key = secret } = {},
) {
  const raw = JSON.stringify(body);
  return {
    method: 'POST' as const,
    url: path,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      language: 'en',
      ...signVendorRequest(key, { vendor, merchant, method: 'POST', path, body: raw, now }),
    },
  };
}
