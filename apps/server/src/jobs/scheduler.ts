/** A job of the server process: run every `periodMs`, never overlapping itself. */
export interface ScheduledJob {
  name: string;
  periodMs: number;
  run(now: Date): Promise<unknown>;
}

/** Where the scheduler reports: pino's (Fastify's) logger fits. */
export interface JobLogger {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface Scheduler {
  /** Runs a job now (as its timer would), unless it is already running; resolves when that run ends. */
  runNow(name: string): Promise<void>;
  /** Stops every timer and waits for the runs under way to end. */
  stop(): Promise<void>;
}

/**
 * A tiny in-process scheduler (DESIGN.md §6): one `setInterval` per job; a tick that finds the job's previous
 * run still going is skipped (a job never overlaps itself); a failed run is logged, never thrown, and the next
 * tick runs again. Safety across several server processes is each job's own (advisory locks or
 * `FOR UPDATE SKIP LOCKED`, and idempotence).
 */
export function startScheduler({ jobs, log }: { jobs: ScheduledJob[]; log: JobLogger }): Scheduler {
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const tick = (job: ScheduledJob): Promise<void> => {
    const current = running.get(job.name);
    if (current) return current;
    if (stopped) return Promise.resolve();
    const started = Date.now();
    const run = (async () => {
      try {
        const result = await job.run(new Date());
        // A run that found nothing to do (0 rows) is only worth a debug line.
        const quiet = result === 0 || result === undefined;
        log[quiet ? 'debug' : 'info']({ job: job.name, ms: Date.now() - started, result }, 'job finished');
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, run);
    return run;
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => void tick(job), job.periodMs);
    // The timers alone never keep the process alive.
    timer.unref();
    return timer;
  });

  return {
    runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) return Promise.reject(new Error(`no job named ${name}`));
      return tick(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
