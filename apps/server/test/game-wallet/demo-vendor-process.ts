/**
 * The demo vendor (apps/demo-vendor) as its own process, the way `npm start` runs it beside the server, and a
 * plain HTTP relay between it and the platform that can cut the line for some calls: the platform really is
 * unreachable for them (the connection is closed), or a call reaches the platform and its answer is lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort } from '../helpers/free-port.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface DemoVendorProcess {
  url: string;
  /** Stops the process (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory. */
  start(): Promise<void>;
}

/** Starts apps/demo-vendor/src/main.ts on a free port of 127.0.0.1 and waits until `/health` answers. */
export async function startDemoVendorProcess(options: {
  platformUrl: string;
  secret: string;
  dataDir: string;
}): Promise<DemoVendorProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/demo-vendor/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PLATFORM_URL: options.platformUrl,
        DEMO_VENDOR_SECRET: options.secret,
        DEMO_VENDOR_DATA: options.dataDir,
        DEMO_VENDOR_RETRY_BASE_MS: '5',
        LOG_LEVEL: 'fatal',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      if (attempt > 200 || started.exitCode !== null) throw new Error('the demo vendor did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url, start, stop };
}

/**
 * What the relay does with a call, by the last part of its path (`bet`, `settle`, `rollback`, …):
 * `pass` it on, `drop` it (the connection closes before the platform sees it), or `lose-answer` (the platform
 * handles it, then the connection closes before the answer is sent back).
 */
export type LineRule = 'pass' | 'drop' | 'lose-answer';

const hopByHop = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

export async function startRelay(targetUrl: string) {
  const rules = new Map<string, LineRule>();
  /** Called with the last part of a call's path when its answer is about to be relayed back. */
  let onAnswer: ((call: string) => Promise<void> | void) | undefined;
  const server = createHttpServer((request, response) => {
    const path = request.url ?? '/';
    const call = path.split('?')[0]!.split('/').pop() ?? '';
    const rule = rules.get(call) ?? 'pass';
    if (rule === 'drop') {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        try {
          const upstream = await fetch(new URL(path, targetUrl), {
            method: request.method,
            headers: forwarded(request.headers),
            body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
          });
          const body = Buffer.from(await upstream.arrayBuffer());
          if (rule === 'lose-answer') {
            request.socket.destroy();
            return;
          }
          await onAnswer?.(call);
          response.writeHead(upstream.status, {
            'content-type': upstream.headers.get('content-type') ?? 'application/json',
          });
          response.end(body);
        } catch {
          request.socket.destroy();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** Sets what happens to calls whose path ends in `call` (`settle`, `bet`, `rollback`). */
    set(call: string, rule: LineRule) {
      rules.set(call, rule);
    },
    /** Runs `hook` as each answer is about to go back (undefined: no hook). */
    onAnswer(hook: typeof onAnswer) {
      onAnswer = hook;
    },
    /** Every call passes again. */
    restore() {
      rules.clear();
      onAnswer = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forwarded(headers: IncomingHttpHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name)) continue;
    result[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return result;
}
