/**
 * Real server processes (apps/server/src/main.ts, as `npm start` runs it) on a PostgreSQL database of their
 * own, created fresh and dropped at `stop`. They start one after the other (as a rolling deploy does: the
 * first migrates and seeds), each on its port, and are up when `/readyz` answers 200. Used by the tests of
 * several processes and by the benchmarks (so the load generator never shares the server's event loop).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface ServerProcesses {
  /** http://127.0.0.1:port of each process, in start order. */
  urls: string[];
  /** postgres://… of their database. */
  databaseUrl: string;
  /** Stops every process (SIGTERM) and drops the database. */
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export async function startServerProcesses(options: {
  name: string;
  ports: number[];
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
    for (const port of options.ports) {
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
        stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      for (let attempt = 0; ; attempt += 1) {
        const ready = await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        if (attempt > 240 || child.exitCode !== null) throw new Error(`server on port ${port} did not start`);
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
