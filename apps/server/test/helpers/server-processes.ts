/**
 * Real server processes (apps/server/src/main.ts, as `npm start` runs it) on a PostgreSQL database of their
 * own, created fresh and dropped at `stop`. They start one after the other (as a rolling deploy does: the
 * first migrates and seeds), each on its port, and are up when `/readyz` answers 200. Used by the tests of
 * several processes and by the benchmarks (so the load generator never shares the server's event loop).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.ts';

export interface ServerProcesses {
  /** http://127.0.0.1:port of each process, in start order. */
  urls: string[];
  /** postgres://… of their database. */
  databaseUrl: string;
  /** Stops every process (SIGTERM) and drops the database. */
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** How long one process may take to answer `/readyz` (a loaded CI machine runs other test files beside it). */
const READY_WITHIN_MS = 150_000;

export async function startServerProcesses(options: {
  name: string;
  /** One process per entry; `count` processes on free ports of the system when absent. */
  ports?: number[];
  count?: number;
  env?: Record<string, string>;
  /** Where the server's output goes (the default keeps a test's output clean; errors still show). */
  stdout?: 'ignore' | 'inherit';
}): Promise<ServerProcesses> {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `msp_${options.name}_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);

  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  };
  const urls: string[] = [];
  try {
    const ports = options.ports ?? (await freePorts(options.count ?? 1));
    for (const port of ports) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          ...options.env,
        },
        stdio: ['ignore', options.stdout ?? 'ignore', 'pipe'],
      });
      children.push(child);
      // Errors still reach the test's output; the last of them also go into the error if the process dies.
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        process.stderr.write(chunk);
        errors = (errors + chunk.toString()).slice(-4000);
      });
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + READY_WITHIN_MS;
      for (;;) {
        const ready = await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
          const how =
            child.exitCode !== null || child.signalCode !== null
              ? `exited (code ${child.exitCode}, signal ${child.signalCode})`
              : `did not answer /readyz within ${READY_WITHIN_MS / 1000} s`;
          throw new Error(`server on port ${port} ${how}${errors ? `:\n${errors}` : ''}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      urls.push(url);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, databaseUrl, stop };
}

/** `count` distinct free ports. */
async function freePorts(count: number) {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}
