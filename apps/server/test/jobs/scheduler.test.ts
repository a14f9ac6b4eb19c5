import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScheduler, type JobLogger } from '../../src/jobs/scheduler.ts';

function recordingLog() {
  const lines: Array<{ level: string; object: Record<string, unknown>; message: string }> = [];
  const log: JobLogger = {
    debug: (object, message) =>
      lines.push({ level: 'debug', object: object as Record<string, unknown>, message }),
    info: (object, message) =>
      lines.push({ level: 'info', object: object as Record<string, unknown>, message }),
    error: (object, message) =>
      lines.push({ level: 'error', object: object as Record<string, unknown>, message }),
  };
  return { log, lines };
}

/** A promise the test resolves when it likes. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the job scheduler', () => {
  it('runs each job every period', async () => {
    const { log } = recordingLog();
    const runs: Date[] = [];
    const scheduler = startScheduler({
      log,
      jobs: [{ name: 'tick', periodMs: 1000, run: async (now) => void runs.push(now) }],
    });
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs).toHaveLength(3);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(3);
  });

  it('never overlaps a job with itself: a tick during a run is skipped', async () => {
    const { log } = recordingLog();
    let running = 0;
    let maxRunning = 0;
    let started = 0;
    const slow = gate();
    const scheduler = startScheduler({
      log,
      jobs: [
        {
          name: 'slow',
          periodMs: 100,
          run: async () => {
            started += 1;
            running += 1;
            maxRunning = Math.max(maxRunning, running);
            await slow.promise;
            running -= 1;
          },
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(1);
    slow.open();
    await vi.advanceTimersByTimeAsync(250);
    expect(started).toBeGreaterThan(1);
    expect(maxRunning).toBe(1);
    await scheduler.stop();
  });

  it('logs a failed run instead of throwing, and runs again next time', async () => {
    const { log, lines } = recordingLog();
    let calls = 0;
    const scheduler = startScheduler({
      log,
      jobs: [
        {
          name: 'flaky',
          periodMs: 1000,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error('database went away');
            return 3;
          },
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(2);
    expect(lines[0]).toMatchObject({ level: 'error', message: 'job failed', object: { job: 'flaky' } });
    expect(lines[1]).toMatchObject({ level: 'info', object: { job: 'flaky', result: 3 } });
    await scheduler.stop();
  });

  it('stop() waits for a run under way', async () => {
    const { log } = recordingLog();
    const slow = gate();
    let finished = false;
    const scheduler = startScheduler({
      log,
      jobs: [
        {
          name: 'slow',
          periodMs: 100,
          run: async () => {
            await slow.promise;
            finished = true;
          },
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect(finished).toBe(true);
    // runNow after stop does nothing.
    await scheduler.runNow('slow');
  });
});
