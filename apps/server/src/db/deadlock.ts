/** Times work PostgreSQL rolled back to break a deadlock is run again before its error is let through. */
const DEADLOCK_RETRIES = 3;

/**
 * Runs `work` again when PostgreSQL chose it as the victim of a deadlock (SQLSTATE 40P01): its transaction was
 * rolled back whole, so nothing of it was written. Only for work that is its own transaction (never inside a
 * caller's, which the deadlock has aborted too).
 */
export async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const deadlock = (error as { code?: unknown } | null)?.code === '40P01';
      if (!deadlock || attempt >= DEADLOCK_RETRIES) throw error;
    }
  }
}
