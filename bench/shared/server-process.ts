/**
 * A benchmark's server: the real server (apps/server/src/main.ts) as its own process on a database of its own,
 * so the load generator never shares its event loop. The database is created fresh and dropped afterwards.
 */
import { startServerProcesses } from '../../apps/server/test/helpers/server-processes.ts';

export interface BenchServer {
  /** http://127.0.0.1:port */
  api: string;
  /** postgres://… of the benchmark's own database. */
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function startBenchServer(options: {
  name: string;
  port: number;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const processes = await startServerProcesses({
    name: `bench_${options.name}`,
    ports: [options.port],
    env: options.env,
  });
  return { api: processes.urls[0]!, databaseUrl: processes.databaseUrl, stop: processes.stop };
}
