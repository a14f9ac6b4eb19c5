import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Keeps `npm start`'s processes up (the API server and the demo vendor): a process that dies is logged with
 * why (its exit code or signal) and started again after a back-off that doubles from 1 s to 30 s. One that
 * lived long enough counts as healthy and starts the back-off over; one that keeps dying right after its start
 * (a port in use, a bad configuration) is given up on after a few tries, and then everything stops.
 */
export interface SupervisedProcess {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

export interface SuperviseOptions {
  /** Wait before the n-th restart in a row (n from 0). */
  backoffMs?: (attempt: number) => number;
  /** A process that lived this long was healthy: its next crash starts the back-off over. */
  healthyAfterMs?: number;
  /** Crashes in a row, each before `healthyAfterMs`, after which everything stops. */
  maxQuickCrashes?: number;
  log?: (line: string) => void;
  /** Called once when everything has stopped (given up, or `stop`), with the exit code to leave with. */
  onStopped?: (code: number) => void;
  /** Passed to spawn (tests keep the output to themselves). */
  stdio?: 'inherit' | 'ignore';
}

export const defaultBackoffMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

export function supervise(processes: SupervisedProcess[], options: SuperviseOptions = {}) {
  const {
    backoffMs = defaultBackoffMs,
    healthyAfterMs = 60_000,
    maxQuickCrashes = 5,
    log = (line: string) => console.error(line),
    onStopped = () => {},
    stdio = 'inherit',
  } = options;
  const running = new Map<string, ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;
  /** Every start of every process, in order (for tests and logs). */
  const starts: Array<{ name: string; pid: number | undefined }> = [];

  const start = (spec: SupervisedProcess, quickCrashes: number) => {
    const startedAt = Date.now();
    const child = spawn(spec.command, spec.args, { stdio, env: { ...process.env, ...spec.env } });
    running.set(spec.name, child);
    starts.push({ name: spec.name, pid: child.pid });
    child.on('exit', (code, signal) => {
      running.delete(spec.name);
      if (stopping) return;
      const why = signal ? `signal ${signal}` : `exit code ${code}`;
      const healthy = Date.now() - startedAt >= healthyAfterMs;
      const crashes = healthy ? 0 : quickCrashes + 1;
      if (crashes >= maxQuickCrashes) {
        log(
          `${spec.name} stopped (${why}) ${crashes} times right after starting; giving up, stopping the rest`,
        );
        void stop(1);
        return;
      }
      const delay = backoffMs(healthy ? 0 : quickCrashes);
      log(`${spec.name} stopped (${why}); starting it again in ${(delay / 1000).toFixed(1)} s`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) start(spec, crashes);
      }, delay);
      timers.add(timer);
    });
  };

  /** Stops every process (SIGTERM, then SIGKILL after 5 s) and calls `onStopped(code)`. */
  async function stop(code: number) {
    if (stopping) return;
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(
      [...running.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
            child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    onStopped(code);
  }

  for (const spec of processes) start(spec, 0);
  return { stop, starts, running };
}
