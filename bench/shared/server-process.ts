/**
 * A benchmark's server: the real server (apps/server/src/main.ts) as its own process on a database of its own,
 * so the load generator never shares its event loop. The database is created fresh and dropped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export interface BenchServer {
  /** http://127.0.0.1:port */
  api: string;
  /** postgres://… of the benchmark's own database. */
  databaseUrl: string;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../', import.meta.url));

export async function startBenchServer(options: {
  name: string;
  port: number;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `msp_bench_${options.name}_${process.pid}`;
  const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);

  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const api = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(`${api}/wps/system/status`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 240 || server.exitCode !== null) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { api, databaseUrl, stop };
}
