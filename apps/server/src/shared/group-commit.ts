/**
 * Group commit in the application: postings that arrive while earlier ones are being written wait, and go to
 * the database together in one call, one transaction and one commit (ledger_post_many). A posting that arrives
 * while fewer than `maxInFlight` calls are out goes on the event loop's next turn (`setImmediate`), with every
 * other posting the same turn brought, so a quiet server adds no latency (microseconds); under load the waiting
 * postings share a commit instead of queueing for connections and WAL flushes one by one.
 *
 * Going at once instead sent the first request of a burst alone: when a call's 32 answers went out, their
 * clients' next requests came back together, the first went as a call of one, and the other 31 waited for its
 * commit (bench:wallet spread 4,150–4,340 postings/s; with the turn 4,900–5,540, p99 18 → 13–17 ms).
 */
export interface GroupCommitOptions<Item> {
  /** Calls out at once; the rest of the pool stays free for other queries. */
  maxInFlight: number;
  /** Items a call takes at most. */
  maxBatch: number;
  /** Writes the items; settles each item itself (a refusal of one must not fail the others). */
  write(items: Item[]): Promise<void>;
  /** Settles every item of a call that failed as a whole. */
  fail(items: Item[], error: unknown): void;
}

export function groupCommit<Item>(options: GroupCommitOptions<Item>) {
  const waiting: Item[] = [];
  let inFlight = 0;
  let scheduled = false;
  const pump = () => {
    scheduled = false;
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const items = waiting.splice(0, options.maxBatch);
      inFlight += 1;
      options
        .write(items)
        .catch((error: unknown) => options.fail(items, error))
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  };
  return {
    submit(item: Item) {
      waiting.push(item);
      if (!scheduled) {
        scheduled = true;
        setImmediate(pump);
      }
    },
  };
}
